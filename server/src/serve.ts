import { loadConfig } from './config.js';
import { loggerOptions } from './platform/log/logger.js';
import { buildApp } from './app.js';
import { closeDatabase, connect } from './platform/db/connect.js';
import { prepareDatabase } from './prepare.js';
import { createMailService } from './platform/mail/mail.js';
import { createBus } from './platform/bus/bus.js';
import { createStorage } from './platform/storage/index.js';
import { createJobs } from './platform/jobs/index.js';
import { closeWithin } from './shutdown.js';

const config = loadConfig();

const demoAccounts = await prepareDatabase(config);
const db = connect(config.database);

const bus = createBus(config.redisUrl);
// Jobs start once the app is ready and stop in its onClose (app.ts).
const jobs = createJobs(config);
const app = await buildApp({
  config,
  db,
  mail: await createMailService(db, config, jobs),
  bus,
  jobs,
  storage: createStorage(config),
  logger: loggerOptions(config),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, waitMs: config.shutdownTimeoutMs }, 'shutting down');
  // Stop accepting (a kept-alive connection's next request gets 503, /ready says closing), let
  // requests in flight and the sockets' goodbyes end; the app's onClose stops the jobs. Then the
  // bus and the database. Bounded: past SHUTDOWN_TIMEOUT_MS the process leaves anyway.
  const result = await closeWithin(
    [() => app.close(), () => bus.close(), () => closeDatabase(db)],
    config.shutdownTimeoutMs,
    (err) => app.log.error({ err }, 'shutdown: a step failed'),
  );
  if (result === 'timed-out')
    app.log.warn({ waitMs: config.shutdownTimeoutMs }, 'shutdown: still busy after the wait, leaving');
  else app.log.info('shut down');
  process.exit(result === 'closed' ? 0 : 1);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// The address listened on, not the one asked for: PORT=0 takes a free port (the tests).
const address = await app.listen({ host: config.host, port: config.port });
console.log(`\nSportello è pronto su ${address}${config.appPrefix}/\n`);
if (demoAccounts) {
  const { formatDemoAccounts } = await import('./seed/seed.js');
  console.log(`${formatDemoAccounts(demoAccounts)}\n`);
}
