import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { useAppScope } from '../../lib/app-scope';
import { createList, refreshLists, type NewListItem } from './lists-api';
import type { List } from '@sportello/contracts';
import { listTitleCounter, listTitleError } from './list-title';
import { listsMessages as m } from './messages';

/**
 * add-new-list-modal "Crea nuova lista" (spec 2 §4, §5): the title is validated on change and on
 * blur (required, 70 characters spaces included), then POST /api/list/lista with title, iat and
 * iatName (the user's office), and the item when the flow started from one. onCreated gets the new list.
 */
export function AddNewListModal({
  item,
  onClose,
  onCreated,
}: {
  /** The flow started from an item: the list is created with it. */
  item?: NewListItem;
  onClose: () => void;
  onCreated: (list: List) => void;
}) {
  const titleId = useId();
  const { config } = useAppScope();
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useMutation({ mutationFn: createList });
  const error = serverError ?? (touched ? listTitleError(title) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (listTitleError(title)) return;
    try {
      const list = await create.mutateAsync({
        title: title.trim(),
        iat: config.user.group,
        iatName: config.user.groupName,
        item,
      });
      await refreshLists(client);
      onCreated(list);
    } catch (e) {
      if (!isApiError(e)) throw e;
      setServerError(e.fields.title ?? null);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{m.newList.title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={m.newList.field}
            value={title}
            required
            onChange={(e) => {
              setTitle(e.target.value);
              setTouched(true);
              setServerError(null);
            }}
            onBlur={() => setTouched(true)}
            error={!!error}
            helperText={error ?? listTitleCounter(title)}
            slotProps={{ htmlInput: { 'aria-describedby': undefined } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose}>
            {m.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending || !!listTitleError(title)}>
            {m.newList.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
