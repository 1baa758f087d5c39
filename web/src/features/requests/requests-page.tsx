import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import {
  REQUEST_STATUSES,
  type AccessRequest,
  type CreatedPartnerKey,
  type Decision,
  type RequestStatus,
} from '@sportello/contracts';
import { useConfirm } from '../../components/confirm-provider';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-error';
import { isApiError } from '../../lib/api';
import { messages } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { queryKeys } from '../../lib/query-keys';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RequestCard } from './request-card';
import { decideRequest, requestsQuery } from './requests-api';
import { requestsMessages as m } from './messages';

const SecretDialog = lazy(() => import('../partner-keys').then((mod) => ({ default: mod.SecretDialog })));

const statusOf = (value: string | null): RequestStatus =>
  REQUEST_STATUSES.find((s) => s === value) ?? 'pending';

/**
 * "Richieste in attesa" (admins): accreditations, new structures and API access waiting for a
 * decision, oldest first; Approva and Rifiuta ask first, then the requester gets an e-mail.
 * The other tabs keep the decided ones.
 */
export function RequestsPage() {
  useDocumentTitle(m.title);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({ ...requestsQuery(status, page), placeholderData: keepPreviousData });
  const confirm = useConfirm();
  const client = useQueryClient();
  // An approved API request's key: its secret is in this reply only, shown once.
  const [newKey, setNewKey] = useState<CreatedPartnerKey | null>(null);

  const decide = useMutation({
    mutationFn: ({ request, decision }: { request: AccessRequest; decision: Decision }) =>
      decideRequest(request.id, decision),
    onSuccess: (reply) => {
      notify({ message: reply.message, severity: 'success' });
      if (reply.apiKey) setNewKey(reply.apiKey);
      return client.invalidateQueries({ queryKey: queryKeys.requestsAll() });
    },
    // A request someone else decided meanwhile: the list is stale.
    onError: () => client.invalidateQueries({ queryKey: queryKeys.requestsAll() }),
  });

  const onDecide = async (request: AccessRequest, decision: Decision) => {
    const who = request.requester.fullName || request.requester.username;
    const ok = await confirm(
      decision === 'approve'
        ? { title: m.approveTitle, text: m.approveText(request.typeLabel, request.area.name, who) }
        : { title: m.refuseTitle, text: m.refuseText(request.typeLabel, request.area.name, who), type: 1 },
    );
    if (ok) decide.mutate({ request, decision });
  };

  const go = (next: { status?: RequestStatus; page?: number }) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      const s = next.status ?? status;
      if (s === 'pending') q.delete('status');
      else q.set('status', s);
      if ((next.page ?? 1) > 1) q.set('page', String(next.page));
      else q.delete('page');
      return q;
    });

  const data = list.data;
  // Someone without the right sees why (below), not tabs that cannot work.
  const forbidden = isApiError(list.error) && list.error.code === 'forbidden';
  return (
    <>
      <PageHeader title={m.title} subtitle={forbidden ? undefined : m.intro} />
      {forbidden ? null : (
        <Tabs
          value={status}
          onChange={(_e, s: RequestStatus) => go({ status: s })}
          aria-label={m.tabs}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {REQUEST_STATUSES.map((s) => (
            <Tab key={s} value={s} label={m.tabLabel[s]} />
          ))}
        </Tabs>
      )}
      {list.isError && !data ? (
        <QueryError error={list.error} />
      ) : !data ? (
        <Stack spacing={2} role="status" aria-label={messages.app.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={160} />
          ))}
        </Stack>
      ) : data.elements.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState icon={<PlaylistAddCheckOutlined fontSize="inherit" />} title={m.empty[status]} />
        </Paper>
      ) : (
        <Stack spacing={2} aria-busy={list.isFetching || decide.isPending}>
          {data.elements.map((r) => (
            <RequestCard
              key={r.id}
              request={r}
              busy={decide.isPending && decide.variables?.request.id === r.id}
              onDecide={onDecide}
            />
          ))}
        </Stack>
      )}
      {data && data.totalItems > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2, gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
            {m.total(data.totalItems)}
          </Typography>
          {data.totalPages > 1 ? (
            <Pagination
              page={data.currentPage}
              count={data.totalPages}
              onChange={(_e, n) => go({ page: n })}
              color="primary"
              aria-label={m.pagination}
            />
          ) : null}
        </Box>
      ) : null}
      {newKey ? (
        <Suspense fallback={null}>
          <SecretDialog apiKey={newKey} onClose={() => setNewKey(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
