import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { NamedModalProps } from '../../components/modal-host';
import { QueryError } from '../../components/query-error';
import { useLeaveConfirm } from '../../components/use-leave-confirm';
import { isApiError } from '../../lib/api';
import { useAppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { clearSnacks, notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { ContactFieldInput } from './contact-field-input';
import { validateContact, type Values } from './contact-fields';
import { contactQuery, sendContact } from './support-api';
import { TitleBlockIntro } from './title-block';
import { contactMessages } from './messages';

/** main-contact-modal: fields from the template, Annulla / Invia, WhatsApp opened externally. */
export function ContactModal({ open, onClose }: NamedModalProps) {
  const { env } = useAppScope();
  const contact = useQuery(contactQuery(env));
  const id = useId();
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Values>({});
  const dirty = Object.values(values).some((v) => v.trim() !== '');
  const { allowExit } = useLeaveConfirm(dirty);

  const send = useMutation({
    mutationFn: sendContact,
    onSuccess: (reply) => {
      allowExit();
      clearSnacks();
      notify({ message: reply.message, severity: 'success' });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error)) {
        setErrors(error.fields);
        notify({ message: Object.values(error.fields)[0] ?? error.message, severity: 'error' });
      }
    },
  });

  const fields = contact.data?.data.fields ?? [];
  const labels = contact.data?.data.actionLabels;
  const messaging = contact.data?.data.messaging;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(fields, values);
    setErrors(found);
    const first = fields.find((f) => found[f.fieldname]);
    if (first) {
      notify({ message: found[first.fieldname] ?? contactMessages.invalidForm, severity: 'error' });
      document.getElementById(`${id}-${first.fieldname}`)?.focus();
      return;
    }
    const body = Object.fromEntries(fields.map((f) => [f.fieldname, (values[f.fieldname] ?? '').trim()]));
    send.mutate(body as Parameters<typeof sendContact>[0]);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={`${id}-title`}>{contact.data?.titleBlock.title ?? contactMessages.title}</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600 }}>
        {contact.isPending ? (
          <Box role="status" aria-label={messages.app.loading}>
            <Skeleton width="60%" />
            <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
            <Skeleton variant="rounded" height={140} sx={{ mt: 2 }} />
          </Box>
        ) : contact.isError ? (
          <QueryError error={contact.error} />
        ) : (
          <>
            <TitleBlockIntro block={contact.data.titleBlock} />
            <Box sx={{ display: 'grid', gap: 2.5, mt: 1 }}>
              {fields.map((f) => (
                <ContactFieldInput
                  key={f.fieldname}
                  id={`${id}-${f.fieldname}`}
                  field={f}
                  value={values[f.fieldname] ?? ''}
                  error={errors[f.fieldname]}
                  onChange={(v) => setValues((prev) => ({ ...prev, [f.fieldname]: v }))}
                />
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        {messaging ? (
          <Button
            href={paths.whatsapp(messaging.number)}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<WhatsApp />}
            sx={{ mr: 'auto' }}
            aria-label={`${messaging.label} (${messaging.number}) ${messages.common.newTab}`}
          >
            {messaging.label}
          </Button>
        ) : null}
        <Button onClick={onClose} color="inherit">
          {labels?.cancel ?? messages.common.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={!contact.data} loading={send.isPending}>
          {labels?.confirm ?? messages.common.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
