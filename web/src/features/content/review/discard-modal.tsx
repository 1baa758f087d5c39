import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DISCARD_SUBJECT_MAX, DISCARD_TEXT_MAX } from '@sportello/contracts';
import { reviewMessages as m } from './messages';

/**
 * The discard modal (spec 1 §4): the e-mail to the author, subject and text prefilled by the server
 * and edited by the reviewer, sent with the refusal. Mounted when it opens, so it starts from the server's text.
 */
export function DiscardModal({
  open,
  mail,
  title,
  busy,
  onClose,
  onSend,
}: {
  open: boolean;
  mail: { subject: string; text: string; to: string | null };
  title: string;
  busy: boolean;
  onClose: () => void;
  onSend: (subject: string, text: string) => Promise<boolean>;
}) {
  const [subject, setSubject] = useState(mail.subject);
  const [text, setText] = useState(mail.text);
  const [tried, setTried] = useState(false);
  const subjectError = tried && !subject.trim();
  const textError = tried && !text.trim();

  const submit = async () => {
    setTried(true);
    if (!subject.trim() || !text.trim()) return;
    if (await onSend(subject.trim(), text.trim())) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="discard-title"
    >
      <DialogTitle id="discard-title">
        {m.discardTitle}: {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {m.discardIntro}
          {mail.to ? ` (${mail.to})` : ''}
        </DialogContentText>
        <TextField
          label={m.discardSubject}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          required
          fullWidth
          error={subjectError}
          helperText={subjectError ? m.required : undefined}
          slotProps={{ htmlInput: { maxLength: DISCARD_SUBJECT_MAX } }}
          sx={{ mb: 2 }}
        />
        <TextField
          label={m.discardText}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
          fullWidth
          multiline
          minRows={6}
          error={textError}
          helperText={textError ? m.required : undefined}
          slotProps={{ htmlInput: { maxLength: DISCARD_TEXT_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {m.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={busy}>
          {m.discardSend}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
