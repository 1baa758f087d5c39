import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { MessageReadReply, NotificationHistory, NotificationsReply } from '@sportello/contracts';
import { api } from '../../lib/api';

/** How often the bell asks for the unread count (and on window focus): one cheap call a user. */
export const BELL_POLL_MS = 30_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  bell: (env: string) => ['notifications', 'bell', env] as const,
  history: (env: string, id: number) => ['notifications', 'history', env, id] as const,
};

/** GET /api/log/messaggio: the caller's unread count and latest updates (spec 3 §7). */
export const bellQuery = (env: string) =>
  queryOptions({
    queryKey: notificationKeys.bell(env),
    queryFn: ({ signal }) => api<NotificationsReply>('/api/log/messaggio', { signal, silent: true }),
    refetchInterval: BELL_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
  });

/** GET /api/log/messaggi/{id}?slug=&page=: page 1 first, "view more" the next (spec 3 §2). */
export const historyQuery = (env: string, id: number, slug = 'content') =>
  infiniteQueryOptions({
    queryKey: notificationKeys.history(env, id),
    queryFn: ({ pageParam, signal }) =>
      api<NotificationHistory>(`/api/log/messaggi/${id}`, { query: { slug, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    staleTime: 0,
  });

/** PUT /api/log/messaggio/{id}/letto | /nonletto. */
export const markRead = ({ id, read, slug = 'content' }: { id: number; read: boolean; slug?: string }) =>
  api<MessageReadReply>(`/api/log/messaggio/${id}/${read ? 'letto' : 'nonletto'}`, {
    method: 'PUT',
    body: { slug },
  });

/**
 * After reading: the bell's count and the list's updates column follow. Not an open history: asking
 * for it again would read everything in it again (opening reads).
 */
export const refreshNotifications = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['notifications', 'bell'] }),
    client.invalidateQueries({ queryKey: ['content-list'] }),
  ]);

/** An update's new read state, written into the history already shown. */
export function setReadInHistory(
  client: QueryClient,
  env: string,
  contentId: number,
  reply: MessageReadReply,
) {
  client.setQueryData<InfiniteData<NotificationHistory, number>>(
    notificationKeys.history(env, contentId),
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              updates: page.updates.map((u) => (u.id === reply.id ? { ...u, read: reply.read } : u)),
            })),
          }
        : data,
  );
}
