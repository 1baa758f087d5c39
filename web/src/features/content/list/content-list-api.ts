import type { QueryClient } from '@tanstack/react-query';
import {
  CONTENT_RANGE_KEYS,
  CONTENT_SEARCH_KEY,
  type ContentFamily,
  type ContentLang,
  type ContentListReply,
  type ContentStatus,
} from '@sportello/contracts';
import { api } from '../../../lib/api';

/** The query keys of the content list (spec 1 §2): the page number is the last one in the address. */
export const CONTENT_LIST_KEYS = [
  'contentProperty',
  'contentType',
  'contentStatus',
  'contentUpdates',
  'contentOrder',
  'api',
  CONTENT_SEARCH_KEY,
  CONTENT_RANGE_KEYS.from,
  CONTENT_RANGE_KEYS.to,
] as const;

export const contentListKeys = {
  all: () => ['content-list'] as const,
  list: (env: string, criteria: Record<string, string>) => ['content-list', env, criteria] as const,
};

/** GET /api/content-list.json: one page of the list with the given criteria (empty ones left out). */
export const fetchContentListPage = (criteria: Record<string, string>, page: number, signal: AbortSignal) => {
  const query: Record<string, string | number> = { contentPage: page };
  for (const [k, v] of Object.entries(criteria)) if (v) query[k] = v;
  return api<ContentListReply>('/api/content-list.json', { query, signal, silent: true });
};

/** POST /api/content-copy.json: the copy's id and family. */
export const copyContent = (body: { id: number }) =>
  api<{ id: number; family: ContentFamily; type: string }>('/api/content-copy.json', {
    method: 'POST',
    body,
  });

/** POST /api/content-delete.json: the whole content, the languages named, or (cancel) withdraw a delete request. */
export const removeContent = (body: { id: number; langs?: ContentLang[]; cancel?: boolean }) =>
  api<{ id: number; status: ContentStatus; langs: ContentLang[] }>('/api/content-delete.json', {
    method: 'POST',
    body,
  });

/** Every list of contents, guides and reports shows again what the server holds. */
export const refreshContentLists = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: contentListKeys.all() }),
    client.invalidateQueries({ queryKey: ['guide-list'] }),
  ]);
