import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { AgendaContactDetail } from '@sportello/contracts';
import { QueryError } from '../../components/query-error';
import { useAppScope } from '../../lib/app-scope';
import { contactQuery } from './agenda-api';
import { ContactFields, ContactInfos, ContactUsers } from './contact-fields';
import { agendaMessages as m } from './messages';

/**
 * The contact modal (spec 3 §2 "Agenda", §3 "User data (modal)"): the letter badge, the info
 * fields, the side infos, the group's users for those allowed to see them; share by e-mail or
 * WhatsApp (both open share-contact-modal); Modifica for a partner the user keeps.
 */
export function ContactModal({
  contactKey,
  onClose,
  onShare,
  onEdit,
}: {
  contactKey: string;
  onClose: () => void;
  onShare: (contact: AgendaContactDetail) => void;
  onEdit: (partnerId: number) => void;
}) {
  const titleId = useId();
  const usersId = useId();
  const { env } = useAppScope();
  const contact = useQuery(contactQuery(env, contactKey));
  const c = contact.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 48, height: 48, fontSize: 22 }}>
          {c?.avatar ?? ''}
        </Avatar>
        <Box component="span">{c?.name ?? m.contact.loading}</Box>
      </DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600 }}>
        {contact.isError ? (
          <QueryError error={contact.error} />
        ) : !c ? (
          <Skeleton variant="rounded" height={200} />
        ) : (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
              }}
            >
              <ContactFields fields={c.fields} />
              <ContactInfos infos={c.infos} />
            </Box>
            {c.users ? <ContactUsers users={c.users} titleId={usersId} /> : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {c?.editable ? (
          <Button startIcon={<EditOutlined aria-hidden />} onClick={() => onEdit(c.id)} sx={{ mr: 'auto' }}>
            {m.contact.edit}
          </Button>
        ) : null}
        <Button
          variant="outlined"
          color="success"
          startIcon={<WhatsApp aria-hidden />}
          disabled={!c}
          onClick={() => c && onShare(c)}
        >
          {m.contact.shareWhatsapp}
        </Button>
        <Button
          variant="outlined"
          startIcon={<EmailOutlined aria-hidden />}
          disabled={!c}
          onClick={() => c && onShare(c)}
        >
          {m.contact.shareEmail}
        </Button>
        <Button onClick={onClose}>{m.contact.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
