import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { formMessages } from '../messages';

const t = formMessages.html;

/** The link's address, asked in a small popover: Applica sets it, Rimuovi collegamento removes it. */
export function LinkPopover({
  anchor,
  initial,
  onApply,
  onClose,
}: {
  anchor: HTMLElement | null;
  initial: string;
  onApply: (href: string) => void;
  onClose: () => void;
}) {
  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { p: 2, width: 360 } } }}
    >
      {anchor ? <LinkForm initial={initial} onApply={onApply} /> : null}
    </Popover>
  );
}

function LinkForm({ initial, onApply }: { initial: string; onApply: (href: string) => void }) {
  const [href, setHref] = useState(initial);
  const submit = (e: FormEvent) => {
    // Not the surrounding form: only the link.
    e.preventDefault();
    e.stopPropagation();
    onApply(href.trim());
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        label={t.linkUrl}
        value={href}
        onChange={(e) => setHref(e.target.value)}
        autoFocus
        size="small"
        type="url"
        placeholder="https://"
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {initial ? (
          <Button color="error" onClick={() => onApply('')}>
            {t.removeLink}
          </Button>
        ) : null}
        <Button type="submit" variant="contained">
          {t.applyLink}
        </Button>
      </Box>
    </Box>
  );
}
