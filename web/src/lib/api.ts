import { CSRF_COOKIE, CSRF_HEADER, type ErrorCode } from '@sportello/contracts';
import { currentEnv } from './current-env';
import { messages } from './messages';
import { notify, reloadWithRefresh } from './notify';
import { paths } from './paths';

/** A failed call: what the server said, ready for a form to mark its fields. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode | 'network',
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** No snackbar on error (the caller shows it, or the failure is expected). */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * For a reply that is not the envelope (GraphQL's {data, errors}): its data, or the ApiError to
   * throw. The gateway's own refusals (no session, CSRF) still come as the envelope.
   */
  read?: (reply: unknown, status: number) => unknown;
}

type Envelope<T> =
  | { status: 'success'; data: T }
  | { status: 'error'; message: string; code: ErrorCode; fields?: Record<string, string> };

function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

/** Any server reply sets the CSRF cookie; a page served elsewhere (dev server) may not have it yet. */
async function fetchCsrfCookie(): Promise<string | null> {
  try {
    await fetch('/health', { credentials: 'include' });
  } catch {
    // The write below will fail and say so.
  }
  return readCookie(CSRF_COOKIE);
}

/**
 * The CSRF token for the header of a call. Every call sends it, reads too: some GETs of the spec
 * change data (duplicate a list, take an editor's lock), and the server asks them for it as for a
 * write (auth-plugin.ts, changesData). Only a write fetches the cookie when the page has none yet:
 * a signed-in page always has it (the sign-in set it), and an anonymous read needs none.
 */
function csrfToken(method: string): string | null | Promise<string | null> {
  // No await when the cookie is there: a read reaches fetch in the turn it was asked, as before.
  // One more turn before every read changed the order of explore's first queries and renders, and
  // on a CPU six times slower its results came seconds later (the top-bar search journey).
  return readCookie(CSRF_COOKIE) ?? (method === 'GET' ? null : fetchCsrfCookie());
}

/** env, gateway-userenv, the v cache buster and url-param-* copies of the page query (spec 3 §7). */
export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  }
  const env = currentEnv();
  if (env) {
    url.searchParams.set('env', env);
    url.searchParams.set('gateway-userenv', env);
  }
  url.searchParams.set('v', String(Date.now()));
  new URLSearchParams(window.location.search).forEach((value, name) => {
    url.searchParams.append(`url-param-${name}`, value);
  });
  return url.pathname + url.search;
}

/**
 * Set while the user signs out: calls still in flight then find no session, and must not send the
 * page to the login with a `next` back to where the user chose to leave.
 */
let signingOut = false;
export function markSigningOut(value: boolean): void {
  signingOut = value;
}

function goToLogin(): Promise<never> {
  const here = window.location.pathname + window.location.search;
  if (!signingOut && window.location.pathname !== '/login') window.location.assign(paths.login(here));
  // The page is leaving: keep callers waiting instead of flashing an error.
  return new Promise<never>(() => {});
}

/** The one API client: every call of the web app goes through here. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  // FormData sets its own multipart content type (with the boundary).
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const pending = csrfToken(method);
  const token = pending instanceof Promise ? await pending : pending;
  if (token) headers[CSRF_HEADER] = token;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return fail(new ApiError(messages.errors.network, 'network', 0), method, options);
  }

  const envelope = (await response.json().catch((cause: unknown) => {
    // Cancelled while the reply was arriving (a closed dialog, a newer query): nobody waits for it.
    if (options.signal?.aborted) throw cause;
    return null;
  })) as Envelope<T> | null;

  if (envelope?.status === 'error') {
    if (envelope.code === 'auth_required') return goToLogin();
    return fail(
      new ApiError(envelope.message, envelope.code, response.status, envelope.fields),
      method,
      options,
    );
  }
  if (options.read) {
    const read = options.read(envelope, response.status);
    return read instanceof ApiError ? fail(read, method, options) : (read as T);
  }
  if (envelope?.status === 'success' && response.ok) return envelope.data;
  return fail(new ApiError(messages.errors.pageLoad, 'internal', response.status), method, options);
}

const FINAL_CODES = new Set<string>(['forbidden', 'not_found', 'bad_request']);

function fail(error: ApiError, method: string, options: ApiOptions): never {
  if (!options.silent) {
    notify({
      message: error.message,
      severity: 'error',
      // A failed read can be retried by reloading the page (unless retrying cannot help); a failed
      // write keeps the form as it is.
      action:
        method === 'GET' && !FINAL_CODES.has(error.code)
          ? { label: messages.common.retry, onClick: reloadWithRefresh }
          : undefined,
    });
  }
  throw error;
}

/** A multipart upload (e.g. a file in the field "file") through the same client: envelope, CSRF, env, v. */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: Omit<ApiOptions, 'body' | 'method'> = {},
) {
  return api<T>(path, { ...options, method: 'POST', body: form });
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** How much of a download has arrived: bytes, and lines of text for the text formats (CSV rows). */
export interface DownloadProgress {
  bytes: number;
  /** The size the server announced, when it did (a streamed export usually does not). */
  total: number | null;
  /** Line breaks received so far; null for binary files (XLSX). */
  lines: number | null;
}

export interface DownloadResult {
  blob: Blob;
  fileName: string;
}

export interface DownloadOptions extends Pick<ApiOptions, 'method' | 'query' | 'body' | 'signal' | 'silent'> {
  /** The name when the reply carries none (Content-Disposition). */
  defaultName: string;
  onProgress?: (progress: DownloadProgress) => void;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

const TEXT_TYPE = /^(text\/|application\/json)/;

/**
 * A file from the server through the same client (env, v, CSRF, errors in the snackbar), read as a
 * stream so a large export shows its progress while it arrives; a refusal comes as the envelope.
 */
export async function apiDownload(path: string, options: DownloadOptions): Promise<DownloadResult> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: '*/*' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = await csrfToken(method);
  if (token) headers[CSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return fail(new ApiError(messages.errors.network, 'network', 0), method, options);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok) {
    const envelope = type.includes('application/json')
      ? ((await response.json().catch(() => null)) as Envelope<unknown> | null)
      : null;
    if (envelope?.status === 'error') {
      if (envelope.code === 'auth_required') return goToLogin();
      return fail(
        new ApiError(envelope.message, envelope.code, response.status, envelope.fields),
        method,
        options,
      );
    }
    return fail(new ApiError(messages.errors.pageLoad, 'internal', response.status), method, options);
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), options.defaultName);
  const announced = Number(response.headers.get('content-length'));
  const total = Number.isFinite(announced) && announced > 0 ? announced : null;
  const countLines = TEXT_TYPE.test(type);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let lines = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      if (countLines) for (const b of value) if (b === 10) lines++;
      options.onProgress?.({ bytes, total, lines: countLines ? lines : null });
    }
  }
  return { blob: new Blob(chunks, { type: type || 'application/octet-stream' }), fileName };
}

/** Hands a downloaded file to the browser's save (a temporary link, then the memory is freed). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser reads the object URL when the save starts; free it once that surely happened.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
