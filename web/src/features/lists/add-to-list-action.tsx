import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import type { ListItemToAdd } from './add-element-to-list-modal';
import { listsMessages as m } from './messages';

/** The modal (and its queries) load with the first click, not with explore's first screen. */
const AddElementToListModal = lazy(() =>
  import('./add-element-to-list-modal').then((mod) => ({ default: mod.AddElementToListModal })),
);

/**
 * "Aggiungi alla lista": a compact icon on a card or a row, a labelled button in a preview; it
 * opens add-element-to-list-modal for the item.
 */
export function AddToListAction({ item, place }: { item: ListItemToAdd; place: 'card' | 'preview' | 'row' }) {
  const [open, setOpen] = useState(false);
  const label = `${m.add.button}: ${item.title}`;
  return (
    <>
      {place === 'preview' ? (
        <Button
          variant="outlined"
          startIcon={<PlaylistAddOutlined aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {m.add.button}
        </Button>
      ) : (
        <Tooltip title={m.add.button}>
          <IconButton aria-label={label} size="small" onClick={() => setOpen(true)}>
            <PlaylistAddOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {open ? (
        <Suspense fallback={null}>
          <AddElementToListModal item={item} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
