import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ChangeReviewerBody,
  CompareReply,
  DiscardBody,
  InboxReply,
  RestoreVersionBody,
  ReviewActionBody,
  ReviewActionReply,
  SendToVtBody,
  VersionsReply,
} from '@sportello/contracts';
import { api } from '../../../lib/api';
import { refreshContentLists } from '../list/content-list-api';

export const reviewKeys = {
  all: ['review'] as const,
  inbox: (env: string, query: Record<string, string>) => ['review', 'inbox', env, query] as const,
  compare: (env: string, id: number, from: string, to: string, vt: boolean) =>
    ['review', 'compare', env, id, from, to, vt] as const,
  versions: (env: string, id: number) => ['review', 'versions', env, id] as const,
};

/** GET /api/content/inbox: the contents waiting for validation, oldest first unless asked. */
export const inboxQuery = (env: string, query: Record<string, string>) =>
  queryOptions({
    queryKey: reviewKeys.inbox(env, query),
    queryFn: ({ signal }) => api<InboxReply>('/api/content/inbox', { query, signal, silent: true }),
  });

/** GET /api/content/compare: published against working, or the two versions asked (from, to). */
export const compareQuery = (env: string, id: number, from: string, to: string, vt: boolean) =>
  queryOptions({
    queryKey: reviewKeys.compare(env, id, from, to, vt),
    queryFn: ({ signal }) =>
      api<CompareReply>('/api/content/compare', {
        query: { id, from: from || undefined, to: to || undefined, vt: vt ? 'true' : undefined },
        signal,
        silent: true,
      }),
    retry: false,
  });

/** GET /api/content/versions: every version of a content, newest first. */
export const versionsQuery = (env: string, id: number) =>
  queryOptions({
    queryKey: reviewKeys.versions(env, id),
    queryFn: ({ signal }) => api<VersionsReply>('/api/content/versions', { query: { id }, signal }),
  });

const post =
  <B>(path: string) =>
  (body: B) =>
    api<ReviewActionReply>(path, { method: 'POST', body });

export const reviewCalls = {
  approve: post<ReviewActionBody>('/api/content/approve'),
  undo: post<ReviewActionBody>('/api/content/undo'),
  publish: post<ReviewActionBody>('/api/content/publish'),
  discard: post<DiscardBody>('/api/content/discard'),
  changeReviewer: post<ChangeReviewerBody>('/api/content/reviewer'),
  restore: post<RestoreVersionBody>('/api/content/restore'),
  sendToVt: post<SendToVtBody>('/api/send-to-vt'),
};

/** After a decision: the inbox, its count, the lists and the bell show what the server holds. */
export const refreshReview = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: reviewKeys.all }),
    client.invalidateQueries({ queryKey: ['notifications'] }),
    client.invalidateQueries({ queryKey: ['content-preview'] }),
    refreshContentLists(client),
  ]);
