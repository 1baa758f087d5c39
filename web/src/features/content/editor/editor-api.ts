import {
  CSRF_COOKIE,
  CSRF_HEADER,
  type ContentCreateReply,
  type ContentDeleteBody,
  type ContentFamily,
  type ContentLockInput,
  type ContentLockReply,
  type ContentSaveInput,
  type ContentSaveReply,
  type ContentStatus,
  type ContentLang,
} from '@sportello/contracts';
import { api, buildUrl } from '../../../lib/api';
import { paths } from '../../../lib/paths';

/** What the editor loads: a new document of a type, or a content (its vt variant, its autosave). */
export interface LoadTarget {
  typeId?: number;
  contentId?: number;
  vt: boolean;
  autosave: boolean;
  takeOver: boolean;
  /** A text another tab of the user kept aside, to load instead of the head ("Recupera"). */
  kept?: number | undefined;
  /** Bumped to load again (Aggiorna, Ricarica, after a language was deleted). */
  nonce: number;
}

export const editorKeys = {
  load: (family: ContentFamily, target: LoadTarget) => ['content-editor', family, target] as const,
};

/** GET /api/content-create.json: the document, or the locked reply. */
export const loadDocument = (target: LoadTarget, sessionId: string | undefined, signal?: AbortSignal) =>
  api<ContentCreateReply>('/api/content-create.json', {
    query: {
      typeId: target.typeId,
      contentId: target.contentId,
      vt: target.vt,
      autosave: target.autosave,
      takeOver: target.takeOver || undefined,
      kept: target.kept,
      sessionId,
    },
    silent: true,
    signal,
  });

/** POST /api/content-save.json; the caller shows the errors (banner, fields, alerts). */
export const saveDocument = (body: ContentSaveInput) =>
  api<ContentSaveReply>('/api/content-save.json', { method: 'POST', body, silent: true });

export const heartbeat = (body: ContentLockInput) =>
  api<ContentLockReply>('/api/content/lock', { method: 'POST', body, silent: true });

export const deleteContent = (body: Pick<ContentDeleteBody, 'id' | 'langs'> & { cancel?: boolean }) =>
  api<{ id: number; status: ContentStatus; langs: ContentLang[] }>('/api/content-delete.json', {
    method: 'POST',
    body,
    silent: true,
  });

function csrfToken(): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${CSRF_COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(CSRF_COOKIE.length + 1)) : null;
}

/** Browsers drop keepalive bodies above 64 KiB: larger ones go as an ordinary request. */
const KEEPALIVE_LIMIT = 60_000;

/**
 * A write that must survive the page going away (pagehide, closing the tab): fetch with
 * keepalive, the CSRF header and the same url parameters as every call. Nobody reads the reply.
 */
export function sendOnLeave(path: string, body: unknown): Promise<unknown> {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  const token = csrfToken();
  if (token) headers[CSRF_HEADER] = token;
  return fetch(buildUrl(path), {
    method: 'POST',
    headers,
    credentials: 'include',
    body: text,
    keepalive: text.length < KEEPALIVE_LIMIT,
  }).catch(() => undefined);
}

/** The app paths the editor goes to (spec 1 §4 "navigate … review, preview, edit, list"). */
export const editorPaths = {
  list: (env: string, family: ContentFamily) => paths.action(env, family),
  create: (env: string, family: ContentFamily, typeId: number) =>
    paths.action(env, `${family}/create/${typeId}`),
  edit: (env: string, family: ContentFamily, id: number, vt = false) =>
    paths.action(env, `${family}/edit/${id}${vt && family === 'content' ? '/true' : ''}`),
  preview: (env: string, id: number, lang: ContentLang) => paths.action(env, `content/preview/${id}/${lang}`),
  /** After sending to validation (spec 1 §4): the compare of what was sent. */
  review: (env: string, id: number, vt: boolean) =>
    paths.action(env, `content/review/${id}${vt ? '/true' : ''}`, { previewType: 'new' }),
};
