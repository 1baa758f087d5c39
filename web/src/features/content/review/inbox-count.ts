import { queryOptions } from '@tanstack/react-query';
import type { InboxCountReply } from '@sportello/contracts';
import { api } from '../../../lib/api';

/**
 * GET /api/content/inbox/count: the side menu's count, asked again every 30 s. Kept apart from the
 * review's calls so the shell loads no schema module with it.
 */
export const inboxCountQuery = (env: string) =>
  queryOptions({
    queryKey: ['review', 'count', env] as const,
    queryFn: ({ signal }) => api<InboxCountReply>('/api/content/inbox/count', { signal, silent: true }),
    refetchInterval: 30_000,
  });
