import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Search from '@mui/icons-material/Search';
import type { MediaKind } from '@sportello/contracts';
import { mediaMessages as m } from './messages';

/** Content types offered by the browser's file chooser; the server checks the bytes anyway. */
const ACCEPT: Record<MediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif',
  document: '.pdf,.docx,.xlsx,.pptx,.odt,.txt,.csv',
};

/**
 * The search box (submits only when the query changed, spec 1 §4) and the upload button, which
 * opens the file chooser and hands the chosen file over.
 */
export function MediaToolbar({
  kind,
  search,
  uploading,
  onSearch,
  onUpload,
}: {
  kind: MediaKind;
  search: string;
  uploading: boolean;
  onSearch: (query: string) => void;
  onUpload: (file: File) => void;
}) {
  const [query, setQuery] = useState(search);
  const input = useRef<HTMLInputElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = query.trim();
    if (next !== search) onSearch(next);
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box component="form" role="search" onSubmit={submit} sx={{ flex: 1, minWidth: 220 }}>
        <TextField
          label={m.search}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          size="small"
          fullWidth
          type="search"
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" aria-label={m.searchSubmit} edge="end" size="small">
                    <Search />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ display: 'grid', justifyItems: { xs: 'start', sm: 'end' } }}>
        <Button
          variant="contained"
          startIcon={<FileUploadOutlined />}
          onClick={() => input.current?.click()}
          disabled={uploading}
        >
          {m.upload}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {kind === 'image' ? m.acceptImages : m.acceptDocuments}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT[kind]}
          data-testid="media-upload-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onUpload(file);
          }}
        />
      </Box>
    </Box>
  );
}
