import { sql } from 'kysely';
import { notNull, type MigrationDb } from './helpers.js';

/**
 * Profile codes unique in the region. Until now the counter was kept per office and
 * the prefix is the office's province, so two offices of one province gave the same codes
 * (`PI-2024-000001` at Pisa and at Volterra). From here the counter is kept per prefix and year
 * (profile_code_counters), shared by the offices of the province, and the code is UNIQUE on its own.
 *
 * Existing repeats: of the profiles sharing a code, the first saved (lowest id) keeps it; each other
 * one gets the next number of its prefix and year and keeps the old code in previous_code, which
 * the profiles table's search matches too. Its favourites list, titled with the code, follows.
 * The new counters start after the highest number used, by a code or by the old counters.
 */

const BATCH = 5000;
/** `PI-2024-000123`: prefix, year, number (more than six digits once past 999,999). */
const CODE = /^(.+)-(\d{4})-(\d+)$/;

const parse = (code: string) => {
  const m = CODE.exec(code);
  return m ? { prefix: m[1]!, year: Number(m[2]), n: Number(m[3]) } : null;
};
const format = (prefix: string, year: number, n: number) => `${prefix}-${year}-${String(n).padStart(6, '0')}`;

// Aliases without underscores read the same with or without the CamelCasePlugin.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('profile_code_counters')
    .addColumn('prefix', 'text', notNull)
    .addColumn('year', 'integer', notNull)
    .addColumn('last', 'integer', notNull)
    .addPrimaryKeyConstraint('profile_code_counters_pk', ['prefix', 'year'])
    .execute();
  /** The code a profile had before this migration renumbered it; null for every other profile. */
  await db.schema.alterTable('profiles').addColumn('previous_code', 'text').execute();
  // PostgreSQL runs migrations in a transaction already; SQLite does not.
  if (db.isTransaction) await renumber(db);
  else await db.transaction().execute(renumber);
  await db.schema.dropIndex('profiles_office_code_uq').ifExists().execute();
  await db.schema.createIndex('profiles_code_uq').on('profiles').column('code').unique().execute();
  await db.schema.dropTable('profile_counters').execute();
}

async function renumber(db: MigrationDb): Promise<void> {
  const { last, prefixOf } = await highestNumbers(db);
  // The old counters also count numbers whose profiles are gone: none of those comes back.
  const old = await db
    .selectFrom('profile_counters')
    .select(['office_id as office', 'year', 'last'])
    .execute();
  for (const c of old) {
    const prefix = prefixOf.get(`${c.office}|${c.year}`);
    if (prefix === undefined) continue;
    const key = `${prefix}|${c.year}`;
    last.set(key, Math.max(last.get(key) ?? 0, Number(c.last)));
  }

  const repeated = await db
    .selectFrom('profiles')
    .select(['id', 'code', 'list_id as list'])
    .where(
      'code',
      'in',
      db
        .selectFrom('profiles')
        .select('code')
        .groupBy('code')
        .having(sql`count(*)`, '>', 1),
    )
    .orderBy('code')
    .orderBy('id')
    .execute();
  let previous: string | null = null;
  for (const row of repeated) {
    const code = String(row.code);
    const first = code !== previous;
    previous = code;
    if (first) continue;
    const next = await freeCode(db, code, last);
    await db
      .updateTable('profiles')
      .set({ code: next, previous_code: code })
      .where('id', '=', Number(row.id))
      .execute();
    if (row.list !== null)
      await db
        .updateTable('lists')
        .set({ title: sql`replace(title, ${code}, ${next})` })
        .where('id', '=', Number(row.list))
        .execute();
  }

  const counters = [...last].map(([key, n]) => {
    const [prefix, year] = key.split('|') as [string, string];
    return { prefix, year: Number(year), last: n };
  });
  for (let i = 0; i < counters.length; i += 500)
    await db
      .insertInto('profile_code_counters')
      .values(counters.slice(i, i + 500))
      .execute();
}

/** Every profile's office and parsed code (those of the usual form), by id in batches. */
async function* parsedCodes(db: MigrationDb) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('profiles')
      .select(['id', 'code', 'office_id as office'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const parsed = parse(String(row.code));
      if (parsed) yield { office: row.office, ...parsed };
    }
    if (rows.length < BATCH) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

/**
 * The highest number of every prefix and year among the codes, and the prefix each office's codes
 * of a year carry (to read the old per-office counters).
 */
async function highestNumbers(db: MigrationDb) {
  const last = new Map<string, number>();
  const prefixOf = new Map<string, string>();
  for await (const code of parsedCodes(db)) {
    const key = `${code.prefix}|${code.year}`;
    last.set(key, Math.max(last.get(key) ?? 0, code.n));
    prefixOf.set(`${code.office}|${code.year}`, code.prefix);
  }
  return { last, prefixOf };
}

/**
 * The next free code for a repeated one: the next number of its prefix and year (above every number
 * in use, so no code can already be it), or `{code}-2`, `-3`… for a code of another form.
 */
async function freeCode(db: MigrationDb, code: string, last: Map<string, number>): Promise<string> {
  const parsed = parse(code);
  if (parsed) {
    const key = `${parsed.prefix}|${parsed.year}`;
    const n = (last.get(key) ?? 0) + 1;
    last.set(key, n);
    return format(parsed.prefix, parsed.year, n);
  }
  for (let k = 2; ; k += 1) {
    const taken = await db
      .selectFrom('profiles')
      .select('id')
      .where('code', '=', `${code}-${k}`)
      .executeTakeFirst();
    if (!taken) return `${code}-${k}`;
  }
}

/**
 * Back to counters per office and codes unique per office: renumbered profiles take their old
 * code again (it was unique in its office), the old counters are rebuilt from the codes.
 */
export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('profiles_code_uq').ifExists().execute();
  await db.schema
    .createTable('profile_counters')
    .addColumn('office_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('year', 'integer', notNull)
    .addColumn('last', 'integer', notNull)
    .addPrimaryKeyConstraint('profile_counters_pk', ['office_id', 'year'])
    .execute();
  const restore = async (trx: MigrationDb) => {
    const renamed = await trx
      .selectFrom('profiles')
      .select(['id', 'code', 'previous_code as before', 'list_id as list'])
      .where('previous_code', 'is not', null)
      .execute();
    for (const row of renamed) {
      await trx.updateTable('profiles').set({ code: row.before }).where('id', '=', Number(row.id)).execute();
      if (row.list !== null)
        await trx
          .updateTable('lists')
          .set({ title: sql`replace(title, ${String(row.code)}, ${String(row.before)})` })
          .where('id', '=', Number(row.list))
          .execute();
    }
    const last = new Map<string, number>();
    for await (const code of parsedCodes(trx)) {
      const key = `${code.office}|${code.year}`;
      last.set(key, Math.max(last.get(key) ?? 0, code.n));
    }
    for (const [key, n] of last) {
      const [office, year] = key.split('|').map(Number) as [number, number];
      await trx.insertInto('profile_counters').values({ office_id: office, year, last: n }).execute();
    }
  };
  if (db.isTransaction) await restore(db);
  else await db.transaction().execute(restore);
  await db.schema
    .createIndex('profiles_office_code_uq')
    .on('profiles')
    .columns(['office_id', 'code'])
    .unique()
    .execute();
  await db.schema.alterTable('profiles').dropColumn('previous_code').execute();
  await db.schema.dropTable('profile_code_counters').execute();
}
