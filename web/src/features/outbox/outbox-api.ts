import { queryOptions } from '@tanstack/react-query';
import type { OutboxMail } from '@sportello/contracts';
import { api } from '../../lib/api';
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
