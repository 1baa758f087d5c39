import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  addableKinds,
  remainingOfKind,
  type ContentDocument,
  type CustomContent,
} from '@sportello/contracts';
import { messages } from '../../../lib/messages';
import { blockTitle } from './editor-state';
import { KindIcon } from './kind-icon';
import { editorMessages } from './messages';

const m = editorMessages.addModal;
type Kind = ContentDocument['availableTypes']['data'][number];

/**
 * Add new element (spec 1 §2 modals; §5 "Add component types are limited by the per-type maximum
 * minus existing custom items, -1 unlimited"): the kinds still available, inserted after `after`.
 */
export function AddElementDialog({
  kinds,
  maxTypes,
  existing,
  after,
  onPick,
  onClose,
}: {
  kinds: Kind[];
  maxTypes: Record<string, number>;
  existing: CustomContent[];
  after: string | null;
  onPick: (kindName: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  // The type's maxima (maxTypes) are the truth; a kind without one keeps its own.
  const limited = kinds.map((k) => ({ ...k, max: maxTypes[k.name] ?? k.max }));
  const offered = addableKinds(limited, existing);
  const afterBlock = after ? existing.find((c) => c.clientUUID === after) : undefined;
  const afterLabel = afterBlock
    ? blockTitle(afterBlock, kinds.find((k) => k.name === afterBlock.kind)?.label)
    : undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{m.title}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={textId} sx={{ mb: 1 }}>
          {offered.length === 0 ? m.none : afterLabel ? m.textAfter(afterLabel) : m.textEnd}
        </DialogContentText>
        {offered.length > 0 ? (
          <List disablePadding sx={{ display: 'grid', gap: 1 }}>
            {offered.map((k) => {
              const left = remainingOfKind(k, existing);
              return (
                <ListItem key={k.name} disablePadding>
                  <ListItemButton
                    onClick={() => onPick(k.name)}
                    sx={{ border: 1, borderColor: 'divider', alignItems: 'flex-start' }}
                  >
                    <ListItemIcon sx={{ minWidth: 44, mt: 0.5 }}>
                      <KindIcon name={k.icon} sx={{ color: 'primary.main' }} />
                    </ListItemIcon>
                    <ListItemText
                      primary={k.label}
                      secondary={
                        <>
                          {k.description ? <>{k.description} </> : null}
                          <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.25 }}>
                            {Number.isFinite(left) ? m.remaining(left) : m.unlimited}
                          </Typography>
                        </>
                      }
                      slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} color="inherit">
          {messages.common.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
