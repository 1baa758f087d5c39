import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@sportello/contracts';
import type { AppDeps } from '../deps.js';
import { isPostgres, pingDatabase } from '../db/connect.js';

type State = 'ok' | 'down';

/** What /health reports of each dependency: `off` and `outbox` are the embedded set-up's own. */
export interface HealthReport {
  database: State;
  redis: State | 'off';
  mail: State | 'outbox';
  dialect: 'postgres' | 'sqlite';
}

const NAMES = { database: 'database', redis: 'Redis', mail: 'posta (SMTP)' } as const;

/**
 * GET /health, for the balancer and for whoever runs the service. 503 when the database does not
 * answer: the process can serve nothing, take it out. Redis or SMTP down is said (`down` lists
 * them) but answered 200: every process shares them, and taking all of them out would stop the
 * whole desk for what is lost without them (terminals across processes, mail leaving now).
 */
export function registerHealth(app: FastifyInstance, deps: AppDeps): void {
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const [database, mail] = await Promise.all([
      pingDatabase(deps.db).then(
        (): State => 'ok',
        (): State => 'down',
      ),
      deps.mail.check(),
    ]);
    const report: HealthReport = {
      database,
      redis: deps.config.redisUrl ? (deps.bus.isUp() ? 'ok' : 'down') : 'off',
      mail,
      dialect: isPostgres(deps.db) ? 'postgres' : 'sqlite',
    };
    const down = (Object.keys(NAMES) as (keyof typeof NAMES)[]).filter((k) => report[k] === 'down');
    if (database === 'down') {
      const body: ApiErrorBody & { data: HealthReport; down: string[] } = {
        status: 'error',
        code: 'unavailable',
        message: `Non raggiungibili: ${down.map((k) => NAMES[k]).join(', ')}.`,
        data: report,
        down,
      };
      return reply.code(503).header('retry-after', '5').send(body);
    }
    return { status: 'success', data: { ...report, down } };
  });
}
