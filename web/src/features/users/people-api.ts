import { useCallback } from 'react';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CheckContentReply,
  PeopleReply,
  RoleOption,
  TransferCandidate,
  UserView,
} from '@sportello/contracts';
import { tableKeys } from '../../components/table';
import { api, isApiError, type ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';

/** Query keys of the people modals (users, groups, teams); the tables keep theirs under ['table', page]. */
export const peopleKeys = {
  all: () => ['people'] as const,
  userView: (id: number) => ['people', 'user-view', id] as const,
  candidates: (url: string, search: string) => ['people', 'candidates', url, search] as const,
  roles: (url: string) => ['people', 'roles', url] as const,
  checkContent: (username: string, slugs: string[]) => ['people', 'check-content', username, slugs] as const,
  cascade: (id: number) => ['people', 'cascade', id] as const,
};

/** The three people tables: a change in one (a user disabled) shows in the others. */
const PEOPLE_TABLES = ['user', 'group', 'team'] as const;

/**
 * After a write: every people table reads afresh. The modals' own data (a user's view, a content
 * check, a form's record) is only marked stale: the modal that made the call is closing, and
 * refetching what it shows would only be cut short; the next opening reads it again.
 */
export function invalidatePeople(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    ...PEOPLE_TABLES.map((page) => qc.invalidateQueries({ queryKey: tableKeys.all(page) })),
    qc.invalidateQueries({ queryKey: peopleKeys.all(), refetchType: 'none' }),
    qc.invalidateQueries({ queryKey: ['forms'], refetchType: 'none' }),
  ]);
}

/** GET /api/user/view.json?id=: the user modal's data. */
export const userViewQuery = (id: number) =>
  queryOptions({
    queryKey: peopleKeys.userView(id),
    queryFn: ({ signal }) => api<UserView>('/api/user/view.json', { query: { id }, signal }),
    staleTime: 0,
    retry: false,
  });

/** A searchable list of people ({id, label, info}) from `url` with `search` (and extra query). */
export const candidatesQuery = (url: string, search: string, query: Record<string, string | number> = {}) =>
  queryOptions({
    queryKey: [...peopleKeys.candidates(url, search), query],
    queryFn: ({ signal }) => api<TransferCandidate[]>(url, { query: { ...query, search }, signal }),
    staleTime: 30_000,
    retry: false,
  });

/** The roles a form offers: GET /api/group/roles.json or /api/team/roles.json. */
export const rolesQuery = (url: string, query: Record<string, string> = {}) =>
  queryOptions({
    queryKey: [...peopleKeys.roles(url), query],
    queryFn: ({ signal }) => api<RoleOption[]>(url, { query, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** POST /api/user/check-content.json: what removing the user from these groups would delete. */
export const checkContentQuery = (username: string, slugs: string[]) =>
  queryOptions({
    queryKey: peopleKeys.checkContent(username, slugs),
    queryFn: ({ signal }) =>
      api<CheckContentReply>('/api/user/check-content.json', {
        method: 'POST',
        body: { slugs, username },
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export interface CallOptions {
  /** Query string (e.g. the team's `group`). */
  query?: Record<string, string | undefined>;
  /** No error snackbar: the caller handles the ApiError (it is thrown). */
  silent?: boolean;
}

/**
 * A people write: POST, then the server's message as a success snackbar and every people table
 * refreshed. The API client shows errors in the snackbar; the ApiError is thrown so a modal can mark
 * its fields. With `overlay` the "Operazione in corso" backdrop covers the page while it runs.
 */
export function usePeopleCall({ overlay = true }: { overlay?: boolean } = {}) {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ path, body, options }: { path: string; body: unknown; options?: CallOptions }) =>
      api<PeopleReply>(path, {
        method: 'POST',
        body,
        query: options?.query,
        silent: options?.silent,
      }),
    meta: { overlay },
    onSuccess: (reply) => {
      if (reply?.message) notify({ message: reply.message, severity: 'success' });
      void invalidatePeople(qc);
    },
  });
  const { mutateAsync } = mutation;
  const call = useCallback(
    <T extends PeopleReply = PeopleReply>(path: string, body: unknown, options?: CallOptions) =>
      mutateAsync({ path, body, options }) as Promise<T>,
    [mutateAsync],
  );
  /** Like `call`, but a failure (already shown) resolves to null instead of throwing. */
  const attempt = useCallback(
    <T extends PeopleReply = PeopleReply>(path: string, body: unknown, options?: CallOptions) =>
      call<T>(path, body, options).catch((e: unknown) => {
        if (isApiError(e)) return null;
        throw e;
      }),
    [call],
  );
  return { call, attempt, busy: mutation.isPending };
}

/** The field messages of a refused write, or none. */
export const fieldErrors = (e: unknown): Record<string, string> =>
  isApiError(e) ? (e as ApiError).fields : {};
