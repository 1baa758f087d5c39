import type { Profiled, ProfileSource } from '@sportello/contracts';
import { CompiledQuery, sql } from 'kysely';
import { isPostgres, nowIso, type Db } from '../../platform/db/connect.js';
import { favourites, type BulkFavourites } from '../lists/index.js';
import { codePrefix, formatCode } from './profiles.code.js';
import { normalizeProfileValues, splitContact, statsOf } from './profiles.values.js';
import './profiles.schema.js';

/** One profile to insert in bulk (demo data, benchmarks, tests). */
export interface ProfileSeedRow {
  officeId: number;
  operatorId?: number | null;
  profiled: Profiled;
  source?: ProfileSource;
  terminalId?: number | null;
  /** Given when absent, from the counter of the office's province and the visit's year. */
  code?: string;
  /** The form's values, contact data (contatti_*) included: they are split off as a save does. */
  values: Record<string, unknown>;
  /** When the visitor consented to keeping their contact data; without it the contact data are dropped. */
  consentAt?: string | null;
  visitedAt: string;
  createdAt?: string;
  /** Favourites made into a list of kind favourites for the profile (ids of catalogue assets). */
  favourites?: BulkFavourites['elements'];
}

export interface InsertProfilesResult {
  inserted: number;
  ids: number[];
}

const PROFILE_COLUMNS = [
  'code',
  'office_id',
  'operator_id',
  'profiled',
  'source',
  'terminal_id',
  'list_id',
  'values_json',
  'contact_json',
  'consent_at',
  'visited_at',
  'created_at',
  'updated_at',
  'country_kind',
  'country',
  'region',
  'people',
];
const INTEREST_COLUMNS = ['profile_id', 'office_id', 'visited_at', 'interest', 'people'];

/**
 * A multi-row INSERT written directly: for tens of thousands of rows the query builder's per-value
 * nodes cost more than the database's own work. Placeholders are the engine's ($n or ?).
 */
async function rawInsert<R = unknown>(
  db: Db,
  table: string,
  columns: readonly string[],
  params: unknown[],
  returning?: string,
): Promise<R[]> {
  if (!params.length) return [];
  const pg = isPostgres(db);
  const rows = params.length / columns.length;
  const tuples: string[] = [];
  let n = 0;
  for (let r = 0; r < rows; r += 1) {
    const marks = columns.map(() => (pg ? `$${++n}` : '?'));
    tuples.push(`(${marks.join(',')})`);
  }
  const text = `insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}${returning ? ` returning ${returning}` : ''}`;
  const result = await db.executeQuery<R>(CompiledQuery.raw(text, params));
  return result.rows;
}

/** Rows per INSERT: 17 columns × 1,000 stays under SQLite's (32,766) and PostgreSQL's (65,535) parameter limits. */
const CHUNK = 1000;
/** Chunks per transaction: one commit per 20,000 rows keeps SQLite fast and PostgreSQL's WAL short. */
const CHUNKS_PER_TX = 20;

/**
 * Inserts profiles fast: multi-row INSERTs in large transactions, on either engine, with their
 * statistics columns and profile_interests rows computed here exactly as a save computes them,
 * codes drawn from profile_code_counters (kept up to date: the province's counter, shared by its
 * offices, so codes are unique in the region), and favourites lists when rows carry some.
 * Meant for tools and tests on a quiet database: counters are read once, not locked per row; they
 * are written back never lower than they are. Rows with their own code keep it (it must be unused).
 * `rows` may be any iterable (a generator of a million rows never sits in memory at once);
 * `keepIds` false skips collecting ids for such runs.
 */
export async function insertProfiles(
  db: Db,
  rows: Iterable<ProfileSeedRow>,
  { keepIds = true }: { keepIds?: boolean } = {},
): Promise<InsertProfilesResult> {
  const offices = new Map(
    (await db.selectFrom('groups').select(['id', 'slug', 'province']).execute()).map((g) => [
      g.id,
      codePrefix(g),
    ]),
  );
  const counters = new Map<string, number>(
    (await db.selectFrom('profileCodeCounters').selectAll().execute()).map((c) => [
      `${c.prefix}:${c.year}`,
      Number(c.last),
    ]),
  );
  const touched = new Set<string>();
  const ids: number[] = [];
  let inserted = 0;

  let batch: ProfileSeedRow[] = [];
  let chunks: ProfileSeedRow[][] = [];
  const flush = async () => {
    if (batch.length) chunks.push(batch);
    batch = [];
    if (!chunks.length) return;
    const todo = chunks;
    chunks = [];
    await db.transaction().execute(async (trx) => {
      for (const chunk of todo) {
        const got = await insertChunk(trx as unknown as Db, chunk, offices, counters, touched);
        inserted += got.length;
        if (keepIds) ids.push(...got);
      }
      for (const key of touched) {
        const [prefix, year] = key.split(':') as [string, string];
        const last = counters.get(key)!;
        await trx
          .insertInto('profileCodeCounters')
          .values({ prefix, year: Number(year), last })
          .onConflict((oc) =>
            oc.columns(['prefix', 'year']).doUpdateSet({
              last: sql<number>`case when profile_code_counters.last > ${last} then profile_code_counters.last else ${last} end`,
            }),
          )
          .execute();
      }
      touched.clear();
    });
  };

  for (const row of rows) {
    batch.push(row);
    if (batch.length === CHUNK) {
      chunks.push(batch);
      batch = [];
      if (chunks.length === CHUNKS_PER_TX) await flush();
    }
  }
  await flush();
  return { inserted, ids };
}

async function insertChunk(
  trx: Db,
  chunk: ProfileSeedRow[],
  offices: Map<number, string>,
  counters: Map<string, number>,
  touched: Set<string>,
): Promise<number[]> {
  const withFavourites = chunk.filter((r) => r.favourites?.length);
  const listIds = new Map<ProfileSeedRow, number>();
  const prepared = chunk.map((r) => {
    const prefix = offices.get(r.officeId);
    if (prefix === undefined) throw new Error(`insertProfiles: l'ufficio ${r.officeId} non esiste`);
    let code = r.code;
    if (!code) {
      const year = Number(r.visitedAt.slice(0, 4));
      const key = `${prefix}:${year}`;
      const next = (counters.get(key) ?? 0) + 1;
      counters.set(key, next);
      touched.add(key);
      code = formatCode(prefix, year, next);
    }
    const values = normalizeProfileValues(r.profiled, r.values);
    const split = splitContact(values);
    const keepContact = !!r.consentAt && split.contact !== null;
    return {
      r,
      code,
      values: split.values,
      contact: keepContact ? split.contact : null,
      stats: statsOf(r.profiled, values),
    };
  });
  if (withFavourites.length) {
    const made = await favourites.insertFavouriteLists(
      trx,
      withFavourites.map((r) => ({
        groupId: r.officeId,
        creatorId: r.operatorId ?? null,
        title: prepared.find((p) => p.r === r)!.code,
        createdAt: r.createdAt ?? r.visitedAt,
        elements: r.favourites!,
      })),
    );
    withFavourites.forEach((r, i) => listIds.set(r, made[i]!));
  }
  const now = nowIso();
  const params: unknown[] = [];
  for (const { r, code, values, contact, stats } of prepared)
    params.push(
      code,
      r.officeId,
      r.operatorId ?? null,
      r.profiled,
      r.source ?? 'desk',
      r.terminalId ?? null,
      listIds.get(r) ?? null,
      JSON.stringify(values),
      contact ? JSON.stringify(contact) : null,
      contact ? r.consentAt! : null,
      r.visitedAt,
      r.createdAt ?? r.visitedAt,
      r.createdAt ?? now,
      stats.countryKind,
      stats.country,
      stats.region,
      stats.people,
    );
  const inserted = await rawInsert<{ id: number }>(trx, 'profiles', PROFILE_COLUMNS, params, 'id');
  const ids = inserted.map((x) => Number(x.id));
  const interests: unknown[] = [];
  prepared.forEach((p, i) => {
    for (const interest of p.stats.interests)
      interests.push(ids[i]!, p.r.officeId, p.r.visitedAt, interest, p.stats.people);
  });
  const width = INTEREST_COLUMNS.length * 2000;
  for (let i = 0; i < interests.length; i += width)
    await rawInsert(trx, 'profile_interests', INTEREST_COLUMNS, interests.slice(i, i + width));
  return ids;
}
