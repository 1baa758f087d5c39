import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { List } from '@sportello/contracts';
import { isApiError } from '../../lib/api';
import { TerminalShareSection, type TerminalLink } from '../terminals';
import { useAppScope } from '../../lib/app-scope';
import { notify } from '../../lib/notify';
import { createShare, listSharesQuery, listsKeys, sendShareEmail, sendShareWhatsapp } from './lists-api';
import { listsMessages as m } from './messages';
import { SendRow } from './send-row';
import { ShareLinks } from './share-links';
import { ShareMissingTexts } from './share-missing-texts';

const quiet = (e: unknown) => {
  if (!isApiError(e)) throw e;
  return null;
};

/**
 * share-list-modal "Condividi lista" (spec 2 §2, §5, §7): the language (and the elements that have
 * no text in it), then the link (copy: "Link copiato negli appunti."), e-mail (the PDF link through
 * the outbox) or WhatsApp (wa.me with the number and the language's text); each send button is
 * disabled while its value is empty. Opening the dialog makes no link: the first share in a
 * language makes it (the server keeps one live link per list and language and gives it again);
 * the list's links are listed below with "Revoca".
 */
export function ShareListModal({
  list,
  onClose,
  title = m.share.title,
  lang: startLang,
  recipient,
  terminal,
}: {
  list: Pick<List, 'id' | 'title'>;
  onClose: () => void;
  /** "Condividi preferiti" for a profile's favourites. */
  title?: string;
  /** The language chosen first (a visitor's own, for their favourites' PDF). */
  lang?: string | undefined;
  /** The visitor's e-mail and number when known (a profile's contacts). */
  recipient?: { email?: string | undefined; phone?: string | undefined };
  /**
   * The desk's terminal (spec 2 §4), held by the page so the list stays on the terminal when the
   * modal closes; its section shows only while an assisted terminal of the office is online.
   */
  terminal?: TerminalLink;
}) {
  const titleId = useId();
  const { env, config } = useAppScope();
  const options = config.langShareOptions;
  const [lang, setLang] = useState(
    options.options.find((o) => o.value === startLang)?.value ?? options.options[0]?.value ?? 'it',
  );
  const client = useQueryClient();
  const shares = useQuery(listSharesQuery(env, list.id));
  const live = shares.data?.find((sh) => sh.lang === lang && !sh.revokedAt);
  const link = live?.link ?? '';
  const refresh = () => client.invalidateQueries({ queryKey: listsKeys.shares(env, list.id) });
  const make = useMutation({ mutationFn: () => createShare(list.id, lang), onSettled: refresh });
  const mail = useMutation({
    mutationFn: (mailDest: string) =>
      sendShareEmail(list.id, { mailDest, locale: lang, ...(link ? { link } : {}) }),
    onSettled: refresh,
  });
  const whatsapp = useMutation({
    mutationFn: (phone: string) =>
      sendShareWhatsapp(list.id, { phone, locale: lang, ...(link ? { link } : {}) }),
    onSettled: refresh,
  });
  // A list sent to the terminal has made (or reused) the language's link.
  const sharing = terminal?.sharing;
  useEffect(() => {
    if (sharing) void client.invalidateQueries({ queryKey: listsKeys.shares(env, list.id) });
  }, [sharing, client, env, list.id]);

  const copy = async () => {
    // The clipboard is written inside the click (a browser refuses it after a network wait): given
    // the link's promise where the browser takes one, after the reply elsewhere.
    const made = make.mutateAsync();
    const write =
      typeof ClipboardItem !== 'undefined' && ClipboardItem.supports?.('text/plain') !== false
        ? navigator.clipboard.write([
            new ClipboardItem({
              'text/plain': made.then((sh) => new Blob([sh.link], { type: 'text/plain' })),
            }),
          ])
        : made.then((sh) => navigator.clipboard.writeText(sh.link));
    const share = await made.catch(quiet);
    if (!share) return;
    // Without the clipboard (a browser's refusal) the link is in the field to copy by hand.
    if (
      await write.then(
        () => true,
        () => false,
      )
    )
      notify({ message: m.share.copied, severity: 'success' });
  };

  const sendMail = async (mailDest: string) => {
    const ok = await mail.mutateAsync(mailDest).catch(quiet);
    if (ok) notify({ message: m.toast.emailSent, severity: 'success' });
    return !!ok;
  };
  const sendWhatsapp = async (phone: string) => {
    // Opened at once (inside the click), pointed at wa.me when the server has recorded the send.
    const tab = window.open('', '_blank');
    const reply = await whatsapp.mutateAsync(phone).catch(quiet);
    if (reply?.url && tab) {
      tab.opener = null;
      tab.location.href = reply.url;
    } else tab?.close();
    return !!reply;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600, display: 'grid', gap: 2.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {options.text} — <strong>{list.title}</strong>
        </Typography>
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
        <ShareMissingTexts listId={list.id} lang={lang} />
        <Box sx={{ display: 'grid', gap: 1 }}>
          <TextField
            label={m.share.link}
            value={make.isPending ? m.share.linkLoading : link}
            helperText={link ? undefined : m.share.linkLater}
            slotProps={{
              input: {
                readOnly: true,
                endAdornment: (
                  <InputAdornment position="end">
                    <Button
                      startIcon={<ContentCopyOutlined aria-hidden />}
                      disabled={make.isPending}
                      onClick={() => void copy()}
                    >
                      {m.share.copyLink}
                    </Button>
                  </InputAdornment>
                ),
              },
            }}
            fullWidth
          />
          {link ? (
            <Link href={link} target="_blank" rel="noopener" variant="body2" sx={{ justifySelf: 'start' }}>
              {m.share.openPdf}
            </Link>
          ) : null}
        </Box>
        <Divider />
        <SendRow
          label={m.share.emailLabel}
          type="email"
          emptyText={m.share.emailEmpty}
          buttonLabel={m.share.sendEmail}
          icon={<EmailOutlined aria-hidden />}
          disabled={mail.isPending}
          initial={recipient?.email}
          onSend={sendMail}
        />
        <SendRow
          label={m.share.numberLabel}
          type="tel"
          emptyText={m.share.numberEmpty}
          buttonLabel={m.share.sendWhatsapp}
          icon={<WhatsApp aria-hidden />}
          color="success"
          disabled={whatsapp.isPending}
          initial={recipient?.phone}
          onSend={sendWhatsapp}
        />
        {terminal?.available ? (
          <>
            <Divider />
            <TerminalShareSection link={terminal} listId={list.id} lang={lang} />
          </>
        ) : null}
        <Divider />
        <ShareLinks listId={list.id} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{m.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
