import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearOutlined from '@mui/icons-material/ClearOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { exploreMessages as m } from '../messages';

/**
 * The search text (spec 2 §4): Enter re-runs the search only when the text differs from the one
 * searched (spec 2 §9); an empty text clears the query. The address stays the truth: going back
 * brings its text back here.
 */
export function SearchInput({
  query,
  placeholder,
  onSearch,
  label = m.search.label,
}: {
  query: string;
  placeholder: string;
  onSearch: (q: string) => void;
  label?: string;
}) {
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    // The address changed (back button, reset): its text comes back here.
    setShown(query);
    setText(query);
  }
  const submit = (value: string) => {
    if (value.trim() !== query) onSearch(value.trim());
  };
  return (
    <Box role="search" sx={{ display: 'flex', gap: 1, flex: 1, minWidth: 280 }}>
      <TextField
        fullWidth
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            submit(text);
          }
        }}
        slotProps={{
          htmlInput: { 'aria-label': label, enterKeyHint: 'search', autoComplete: 'off' },
          input: {
            sx: { bgcolor: 'background.paper', fontSize: '1.05rem' },
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined aria-hidden sx={{ color: 'text.secondary' }} />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                {text ? (
                  <IconButton
                    aria-label={m.search.clear}
                    edge="end"
                    onClick={() => {
                      setText('');
                      if (query) onSearch('');
                    }}
                  >
                    <ClearOutlined />
                  </IconButton>
                ) : null}
              </InputAdornment>
            ),
          },
        }}
      />
      <Button variant="contained" onClick={() => submit(text)} sx={{ px: 3, flex: 'none' }}>
        {m.search.submit}
      </Button>
    </Box>
  );
}
