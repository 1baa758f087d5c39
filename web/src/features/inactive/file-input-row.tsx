import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { INACTIVE_DOCUMENT_ACCEPT, type InactiveFileLoader } from '@sportello/contracts';
import { visuallyHidden } from './visually-hidden';
import { inactiveMessages as t } from './messages';

type Field = InactiveFileLoader['fields'][number];

/**
 * One file of the loader: its label (an asterisk when required), a button that opens the file
 * chooser, the chosen file with its size, and the remove button. The native input stays hidden;
 * the button carries the label for screen readers.
 */
export function FileInputRow({
  field,
  file,
  error,
  removeLabel,
  disabled,
  onChange,
}: {
  field: Field;
  file: File | null;
  error?: string | undefined;
  removeLabel: string;
  disabled: boolean;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const ids = { label: `${id}-label`, button: `${id}-button`, info: `${id}-info`, error: `${id}-error` };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={ids.label} sx={{ fontWeight: 600 }}>
        {field.label}
        {field.required ? (
          <>
            <Box component="span" aria-hidden sx={{ color: 'error.main' }}>
              {' *'}
            </Box>
            <Box component="span" sx={visuallyHidden}>{` (${t.required})`}</Box>
          </>
        ) : null}
      </Typography>
      <input
        ref={input}
        type="file"
        name={field.name}
        accept={INACTIVE_DOCUMENT_ACCEPT}
        hidden
        onChange={(e) => {
          onChange(e.target.files?.[0] ?? null);
          // The same file chosen again after a removal still fires a change.
          e.target.value = '';
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          id={ids.button}
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-labelledby={`${ids.button} ${ids.label}`}
          aria-describedby={error ? `${ids.info} ${ids.error}` : ids.info}
        >
          {file ? t.changeFile : t.chooseFile}
        </Button>
        <Typography id={ids.info} variant="body2" sx={{ color: file ? 'text.primary' : 'text.secondary' }}>
          {file ? `${file.name} (${t.fileSize(file.size)})` : t.noFile}
        </Typography>
        {file ? (
          <Button
            color="inherit"
            size="small"
            startIcon={<DeleteOutline />}
            disabled={disabled}
            onClick={() => onChange(null)}
            aria-label={t.removeFile(removeLabel, file.name)}
          >
            {removeLabel}
          </Button>
        ) : null}
      </Box>
      {error ? (
        <Typography id={ids.error} role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
