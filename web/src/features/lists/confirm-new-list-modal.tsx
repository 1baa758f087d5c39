import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { List } from '@sportello/contracts';
import { listsMessages as m } from './messages';

/**
 * confirm-new-list-modal "Lista creata" (spec 2 §4): when the flow started from an item, "Vai alla
 * lista" (the item is added and the list focused); without an item, "Modifica" (/list/edit/{id}).
 */
export function ConfirmNewListModal({
  list,
  itemTitle,
  onGo,
  onEdit,
  onClose,
}: {
  list: List;
  /** The item the flow started from, if any. */
  itemTitle?: string;
  onGo: () => void;
  onEdit: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{m.created.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {itemTitle ? m.created.textWithItem(list.title, itemTitle) : m.created.text(list.title)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {m.created.close}
        </Button>
        {itemTitle ? (
          <Button variant="contained" onClick={onGo} autoFocus>
            {m.created.go}
          </Button>
        ) : (
          <Button variant="contained" onClick={onEdit} autoFocus>
            {m.created.edit}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
