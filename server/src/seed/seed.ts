import { ROLE_LABELS } from '@sportello/contracts';
import type { Config } from '../config.js';
import { hashPassword } from '../platform/auth/password.js';
import { syncTemplates } from '../platform/templates/index.js';
import { exampleFormTemplates } from '../modules/forms/index.js';
import { insertGroup, insertMemberships, insertUser } from '../modules/people/index.js';
import { nowIso, type Db } from '../platform/db/connect.js';
import { createStorage, type Storage } from '../platform/storage/index.js';
import { DEMO_GROUPS, DEMO_PASSWORD, DEMO_STAFF, DEMO_USERS } from './demo-data.js';
import { seedDemoContents } from './content-demo.js';
import { seedDemoCatalogue } from './explore-demo.js';
import { seedDemoProfiles } from './profiles-demo.js';
import { seedDemoAgenda } from './agenda-demo.js';

export interface DemoAccount {
  username: string;
  role: string;
  office: string;
}

/** The demo accounts as printed at first start: username, role (Italian) and office. */
export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_USERS.map((u) => {
  const first = u.memberships[0];
  const group = DEMO_GROUPS.find((g) => g.slug === first?.group);
  const role = first ? ROLE_LABELS[first.role] : '';
  return {
    username: u.username,
    role: u.status === 0 ? `${role} (in attesa di verifica)` : role,
    office: group?.name ?? '',
  };
});

export function formatDemoAccounts(accounts: DemoAccount[] = DEMO_ACCOUNTS): string {
  const width = Math.max(...accounts.map((a) => a.username.length));
  const lines = accounts.map((a) => `  ${a.username.padEnd(width)}  ${a.role} · ${a.office}`);
  return [`Account demo (password: ${DEMO_PASSWORD}):`, ...lines].join('\n');
}

/**
 * Fills an empty database with the Tuscan demo (environments, offices, structures, users, contents, the
 * explore catalogue), in one
 * transaction, then adds the example forms' templates. Does nothing when users exist; refuses to run
 * in production. Returns the accounts created, or null when nothing was done.
 */
export async function seedDemoIfEmpty(
  db: Db,
  config: Config,
  /**
   * The catalogue is the slow part; API tests that do not search it leave it out. `storage`: where
   * the demo images go (the configured one by default).
   */
  {
    catalogue = true,
    profiles = true,
    storage = createStorage(config),
  }: { catalogue?: boolean; profiles?: boolean; storage?: Storage } = {},
): Promise<DemoAccount[] | null> {
  if (config.env === 'production') {
    throw new Error(
      'Dati demo: rifiutati in produzione (NODE_ENV=production). Togli SEED_DEMO o crea un amministratore con npm run create-admin.',
    );
  }
  const someone = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (someone) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const apps = await trx.selectFrom('apps').select(['id', 'slug']).execute();
    const appId = new Map(apps.map((a) => [a.slug, a.id]));

    // The people module writes the accounts, groups and memberships, in this transaction.
    const groupId = new Map<string, number>();
    for (const g of DEMO_GROUPS) groupId.set(g.slug, await insertGroup(trx, { ...g, now }));

    const people = [...DEMO_USERS.map((u) => ({ ...u, createdAt: now })), ...DEMO_STAFF];
    for (const u of people) {
      const { memberships, createdAt, ...user } = u;
      const userId = await insertUser(trx, { ...user, passwordHash, now: createdAt });
      await insertMemberships(
        trx,
        memberships.map((m) => ({
          userId,
          groupId: must(groupId, m.group),
          appId: must(appId, m.env),
          role: m.role,
          stato: m.stato ?? 1,
        })),
        createdAt,
      );
    }
    await seedDemoAgenda(trx, (slug) => must(groupId, slug));
    await seedDemoContents(trx, storage);
    if (catalogue) await seedDemoCatalogue(trx);
  });
  // The example forms (every field type, in each template dialect) come with the demo only.
  await syncTemplates(db, exampleFormTemplates);
  // Two years of visitor profiles (bulk inserts of their own, after the demo's transaction).
  if (profiles && config.demoProfiles > 0) await seedDemoProfiles(db, { count: config.demoProfiles });
  return DEMO_ACCOUNTS;
}

function must(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Dati demo: "${slug}" non esiste`);
  return id;
}
