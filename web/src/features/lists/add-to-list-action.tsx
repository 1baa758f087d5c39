import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import type { ListItemToAdd } from './add-element-to-list-modal';
import { useCurrentList, type CurrentList } from './current-list';
import { firstScreenMessages as m } from './messages-first';

/** The modal (and its queries) load with the first click, not with explore's first screen. */
const AddElementToListModal = lazy(() =>
  import('./add-element-to-list-modal').then((mod) => ({ default: mod.AddElementToListModal })),
);

type Place = 'card' | 'preview' | 'row';

/**
 * "Aggiungi alla lista": a compact icon on a card or a row, a labelled button in a preview. Under
 * a current list (explore, issue 40) one click adds the item to it — creating it on the first add —
 * and a second click removes it; elsewhere it opens add-element-to-list-modal for the item.
 */
export function AddToListAction({ item, place }: { item: ListItemToAdd; place: Place }) {
  const current = useCurrentList();
  if (current) return <CurrentListToggle item={item} place={place} current={current} />;
  return <AddWithDialog item={item} place={place} />;
}

function CurrentListToggle({
  item,
  place,
  current,
}: {
  item: ListItemToAdd;
  place: Place;
  current: CurrentList;
}) {
  const on = current.has(item);
  const list = current.title ?? '';
  const label = on ? m.current.remove(list) : current.id === null ? m.current.addNew : m.current.add(list);
  const click = () => void current.toggle(item);
  const icon = on ? <PlaylistAddCheckOutlined aria-hidden /> : <PlaylistAddOutlined aria-hidden />;
  if (place === 'preview')
    return (
      <Button
        variant={on ? 'outlined' : 'contained'}
        startIcon={icon}
        aria-pressed={on}
        disabled={current.busy}
        onClick={click}
      >
        {on ? m.current.inList : m.add.button}
      </Button>
    );
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={`${label}: ${item.title}`}
          aria-pressed={on}
          size="small"
          color={on ? 'primary' : 'default'}
          // Added: a filled button, told apart at a glance from the cards still to add.
          sx={
            on
              ? {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  '&:hover': { bgcolor: 'primary.dark' },
                }
              : undefined
          }
          disabled={current.busy}
          onClick={click}
        >
          {on ? <PlaylistAddCheckOutlined fontSize="small" /> : <PlaylistAddOutlined fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function AddWithDialog({ item, place }: { item: ListItemToAdd; place: Place }) {
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
