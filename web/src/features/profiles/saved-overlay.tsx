import { useId } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { PROFILE_NODES, type ProfileData, type ProfileInBlank } from '@sportello/contracts';
import { isApiError } from '../../lib/api';
import { useAppScope } from '../../lib/app-scope';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { SendRow } from '../lists';
import { profilesMessages as m } from './messages';
import { profileShareQuery, sendProfileEmail } from './profiles-api';
import { whatsappText } from './share/share-text';

/**
 * The __blank overlay after a save (spec 2 §2): the template's title, subtitle and text, then the
 * favourites handed to the visitor (e-mail, WhatsApp, print, the PDF), the footer and close links.
 */
export function SavedOverlay({
  inBlank,
  profile,
  onClose,
}: {
  inBlank: ProfileInBlank;
  profile: ProfileData;
  onClose: () => void;
}) {
  const titleId = useId();
  const { env, config } = useAppScope();
  const raw = profile.values[PROFILE_NODES.lang];
  const lang = typeof raw === 'string' ? raw : 'it';
  const share = useQuery({ ...profileShareQuery(env, profile.id ?? 0, lang), enabled: profile.id !== null });
  const link = share.data?.link ?? null;
  const mail = useMutation({
    mutationFn: (mailDest: string) =>
      sendProfileEmail(profile.id!, {
        mailDest,
        type: 'pdf',
        locale: share.data!.lang,
        link: link ?? undefined,
      }),
  });
  const has = (type: ProfileInBlank['actions'][number]['type']) =>
    inBlank.actions.find((a) => a.type === type);
  const email = has('email');
  const whatsapp = has('whatsapp');
  const print = has('print');
  const download = has('download');

  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby={titleId}>
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100%', p: 3, bgcolor: 'grey.50' }}>
        <Paper variant="outlined" sx={{ p: 4, maxWidth: 640, width: '100%', display: 'grid', gap: 2 }}>
          <CheckCircleOutlined color="success" sx={{ fontSize: 48 }} aria-hidden />
          <Typography id={titleId} variant="h1">
            {inBlank.title}
          </Typography>
          {inBlank.subtitle ? <Typography variant="h2">{inBlank.subtitle}</Typography> : null}
          {inBlank.text ? <Typography sx={{ color: 'text.secondary' }}>{inBlank.text}</Typography> : null}
          {!link && share.data ? <Typography role="status">{m.favourites.empty}</Typography> : null}
          {email && share.data ? (
            <SendRow
              label={m.blank.emailLabel}
              type="email"
              emptyText={m.shareContact.emailEmpty}
              buttonLabel={email.label || m.blank.email}
              icon={<EmailOutlined aria-hidden />}
              disabled={!link || mail.isPending}
              initial={share.data.email}
              onSend={async (mailDest) => {
                const ok = await mail.mutateAsync(mailDest).catch((e: unknown) => {
                  if (!isApiError(e)) throw e;
                  return null;
                });
                if (ok) notify({ message: m.shareContact.sent, severity: 'success' });
                return !!ok;
              }}
            />
          ) : null}
          {whatsapp && share.data ? (
            <SendRow
              label={m.blank.numberLabel}
              type="tel"
              emptyText={m.shareContact.numberEmpty}
              buttonLabel={whatsapp.label || m.blank.whatsapp}
              icon={<WhatsApp aria-hidden />}
              color="success"
              disabled={!link}
              initial={share.data.tel}
              onSend={(phone) => {
                const text = whatsappText('favourites', share.data!, lang, config.langShareOptions.labels);
                window.open(
                  `${paths.whatsapp(phone)}?text=${encodeURIComponent(text)}`,
                  '_blank',
                  'noopener',
                );
                return Promise.resolve(true);
              }}
            />
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {print ? (
              <Button
                variant="outlined"
                startIcon={<PrintOutlined aria-hidden />}
                onClick={() => window.print()}
              >
                {print.label || m.blank.print}
              </Button>
            ) : null}
            {download && link ? (
              <Button
                variant="outlined"
                startIcon={<DownloadOutlined aria-hidden />}
                href={link}
                target="_blank"
                rel="noopener"
              >
                {download.label || m.blank.download}
              </Button>
            ) : null}
          </Box>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', pt: 1 }}>
            {inBlank.footer.href ? (
              <Link
                href={
                  inBlank.footer.href.startsWith('/')
                    ? paths.action(env, inBlank.footer.href)
                    : inBlank.footer.href
                }
              >
                {inBlank.footer.label}
              </Link>
            ) : null}
            <Link component="button" type="button" onClick={onClose}>
              {inBlank.close.label || m.blank.close}
            </Link>
          </Box>
        </Paper>
      </Box>
    </Dialog>
  );
}
