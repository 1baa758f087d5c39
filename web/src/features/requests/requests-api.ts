import { queryOptions } from '@tanstack/react-query';
import type { AccessRequestPage, Decision, DecisionReply, RequestStatus } from '@sportello/contracts';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** One page of the admins' queue (GET /api/forms/requests.json); the page shows its own errors. */
export const requestsQuery = (status: RequestStatus, page: number) =>
  queryOptions({
    queryKey: queryKeys.requests(status, page),
    queryFn: ({ signal }) =>
      api<AccessRequestPage>('/api/forms/requests.json', { query: { status, page }, signal, silent: true }),
  });

/** Approve or refuse one request; the server e-mails the requester. */
export const decideRequest = (id: string, decision: Decision) =>
  api<DecisionReply>(`/api/forms/requests/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body: { decision },
  });
