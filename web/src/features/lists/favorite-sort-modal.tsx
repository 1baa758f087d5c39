import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import KeyboardArrowDownOutlined from '@mui/icons-material/KeyboardArrowDownOutlined';
import KeyboardArrowUpOutlined from '@mui/icons-material/KeyboardArrowUpOutlined';
import { digitsOnly, positionOf, stepPosition } from './list-title';
import { listsMessages as m } from './messages';

/**
 * favorite-sort-modal "Cambia ordine elemento" (spec 2 §4, §5): digits only, from 1 to the item
 * count; the arrows are disabled at the bounds and Conferma while the position is empty (or out
 * of bounds).
 */
export function FavoriteSortModal({
  itemTitle,
  current,
  count,
  busy = false,
  onConfirm,
  onClose,
}: {
  itemTitle: string;
  current: number;
  count: number;
  busy?: boolean;
  onConfirm: (position: number) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [text, setText] = useState(String(current));
  const position = positionOf(text, count);
  const n = /^\d+$/.test(text) ? Number(text) : current;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (position !== null) onConfirm(position);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{m.sort.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{itemTitle}</DialogContentText>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <TextField
              autoFocus
              label={m.sort.label}
              value={text}
              onChange={(e) => setText(digitsOnly(e.target.value))}
              helperText={m.sort.help(count)}
              error={text !== '' && position === null}
              slotProps={{
                htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'data-testid': 'sort-position' },
              }}
              sx={{ width: 180 }}
            />
            <Box sx={{ display: 'grid' }}>
              <IconButton
                aria-label={m.sort.up}
                size="small"
                disabled={n <= 1}
                onClick={() => setText(String(stepPosition(text, -1, count, current)))}
              >
                <KeyboardArrowUpOutlined />
              </IconButton>
              <IconButton
                aria-label={m.sort.down}
                size="small"
                disabled={n >= count}
                onClick={() => setText(String(stepPosition(text, 1, count, current)))}
              >
                <KeyboardArrowDownOutlined />
              </IconButton>
            </Box>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose}>
            {m.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || position === null}>
            {m.common.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
