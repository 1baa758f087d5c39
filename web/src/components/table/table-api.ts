import { queryOptions } from '@tanstack/react-query';
import type { InjectReply, TablePage, TableTemplate } from '@sportello/contracts';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** Everything of one table lives under ['table', page]: invalidating it refreshes template and page. */
export const tableKeys = {
  all: (page: string): readonly unknown[] => queryKeys.table.all(page),
};

const enc = encodeURIComponent;

/** GET /api/tables/{page}/template.json. The screen shows its own error: no snackbar. */
export const tableTemplateQuery = (page: string, env: string) =>
  queryOptions({
    queryKey: queryKeys.table.template(page, env),
    queryFn: ({ signal }) =>
      api<TableTemplate>(`/api/tables/${enc(page)}/template.json`, { signal, silent: true }),
    staleTime: 60_000,
    retry: false,
  });

/** GET /api/tables/{page} with exactly the template's parameters (the client adds env, v …). */
export const tablePageQuery = (page: string, env: string, query: Record<string, string>) =>
  queryOptions({
    queryKey: queryKeys.table.page(page, env, query),
    queryFn: ({ signal }) => api<TablePage>(`/api/tables/${enc(page)}`, { query, signal, silent: true }),
    staleTime: 15_000,
    retry: false,
  });

/** POST {config.inject.url} with the keys of the rows with status 1: their extra cells. */
export const tableInjectQuery = (page: string, env: string, url: string, keys: string[]) =>
  queryOptions({
    queryKey: queryKeys.table.inject(page, env, url, keys),
    queryFn: ({ signal }) => api<InjectReply>(url, { method: 'POST', body: keys, signal, silent: true }),
    staleTime: 60_000,
    retry: false,
  });
