import type { ErrorCode } from '@sportello/contracts';

/** The one error type services throw; the error handler turns it into the envelope of docs/api.md. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds the client should wait before trying again (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('bad_request', 400, message, fields);
export const authRequired = () =>
  new AppError('auth_required', 403, 'Sessione scaduta o assente: accedi di nuovo.');
export const forbidden = (message = 'Non hai i permessi per questa operazione.') =>
  new AppError('forbidden', 403, message);
export const notFound = (message = 'Elemento non trovato.') => new AppError('not_found', 404, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('conflict', 409, message, fields);
export const ruleBroken = (message: string, fields?: Record<string, string>) =>
  new AppError('rule', 422, message, fields);
/** 429; with `retryAfterSeconds`, the Retry-After header says when to try again. */
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    'rate_limited',
    429,
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds)),
  );
/** 503 with Retry-After: too much at once; the client tries again later instead of waiting here. */
export const busy = (message = 'Troppe richieste, riprova tra poco.', retryAfterSeconds = 5) =>
  new AppError('busy', 503, message, undefined, retryAfterSeconds);
