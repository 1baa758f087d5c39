import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../../config.js';
import { redactSecrets } from './redact.js';

/**
 * The server's logger: JSON lines for collectors, readable coloured lines for a person at the
 * terminal (LOG_FORMAT). Every line, whatever wrote it, is stripped of secrets as it is written
 * (redact.ts), before it reaches the readable formatter or the collector. `stream`: where the
 * JSON lines go instead of standard output (the tests read them).
 */
export function loggerOptions(
  c: Pick<Config, 'logFormat' | 'logLevel'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const hooks = { streamWrite: redactSecrets };
  if (stream) return { level: c.logLevel, hooks, stream };
  if (c.logFormat === 'json') return { level: c.logLevel, hooks };
  const options = {
    translateTime: 'HH:MM:ss',
    // "GET /api/app-config.json 200 12 ms · 3f2a9c0e1b2d4f6a" (request-log.ts); any other line
    // a request logs ends with the same id, and an error still shows its object.
    messageFormat: '{msg}{if reqId} · {reqId}{end}',
    ignore: 'pid,hostname,reqId,method,url,statusCode,ms',
    singleLine: true,
  };
  return { level: c.logLevel, hooks, transport: { target: 'pino-pretty', options } };
}
