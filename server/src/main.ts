import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { connect } from './platform/db/connect.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { createMailService } from './platform/mail/mail.js';
import { createBus } from './platform/bus/bus.js';
import { formatDemoAccounts, seedDemoIfEmpty } from './seed/seed.js';

const config = loadConfig();
const db = connect(config.database);
await migrateToLatest(db);
const demoAccounts = config.seedDemo ? await seedDemoIfEmpty(db, config) : null;

const bus = createBus(config.redisUrl);
const app = await buildApp({
  config,
  db,
  mail: createMailService(db, config),
  bus,
  logger: { level: config.logLevel },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop accepting, let requests in flight finish, then release the bus and the database.
  await app.close();
  await bus.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
console.log(`\nSportello è pronto su http://${config.host}:${config.port}${config.appPrefix}/\n`);
if (demoAccounts) console.log(`${formatDemoAccounts(demoAccounts)}\n`);
