import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PeopleReply, TeamInvitationReply } from '@sportello/contracts';
import { LinkOutcome } from '../../components/link-outcome';
import { PublicPage } from '../../components/public-page';
import { api, isApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { teamInvitationMessages as m } from './messages';

/**
 * /team-invitation?token=: an existing account invited to a team reads who invites them where,
 * and accepts or declines (nothing is granted before they accept). Public: the link is the proof.
 */
export function TeamInvitationPage() {
  useDocumentTitle(m.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useQuery({
    queryKey: ['team-invitation', token],
    queryFn: () => api<TeamInvitationReply>('/api/team-invitation', { query: { token }, silent: true }),
    enabled: token.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (accept: boolean) =>
      api<PeopleReply>('/api/team-invitation', { method: 'POST', body: { token, accept }, silent: true }),
    meta: { overlay: false },
  });

  const failure = answer.error ?? invitation.error;
  if (answer.isSuccess || !token || failure) {
    const text = answer.isSuccess ? answer.data.message : isApiError(failure) ? failure.message : m.invalid;
    return (
      <LinkOutcome title={m.title} state={answer.isSuccess ? 'done' : 'failed'} text={text}>
        <Button variant="contained" href={paths.appRoot()}>
          {m.openApp}
        </Button>
      </LinkOutcome>
    );
  }
  if (!invitation.data) return <LinkOutcome title={m.title} state="busy" text={m.checking} />;

  const busy = answer.isPending;
  return (
    <PublicPage maxWidth={560}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {m.title}
        </Typography>
        <Typography>{m.text(invitation.data)}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{m.account(invitation.data.username)}</Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1 }}>
          <Button variant="outlined" color="inherit" disabled={busy} onClick={() => answer.mutate(false)}>
            {m.decline}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => answer.mutate(true)}>
            {m.accept}
          </Button>
        </Box>
      </Box>
    </PublicPage>
  );
}
