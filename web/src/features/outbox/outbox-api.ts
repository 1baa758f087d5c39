import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxMail, OutboxResendReply } from '@sportello/contracts';
import { api } from '../../lib/api';
import { notify } from '../../lib/notify';
import { queryKeys } from '../../lib/query-keys';

export interface OutboxPageData {
  elements: OutboxMail[];
  currentPage: number;
  totalPages: number;
  itemsPerPage: number;
  totalItems: number;
}

export const outboxListQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: queryKeys.outbox(page, search),
    queryFn: ({ signal }) =>
      api<OutboxPageData>('/api/admin/outbox.json', { query: { page, search }, signal }),
  });

export const outboxMailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.outboxMail(id),
    queryFn: ({ signal }) => api<OutboxMail>(`/api/admin/outbox/${id}.json`, { signal }),
  });

/**
 * "Rinvia": a failed mail is queued again with its tries reset; the server's words in the
 * snackbar, the list and the mail read again. A refusal is shown by the API client.
 */
export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<OutboxResendReply>(`/api/admin/outbox/${id}/resend`, { method: 'POST', body: {} }),
    onSuccess: (reply) => {
      notify({ message: reply.message, severity: 'success' });
      void client.invalidateQueries({ queryKey: ['outbox'] });
    },
  });
}
