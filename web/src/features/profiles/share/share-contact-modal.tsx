import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { ContactIatItem, ListLocale, ProfileShareReply, ShareBlock } from '@sportello/contracts';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api';
import { useAppScope } from '../../../lib/app-scope';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { SendRow } from '../../lists';
import { profilesMessages as m } from '../messages';
import { profileShareQuery, sendProfileEmail } from '../profiles-api';
import { whatsappText, type What } from './share-text';

/**
 * A contact handed over on its own (the agenda): its card, its name for the title, and the
 * send-to-email of type contatto of the area it comes from.
 */
export interface SharedContact {
  share: ContactIatItem;
  sendEmail: (body: { mailDest: string; locale: ListLocale; contatto: ContactIatItem }) => Promise<unknown>;
}

type Source =
  | { profileId: number; shareBlock: ShareBlock; contact?: undefined }
  | { contact: SharedContact; profileId?: undefined; shareBlock?: undefined };

/**
 * share-contact-modal "Condividi" (spec 2 §2, §7 "Profile sharing"): what to share (the favourites'
 * PDF, the office's contact, the survey or document of the share block), the language, then the
 * visitor's e-mail (type pdf, contatto or doc) or WhatsApp number; each send disabled while empty.
 * Given a `contact` instead of a profile (the agenda), it shares that contact's card only.
 */
export function ShareContactModal({
  onClose,
  lang: visitorLang,
  ...source
}: Source & {
  onClose: () => void;
  /** The visitor's language, chosen first. */
  lang?: string | undefined;
}) {
  const titleId = useId();
  const { env, config } = useAppScope();
  const options = config.langShareOptions;
  const { contact, profileId = 0 } = source;
  const sections = contact
    ? [{ name: 'contact' as const, label: m.shareContact.contactCard }]
    : source.shareBlock.sections.filter((s): s is typeof s & { name: What } =>
        ['favourites', 'contact', 'doc'].includes(s.name),
      );
  const [what, setWhat] = useState<What>(sections[0]?.name ?? 'contact');
  const [lang, setLang] = useState(
    options.options.find((o) => o.value === visitorLang)?.value ?? options.options[0]?.value ?? 'it',
  );
  const share = useQuery({ ...profileShareQuery(env, profileId, lang), enabled: !contact });
  const card = useMemo(() => (contact ? contactReply(contact.share, lang) : undefined), [contact, lang]);
  const mail = useMutation({
    mutationFn: (mailDest: string) =>
      contact
        ? contact.sendEmail({ mailDest, locale: lang as ListLocale, contatto: contact.share })
        : sendProfileEmail(profileId, emailBody(what, share.data!, mailDest, lang)),
  });
  const data = card ?? share.data;
  const unavailable = what === 'favourites' && !data?.link;

  const sendMail = async (mailDest: string) => {
    const ok = await mail.mutateAsync(mailDest).catch((e: unknown) => {
      if (!isApiError(e)) throw e;
      return null;
    });
    if (ok) notify({ message: m.shareContact.sent, severity: 'success' });
    return !!ok;
  };
  const sendWhatsapp = (phone: string) => {
    if (!data) return Promise.resolve(false);
    const text = whatsappText(what, data, lang, options.labels);
    window.open(`${paths.whatsapp(phone)}?text=${encodeURIComponent(text)}`, '_blank', 'noopener');
    return Promise.resolve(true);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>
        {contact ? m.shareContact.titleOf(contact.share.iat) : m.shareContact.title}
      </DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600, display: 'grid', gap: 2.5 }}>
        {contact ? null : (
          <RadioGroup
            aria-labelledby={`${titleId}-what`}
            value={what}
            onChange={(e) => setWhat(e.target.value as What)}
          >
            <FormLabel id={`${titleId}-what`}>{m.shareContact.what}</FormLabel>
            {sections.map((s) => (
              <FormControlLabel key={s.name} value={s.name} control={<Radio />} label={s.label} />
            ))}
          </RadioGroup>
        )}
        <TextField
          select
          label={options.dropdown.label}
          value={lang}
          onChange={(e) => setLang(e.target.value as typeof lang)}
          sx={{ maxWidth: 260 }}
        >
          {options.options.map((o) => (
            <MenuItem key={o.value} value={o.value} lang={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        {!contact && share.isError ? (
          <QueryError error={share.error} />
        ) : !data ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <>
            {unavailable ? <p role="status">{m.favourites.empty}</p> : null}
            <SendRow
              key={`mail-${data.email}`}
              label={m.shareContact.email}
              type="email"
              emptyText={m.shareContact.emailEmpty}
              buttonLabel={m.shareContact.sendEmail}
              icon={<EmailOutlined aria-hidden />}
              disabled={unavailable || mail.isPending}
              initial={data.email}
              onSend={sendMail}
            />
            <SendRow
              key={`tel-${data.tel}`}
              label={m.shareContact.number}
              type="tel"
              emptyText={m.shareContact.numberEmpty}
              buttonLabel={m.shareContact.sendWhatsapp}
              icon={<WhatsApp aria-hidden />}
              color="success"
              disabled={unavailable}
              initial={data.tel}
              onSend={sendWhatsapp}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{m.shareContact.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function emailBody(what: What, data: ProfileShareReply, mailDest: string, locale: string) {
  const lang = locale as ProfileShareReply['lang'];
  if (what === 'contact')
    return { mailDest, type: 'contatto' as const, locale: lang, contatto: data.contact };
  if (what === 'doc') return { mailDest, type: 'doc' as const, locale: lang, link: data.docLink };
  return { mailDest, type: 'pdf' as const, locale: lang, link: data.link ?? undefined };
}

/** A contact's card in the shape the modal reads (no favourites, no survey; the visitor's fields empty). */
function contactReply(share: ContactIatItem, lang: string): ProfileShareReply {
  return {
    id: 0,
    code: '',
    listId: null,
    link: null,
    email: '',
    tel: '',
    lang: lang as ProfileShareReply['lang'],
    contact: share,
    docLink: '',
  };
}
