import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '@sportello/contracts';
import { AppError } from './errors.js';
import { isDatabaseUnavailable } from '../db/errors.js';

/** Seconds a client waits before trying again while the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Il database non risponde in questo momento: riprova tra qualche secondo.';

/** Italian words for Fastify's own client errors (bad JSON, body too large, wrong content type). */
const FRAMEWORK_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'bad_request', message: 'Richiesta non valida.' },
  404: { code: 'not_found', message: 'Risorsa non trovata.' },
  413: { code: 'too_large', message: 'Il contenuto inviato è troppo grande.' },
  415: { code: 'bad_request', message: 'Formato della richiesta non supportato.' },
  429: { code: 'rate_limited', message: 'Troppe richieste: riprova tra qualche minuto.' },
};

/** "/contact/0/email" → "contact.0.email"; a whole-body error has no field name. */
const fieldName = (instancePath: string, missing?: unknown) => {
  const base = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return typeof missing === 'string' ? [base, missing].filter(Boolean).join('.') : base;
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const name = fieldName(issue.instancePath, issue.params?.missingProperty) || 'body';
        fields[name] ??= issue.message ?? 'Valore non valido';
      }
      const first = Object.values(fields)[0] ?? 'Dati non validi';
      const body: ApiErrorBody = { status: 'error', code: 'bad_request', message: first, fields };
      return reply.code(400).send(body);
    }
    if (err instanceof AppError) {
      const body: ApiErrorBody = { status: 'error', code: err.code, message: err.message };
      if (err.fields) body.fields = err.fields;
      if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
      return reply.code(err.status).send(body);
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      const known = FRAMEWORK_ERRORS[status] ?? FRAMEWORK_ERRORS[400]!;
      return reply.code(status).send({ status: 'error', ...known } satisfies ApiErrorBody);
    }
    if (isDatabaseUnavailable(err)) {
      // An outage is not the request's fault, nor a bug: 503, and the client may try again.
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      const body: ApiErrorBody = {
        status: 'error',
        code: 'unavailable',
        message: DATABASE_UNAVAILABLE_MESSAGE,
      };
      return reply.code(503).send(body);
    }
    // 5xx: the detail goes to the log, never to the client.
    request.log.error({ err }, 'unhandled error');
    const body: ApiErrorBody = {
      status: 'error',
      code: 'internal',
      message: 'Si è verificato un errore interno. Riprova tra poco.',
    };
    return reply.code(500).send(body);
  });
}
