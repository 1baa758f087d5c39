import type { Profiled, ProfileSource } from '@sportello/contracts';
import { nowIso, type Db } from '../../platform/db/connect.js';
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
  /** Given when absent, from the office's counter of the visit's year. */
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

/** Rows per INSERT: 22 columns × 400 stays well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 400;
/** Chunks per transaction: one commit per 20,000 rows keeps SQLite fast and PostgreSQL's WAL short. */
const CHUNKS_PER_TX = 50;

/**
 * Inserts profiles fast: multi-row INSERTs in large transactions, on either engine, with their
 * statistics columns and profile_interests rows computed here exactly as a save computes them,
 * codes drawn from profile_counters (kept up to date), and favourites lists when rows carry some.
 * Meant for tools and tests on a quiet database: counters are read once, not locked per row.
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
    (await db.selectFrom('profileCounters').selectAll().execute()).map((c) => [
      `${c.officeId}:${c.year}`,
      c.last,
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
        const [officeId, year] = key.split(':').map(Number) as [number, number];
        const last = counters.get(key)!;
        await trx
          .insertInto('profileCounters')
          .values({ officeId, year, last })
          .onConflict((oc) => oc.columns(['officeId', 'year']).doUpdateSet({ last }))
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
      const key = `${r.officeId}:${year}`;
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
  const inserted = await trx
    .insertInto('profiles')
    .values(
      prepared.map(({ r, code, values, contact, stats }) => ({
        code,
        officeId: r.officeId,
        operatorId: r.operatorId ?? null,
        profiled: r.profiled,
        source: r.source ?? 'desk',
        terminalId: r.terminalId ?? null,
        listId: listIds.get(r) ?? null,
        valuesJson: JSON.stringify(values),
        contactJson: contact ? JSON.stringify(contact) : null,
        consentAt: contact ? r.consentAt! : null,
        visitedAt: r.visitedAt,
        createdAt: r.createdAt ?? r.visitedAt,
        updatedAt: r.createdAt ?? now,
        contactErasedAt: null,
        countryKind: stats.countryKind,
        country: stats.country,
        region: stats.region,
        people: stats.people,
      })),
    )
    .returning('id')
    .execute();
  const ids = inserted.map((x) => x.id);
  const interests = prepared.flatMap((p, i) =>
    p.stats.interests.map((interest) => ({
      profileId: ids[i]!,
      officeId: p.r.officeId,
      visitedAt: p.r.visitedAt,
      interest,
    })),
  );
  for (let i = 0; i < interests.length; i += 2000)
    await trx
      .insertInto('profileInterests')
      .values(interests.slice(i, i + 2000))
      .execute();
  return ids;
}
