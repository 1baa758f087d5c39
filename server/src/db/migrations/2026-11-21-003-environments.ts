import type { MigrationDb } from './helpers.js';

/**
 * The two environments every installation works in (docs/guide.md): reference data, not demo data,
 * so the seed, `npm run create-admin` and production all find them. Later environments are added
 * by the administration, not here.
 */
const ENVIRONMENTS = [
  {
    slug: 'make-iat',
    name: 'Sportello IAT',
    description: 'Uffici di informazione e accoglienza turistica',
    is_default: 1,
    position: 1,
  },
  {
    slug: 'make-vt',
    name: 'Portale Visit Tuscany',
    description: 'Redazione del portale turistico regionale',
    is_default: 0,
    position: 2,
  },
];

export async function up(db: MigrationDb): Promise<void> {
  const existing = new Set((await db.selectFrom('apps').select('slug').execute()).map((r) => r.slug));
  const missing = ENVIRONMENTS.filter((e) => !existing.has(e.slug));
  if (missing.length) await db.insertInto('apps').values(missing).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db
    .deleteFrom('apps')
    .where(
      'slug',
      'in',
      ENVIRONMENTS.map((e) => e.slug),
    )
    .execute();
}
