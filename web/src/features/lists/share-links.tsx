import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import type { ListShare } from '@sportello/contracts';
import { useConfirm } from '../../components/confirm-provider';
import { useAppScope } from '../../lib/app-scope';
import { formatDateTime } from '../../lib/dayjs';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { listSharesQuery, listsKeys, revokeShare } from './lists-api';
import { listsMessages as m } from './messages';

/**
 * The list's links in the share dialog: language, when and by whom each was made, "Revoca" (with a
 * confirmation) while it is live; revoked ones stay listed, muted, with their date.
 */
export function ShareLinks({ listId }: { listId: number }) {
  const { env } = useAppScope();
  const client = useQueryClient();
  const confirm = useConfirm();
  const links = useQuery(listSharesQuery(env, listId));
  const revoke = useMutation({ mutationFn: revokeShare });
  const name = (lang: string) => m.share.languageNames[lang] ?? lang;

  const ask = async (share: ListShare) => {
    const yes = await confirm({
      title: m.share.revokeTitle,
      text: m.share.revokeText(name(share.lang)),
      type: 1,
      confirmLabel: m.share.revoke,
      cancelLabel: m.share.revokeCancel,
    });
    if (!yes) return;
    const done = await revoke.mutateAsync(share.token).catch((e: unknown) => {
      if (!isApiError(e)) throw e;
      return null;
    });
    await client.invalidateQueries({ queryKey: listsKeys.shares(env, listId) });
    if (done) notify({ message: m.share.revoked, severity: 'success' });
  };

  return (
    <Box component="section" aria-labelledby={`share-links-${listId}`} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={`share-links-${listId}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {m.share.links}
      </Typography>
      {links.isPending ? (
        <Skeleton width="60%" />
      ) : !links.data?.length ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {m.share.noLinks}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={m.share.links}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}
        >
          {links.data.map((share) => (
            <Box
              component="li"
              key={share.token}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                minHeight: 40,
                color: share.revokedAt ? 'text.disabled' : 'text.primary',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {m.share.linkLine(name(share.lang))}
                </Typography>
                <Typography
                  variant="caption"
                  sx={{ color: share.revokedAt ? 'text.disabled' : 'text.secondary' }}
                >
                  {m.share.createdLine(formatDateTime(share.createdAt), share.createdByName)}
                  {` · ${m.share.openedLine(share.openedCount)}`}
                  {share.revokedAt ? ` · ${m.share.revokedLine(formatDateTime(share.revokedAt))}` : ''}
                </Typography>
              </Box>
              {share.revokedAt ? null : (
                <Button
                  color="error"
                  size="small"
                  startIcon={<LinkOffOutlined aria-hidden />}
                  aria-label={m.share.revokeLabel(name(share.lang))}
                  disabled={revoke.isPending}
                  onClick={() => void ask(share)}
                >
                  {m.share.revoke}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
