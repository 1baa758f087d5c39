import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@sportello/contracts';
import type { AppDeps } from '../deps.js';
import { isPostgres, pingDatabase } from '../db/connect.js';

type State = 'ok' | 'down';

/** What /ready reports of each dependency: `off` and `outbox` are the embedded set-up's own. */
export interface ReadinessReport {
  database: State;
  redis: State | 'off';
  storage: State;
  mail: State | 'outbox';
  dialect: 'postgres' | 'sqlite';
}

/** The dependencies without which this process must not be sent requests, with their Italian names. */
const REQUIRED = { database: 'database', redis: 'Redis', storage: 'archivio dei file' } as const;

/** How long /ready waits for the store before calling it down: a balancer's probe must not hang. */
const STORAGE_CHECK_TIMEOUT_MS = 3000;

/** Routes probed every few seconds by a balancer: no request-log line for them (request-log.ts). */
const probe = { schema: { hide: true }, config: { quietLog: true } } as const;

/**
 * Two probes, as orchestrators and balancers expect them:
 * - GET /health: alive. The process answers; nothing else is asked, so a busy database or a
 *   Redis away never gets a live process killed and restarted (load shedding lets it through too).
 * - GET /ready: may this process be sent requests? 503 naming what fails when the database, Redis
 *   (when configured: sessions' notices, terminals and kiosks across processes depend on it) or
 *   the file store does not answer. A process shutting down answers every request, this one too,
 *   with 503 from the moment it is told to stop (Fastify's return503OnClosing). SMTP is reported but never makes a process unready: mail waits in the outbox
 *   and its job retries (an SMTP outage must not stop the desk).
 */
export function registerHealth(app: FastifyInstance, deps: AppDeps): void {
  app.get('/health', probe, async () => ({
    status: 'success',
    data: { alive: true, uptimeSeconds: Math.round(process.uptime()) },
  }));

  app.get('/ready', probe, async (_request, reply) => {
    const [database, storage, mail] = await Promise.all([
      pingDatabase(deps.db).then(up, down),
      withTimeout(deps.storage.check(), STORAGE_CHECK_TIMEOUT_MS).then(up, down),
      deps.mail.check(),
    ]);
    const report: ReadinessReport = {
      database,
      redis: deps.config.redisUrl ? (deps.bus.isUp() ? 'ok' : 'down') : 'off',
      storage,
      mail,
      dialect: isPostgres(deps.db) ? 'postgres' : 'sqlite',
    };
    const failing = (Object.keys(REQUIRED) as (keyof typeof REQUIRED)[]).filter((k) => report[k] === 'down');
    const named = [...failing, ...(mail === 'down' ? ['mail'] : [])];
    if (failing.length) {
      const message = `Non raggiungibili: ${failing.map((k) => REQUIRED[k]).join(', ')}.`;
      const body: ApiErrorBody & { data: ReadinessReport; down: string[] } = {
        status: 'error',
        code: 'unavailable',
        message,
        data: report,
        down: named,
      };
      return reply.code(503).header('retry-after', '5').send(body);
    }
    return { status: 'success', data: { ...report, down: named } };
  });
}

const up = (): State => 'ok';
const down = (): State => 'down';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
