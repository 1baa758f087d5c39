import { queryOptions } from '@tanstack/react-query';
import type {
  ExternalForm,
  ExternalList,
  KioskDevice,
  KioskSaveBody,
  Lang,
  Terminal,
  TerminalAddBody,
  TerminalAddReply,
  TerminalEditBody,
  TerminalType,
} from '@sportello/contracts';
import { TERMINAL_LIMITS } from '@sportello/contracts';
import { api } from '../../lib/api';

/** Every query of the terminals feature lives under ['terminals']. */
export const terminalsKeys = {
  all: () => ['terminals'] as const,
  online: (type: TerminalType) => ['terminals', 'online', type] as const,
  device: () => ['terminals', 'device'] as const,
  list: (listId: number, lang: string) => ['terminals', 'list', listId, lang] as const,
  form: (formType: string, lang: string, sections: string) =>
    ['terminals', 'form', formType, lang, sections] as const,
};

export const addTerminal = (body: TerminalAddBody) =>
  api<TerminalAddReply>('/api/externals', { method: 'POST', body });
export const newCode = (wsId: string) =>
  api<TerminalAddReply>('/api/externals/code', { method: 'POST', body: { wsId } });
export const editTerminal = (body: TerminalEditBody) =>
  api<{ terminal: Terminal; message: string }>('/api/externals/edit', { method: 'POST', body });

/** The office's connected terminals, polled every 5 s (spec 2 §4, §9): none until the first answer. */
export const onlineTerminalsQuery = (type: TerminalType = 'assisted') =>
  queryOptions({
    queryKey: terminalsKeys.online(type),
    queryFn: ({ signal }) =>
      api<{ terminals: Terminal[] }>('/api/externals/online', {
        query: { terminalType: type },
        signal,
        silent: true,
      }).then((r) => r.terminals),
    // Someone without terminals (an editor on a list) is told so once: no 5 s poll of refusals.
    refetchInterval: (query) =>
      (query.state.error as { status?: number } | null)?.status === 403
        ? false
        : TERMINAL_LIMITS.statusPollMs,
    refetchIntervalInBackground: true,
    retry: (count, error) => (error as { status?: number }).status !== 403 && count < 3,
  });

// ─── The device (no session: its credential cookie) ───────────────────────────────────────────

export const deviceQuery = () =>
  queryOptions({
    queryKey: terminalsKeys.device(),
    queryFn: ({ signal }) =>
      api<KioskDevice>('/api/external/device', { signal, silent: true }).catch((e: unknown) => {
        // 403: not registered (or revoked): the registration screen.
        if ((e as { status?: number }).status === 403) return null;
        throw e;
      }),
    staleTime: Infinity,
  });

export const registerDevice = (code: string) =>
  api<KioskDevice>('/api/external/register', { method: 'POST', body: { code }, silent: true });

export const externalFormQuery = (formType: 'self' | 'assisted', lang: Lang, sections: string) =>
  queryOptions({
    queryKey: terminalsKeys.form(formType, lang, sections),
    queryFn: ({ signal }) =>
      api<{ data: ExternalForm }>(`/api/external/form/${formType}`, {
        query: { lang, sections: sections || undefined },
        signal,
        silent: true,
      }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

/** The list an operator shares with this terminal now (only that one: the id is checked). */
export const externalListQuery = (listId: number, lang: Lang) =>
  queryOptions({
    // The server answers in the language of the share; the key follows it so a new language reloads.
    queryKey: terminalsKeys.list(listId, lang),
    queryFn: ({ signal }) =>
      api<{ data: ExternalList }>('/api/external/list', { query: { id: listId }, signal, silent: true }).then(
        (r) => r.data,
      ),
    staleTime: 0,
  });

export const externalOptions = (url: string, search: string, lang: Lang, signal?: AbortSignal) =>
  api<{ data: { label: string; value: string }[] }>(url, { query: { search, lang }, signal, silent: true });

export const KIOSK_SAVE_PATH = '/api/external/profile';
export const saveKioskProfile = (body: KioskSaveBody) =>
  api<{ id: number; code: string; message: string }>(KIOSK_SAVE_PATH, { method: 'POST', body, silent: true });

/** The engine's delete (spec 2 §7 "Tables": POST with {id, params}). */
export const deleteTerminal = (id: number) =>
  api<{ message: string }>('/api/tables/externals/delete', { method: 'POST', body: { id, params: {} } });
