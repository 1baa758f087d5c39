import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { CONTENT_LANGUAGES, type ContentLang } from '@sportello/contracts';
import { useLanguageNames } from './language-names';
import { deleteLangsText, listMessages } from './messages';

const m = listMessages.deleteLangs;

export interface DeleteLangsModalProps {
  open: boolean;
  /** The languages that may be deleted (the content's active ones). */
  languages: readonly ContentLang[];
  /** Called with the ticked languages, in the app's language order. */
  onConfirm: (langs: ContentLang[]) => void;
  onClose: () => void;
  /** The deletion is running: the buttons wait. */
  busy?: boolean;
}

/**
 * list-delete-modal (spec 1 §2 "Modals", §5): tick the languages to delete; Elimina stays
 * disabled until one is ticked, and the question names them ("Vuoi eliminare le lingue: Inglese,
 * Francese?"). Used by the content list and the editor.
 */
export function DeleteLangsModal({
  open,
  languages,
  onConfirm,
  onClose,
  busy = false,
}: DeleteLangsModalProps) {
  const id = useId();
  const nameOf = useLanguageNames();
  const [chosen, setChosen] = useState<ReadonlySet<ContentLang>>(new Set());
  // Every opening starts with nothing ticked.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChosen(new Set());
  }

  const picked = CONTENT_LANGUAGES.filter((l) => chosen.has(l) && languages.includes(l));
  const toggle = (lang: ContentLang) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(lang)) next.delete(lang);
      else next.add(lang);
      return next;
    });

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{m.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-intro`} sx={{ mb: 1.5 }}>
          {m.intro}
        </DialogContentText>
        <FormGroup role="group" aria-label={m.choose}>
          {CONTENT_LANGUAGES.filter((l) => languages.includes(l)).map((lang) => (
            <FormControlLabel
              key={lang}
              control={<Checkbox checked={chosen.has(lang)} onChange={() => toggle(lang)} disabled={busy} />}
              label={nameOf(lang)}
            />
          ))}
        </FormGroup>
        <Typography
          role="status"
          variant="body2"
          sx={{
            mt: 1.5,
            fontWeight: picked.length ? 600 : 400,
            color: picked.length ? 'error.dark' : 'text.secondary',
          }}
        >
          {picked.length ? deleteLangsText(picked.map(nameOf)) : m.none}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {m.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={picked.length === 0 || busy}
          onClick={() => onConfirm(picked)}
        >
          {m.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
