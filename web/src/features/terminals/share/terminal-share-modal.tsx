import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { terminalsMessages as m } from '../messages';
import { TerminalShareSection } from './terminal-share-section';
import type { TerminalLink } from './use-terminal-link';

/** "Condividi" for the survey (spec 2 §2 "Share modals"): the external-terminal section. */
export function TerminalShareModal({ link, onClose }: { link: TerminalLink; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{m.share.title}</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600 }}>
        <TerminalShareSection link={link} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{m.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
