import { loadConfig } from './config.js';
import { loggerOptions } from './platform/log/logger.js';
import { buildApp } from './app.js';
import { closeDatabase, connect } from './platform/db/connect.js';
import { prepareDatabase } from './prepare.js';
import { createMailService } from './platform/mail/mail.js';
import { createBus } from './platform/bus/bus.js';
import { createStorage } from './platform/storage/index.js';

const config = loadConfig();

const demoAccounts = await prepareDatabase(config);
const db = connect(config.database);

const bus = createBus(config.redisUrl);
const app = await buildApp({
  config,
  db,
  mail: createMailService(db, config),
  bus,
  storage: createStorage(config),
  logger: loggerOptions(config),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop accepting, let requests in flight finish, then release the bus and the database.
  await app.close();
  await bus.close();
  await closeDatabase(db);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
console.log(`\nSportello è pronto su http://${config.host}:${config.port}${config.appPrefix}/\n`);
if (demoAccounts) {
  const { formatDemoAccounts } = await import('./seed/seed.js');
  console.log(`${formatDemoAccounts(demoAccounts)}\n`);
}
