import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  List,
  ListCopyReply,
  ListEditTemplate,
  ListElementsPage,
  ListMutationReply,
  ListMissingTexts,
  ListPage,
  ListShare,
  ListShareSendReply,
} from '@sportello/contracts';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const enc = (v: string | number) => encodeURIComponent(String(v));

/** Every query of the lists feature lives under ['lists']: one invalidation refreshes them all. */
export const listsKeys = {
  all: () => ['lists'] as const,
  office: (env: string, slug: string, page: number, size: number) =>
    ['lists', env, 'office', slug, page, size] as const,
  elements: (env: string, id: number) => ['lists', env, 'elements', id] as const,
  shares: (env: string, id: number) => ['lists', env, 'shares', id] as const,
  missingTexts: (env: string, id: number, lang: string) => ['lists', env, 'missing-texts', id, lang] as const,
  editTemplate: (env: string) => ['lists', env, 'edit-template'] as const,
};

/** Most elements a list shows at once (the server's page maximum). */
export const ELEMENTS_PAGE = 200;

/** POST /api/list/listePaginate/{iatSlug}: the office's lists, one page (spec 2 §7; page 1 first). */
export const officeListsQuery = (env: string, slug: string, page = 1, size = 50) =>
  queryOptions({
    queryKey: listsKeys.office(env, slug, page, size),
    queryFn: ({ signal }) =>
      api<ListPage>(`/api/list/listePaginate/${enc(slug)}`, {
        method: 'POST',
        body: { page, itemsPerPage: size },
        signal,
        silent: true,
      }),
    staleTime: 10_000,
  });

/** GET /api/list/lista/{id}/elementi: the list, its type tabs and its elements in order. */
export const listElementsQuery = (env: string, id: number) =>
  queryOptions({
    queryKey: listsKeys.elements(env, id),
    queryFn: ({ signal }) =>
      api<ListElementsPage>(`/api/list/lista/${enc(id)}/elementi`, {
        query: { page: 1, itemsPerPage: ELEMENTS_PAGE },
        signal,
        silent: true,
      }),
    staleTime: 5_000,
  });

/** GET /api/list/template/edit.json: the list-edit screen's labels and actions. */
export const listEditTemplateQuery = (env: string) =>
  queryOptions({
    queryKey: listsKeys.editTemplate(env),
    queryFn: ({ signal }) => api<ListEditTemplate>('/api/list/template/edit.json', { signal, silent: true }),
    staleTime: 5 * 60_000,
  });

/** POST /api/list/lista/{id}/condividi: the list's link in a language (the live one, or a new one). */
export const createShare = (id: number, lang: string) =>
  api<ListShare>(`/api/list/lista/${enc(id)}/condividi`, { method: 'POST', body: { lang } });

/** GET /api/list/lista/{id}/condivisioni: the list's links, newest first (revoked ones too). */
export const listSharesQuery = (env: string, id: number) =>
  queryOptions({
    queryKey: listsKeys.shares(env, id),
    queryFn: ({ signal }) =>
      api<ListShare[]>(`/api/list/lista/${enc(id)}/condivisioni`, { signal, silent: true }),
    staleTime: 5_000,
  });

/** GET /api/list/lista/{id}/testi-mancanti?lang=: elements without texts in the language. */
export const missingTextsQuery = (env: string, id: number, lang: string) =>
  queryOptions({
    queryKey: listsKeys.missingTexts(env, id, lang),
    queryFn: ({ signal }) =>
      api<ListMissingTexts>(`/api/list/lista/${enc(id)}/testi-mancanti`, {
        query: { lang },
        signal,
        silent: true,
      }),
    staleTime: 10_000,
  });

/** DELETE /api/list/condivisione/{token}: the link stops opening the list. */
export const revokeShare = (token: string) =>
  api<ListShare>(`/api/list/condivisione/${enc(token)}`, { method: 'DELETE' });

export interface NewListItem {
  resId: string;
  type: string;
  locale: string;
}

export const createList = (body: { title: string; iat: string; iatName: string; item?: NewListItem }) =>
  api<List>('/api/list/lista', { method: 'POST', body });

export const updateList = (id: number, body: { title?: string; special?: boolean }) =>
  api<ListMutationReply>(`/api/list/lista/${enc(id)}`, { method: 'PUT', body });

export const deleteList = (id: number) => api<unknown>(`/api/list/lista/${enc(id)}`, { method: 'DELETE' });

export const duplicateList = (id: number) => api<ListMutationReply>(`/api/list/lista/${enc(id)}/duplica/`);

export const addElement = (id: number, body: NewListItem) =>
  api<ListMutationReply>(`/api/list/lista/${enc(id)}/elemento`, { method: 'POST', body });

/** One element by resId and type, or several by their element ids. */
export const removeElements = (id: number, body: { resId: string; type: string } | { ids: number[] }) =>
  api<ListMutationReply>(`/api/list/lista/${enc(id)}/elemento`, { method: 'DELETE', body });

export const copyElements = (move: boolean, body: { fromId: number; toId: number; ids: number[] }) =>
  api<ListCopyReply>(`/api/list/lista/${move ? 'spostaElementi' : 'copiaElementi'}`, {
    method: 'POST',
    body,
  });

export const changePosition = (elementId: number, position: number) =>
  api<ListMutationReply>(`/api/list/elemento/${enc(elementId)}/cambiaPosizione`, {
    method: 'PUT',
    body: { id: elementId, position },
  });

export const sendShareEmail = (id: number, body: { mailDest: string; locale: string; link?: string }) =>
  api<ListShareSendReply>(`/api/list/lista/${enc(id)}/invia-email`, {
    method: 'POST',
    body: { ...body, type: 'pdf' },
  });

export const sendShareWhatsapp = (id: number, body: { phone: string; locale: string; link?: string }) =>
  api<ListShareSendReply>(`/api/list/lista/${enc(id)}/invia-whatsapp`, { method: 'POST', body });

/** After any change: every list query (selector, elements, the lists table) shows what the server holds. */
export const refreshLists = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: listsKeys.all() }),
    client.invalidateQueries({ queryKey: queryKeys.table.all('lists') }),
  ]);
