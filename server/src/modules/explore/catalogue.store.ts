import { sql, type Kysely } from 'kysely';
import {
  ASSET_STATUS,
  ASSET_TYPE_LABELS,
  EXPLORE_CATEGORIES,
  EXPLORE_LOCALES,
  categoryOf,
  plainTextOf,
  type AssetInput,
  type AssetSource,
} from '@sportello/contracts';
import { isPostgres } from '../../platform/db/connect.js';
import type { Database } from '../../platform/db/schema.js';
import { foldForSearch } from '../../platform/search/words.js';
import { municipalitiesByCode, type MunicipalityPlace } from '../places/index.js';

/**
 * The one writer of the explore catalogue: every source (published contents, the importer, IAT
 * offices, destinations, the demo seed) hands it parsed AssetInputs. In the caller's transaction it
 * writes the asset row with its filter columns, the texts per locale, the full-text index and the
 * words of the typo fallback's dictionary, so a search never sees half an asset.
 */

type Db = Kysely<Database>;

/** Words shorter than this or longer than that are not worth suggesting. */
const TERM_MIN = 3;
const TERM_MAX = 30;

type MunicipalityInfo = MunicipalityPlace;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The columns the filters read, taken from the type-specific fields. */
function filterColumns(input: AssetInput) {
  const f = input.fields;
  const classification = f.typeClassification as { code?: string; rank?: number } | undefined;
  const stages = Array.isArray(f.stages) ? f.stages.length : null;
  return {
    stars: num(classification?.rank),
    classification: str(classification?.code),
    dateFrom: str(f.from),
    dateTo: str(f.to),
    priceFrom: input.priceFrom ?? null,
    difficulty: str(f.difficulty),
    lengthKm: num(f.lunghezza),
    ascentM: num(f.dislivelloSalita),
    numTappe: input.numTappe ?? stages,
  };
}

/**
 * What the index holds: as its title, what the asset is and where, and the rest as its body, folded,
 * in every language. What it is: its titles and its kind (a sight's typeOf, "Museo"; its type,
 * category and classification labels); where: its town and province. The kind is a title so that
 * "museo siena" puts the museums first (search-index.ts ranks the rows with every word in the title
 * first), the town so that "Siena" puts what is in Siena before what only names it (a bank of
 * Siena's branch in Livorno).
 */
function searchTexts(input: AssetInput, municipality: MunicipalityInfo | undefined) {
  const texts = EXPLORE_LOCALES.map((l) => input.texts[l]).filter((t) => t !== undefined);
  const category = EXPLORE_CATEGORIES.find(
    (c) => c.name === categoryOf(input.type, str(input.fields.placeKind) ?? undefined),
  );
  const classification = input.fields.typeClassification as { label?: string } | undefined;
  const title = foldForSearch(
    [
      ...texts.map((t) => t.title),
      str(input.fields.typeOf) ?? '',
      ASSET_TYPE_LABELS[input.type],
      category?.label ?? '',
      classification?.label ?? '',
      municipality?.name ?? '',
      municipality?.provinceName ?? '',
    ].join(' '),
  );
  const body = foldForSearch(
    [
      ...texts.flatMap((t) => [t.subtitle ?? '', t.text ?? '', plainTextOf(t.fulltext ?? ''), t.info ?? '']),
    ].join(' '),
  ).slice(0, 100_000);
  return { title, body };
}

/** The dictionary words of an indexed text. */
export function termsOf(text: string): string[] {
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= TERM_MIN && w.length <= TERM_MAX && !/^\d+$/.test(w));
  return [...new Set(words)];
}

export type UpsertResult = { inserted: number; updated: number; ids: number[] };

/**
 * Rows per round of multi-row inserts: the assets row has about 30 columns, so 200 of them stay
 * well under both engines' bound-parameter limits (SQLite 32,766, PostgreSQL 65,535).
 */
const ROWS_PER_INSERT = 200;
const TEXTS_PER_INSERT = 500;

/** The inputs in rounds of ROWS_PER_INSERT; a source id seen again starts a new round (it updates). */
function rounds(inputs: readonly AssetInput[]): AssetInput[][] {
  const out: AssetInput[][] = [];
  let round: AssetInput[] = [];
  let seen = new Set<string>();
  for (const input of inputs) {
    if (round.length === ROWS_PER_INSERT || seen.has(input.sourceId)) {
      out.push(round);
      round = [];
      seen = new Set();
    }
    round.push(input);
    seen.add(input.sourceId);
  }
  if (round.length) out.push(round);
  return out;
}

export type UpsertOptions = {
  /** A bulk load (seed, bench data) that runs refreshTerms at its end: no words added meanwhile. */
  dictionaryLater?: boolean;
};

const inChunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Writes the assets of one source: a new sourceId inserts, a known one replaces the asset's row,
 * texts and index entry (its id stays, so lists that reference it keep it). Run it inside a
 * transaction: the caller decides what "all or nothing" covers. Rows, texts and index entries go
 * in multi-row inserts, a round of a few hundred assets at a time (the demo seed and the bench
 * write thousands); `ids` are in the order of `inputs`.
 */
export async function upsertAssets(
  db: Db,
  source: AssetSource,
  inputs: readonly AssetInput[],
  options: UpsertOptions = {},
): Promise<UpsertResult> {
  const result: UpsertResult = { inserted: 0, updated: 0, ids: [] };
  if (inputs.length === 0) return result;
  const pg = isPostgres(db);
  const municipalities = await municipalitiesByCode(
    db,
    inputs.flatMap((i) => (i.municipality ? [i.municipality] : [])),
  );
  const now = new Date().toISOString();
  const newTerms = new Set<string>();

  for (const round of rounds(inputs)) {
    const prepared = round.map((input) => {
      const municipality = input.municipality ? municipalities.get(input.municipality) : undefined;
      const first =
        input.coords[0] ?? (municipality ? { lat: municipality.lat, lng: municipality.lng } : undefined);
      const search = searchTexts(input, municipality);
      const placeKind = str(input.fields.placeKind);
      if (!options.dictionaryLater)
        for (const t of termsOf(`${search.title} ${search.body}`)) newTerms.add(t);
      const row = {
        source,
        sourceId: input.sourceId,
        type: input.type,
        category: categoryOf(input.type, placeKind ?? undefined),
        placeKind,
        status: input.status,
        municipalityCode: municipality ? input.municipality! : null,
        provinceCode: municipality?.provinceCode ?? null,
        lat: first?.lat ?? null,
        lng: first?.lng ?? null,
        coords: JSON.stringify(input.coords),
        imgSrc: input.img?.src ?? null,
        imgAlt: input.img?.alt ?? null,
        href: input.href ?? '',
        ...filterColumns(input),
        fields: JSON.stringify(input.fields),
        langs: EXPLORE_LOCALES.filter((l) => input.texts[l]).join(','),
        titleSort: foldForSearch(input.texts.it!.title),
        searchTitle: search.title,
        searchBody: search.body,
        updatedAt: now,
      };
      return { input, row, search };
    });

    const idOf = new Map(
      (
        await db
          .selectFrom('assets')
          .select(['id', 'sourceId'])
          .where('source', '=', source)
          .where(
            'sourceId',
            'in',
            round.map((i) => i.sourceId),
          )
          .execute()
      ).map((r) => [r.sourceId, r.id]),
    );
    // A known source id: the row is replaced, its texts and index entry written again below.
    const known = prepared.filter((p) => idOf.has(p.input.sourceId));
    for (const p of known)
      await db.updateTable('assets').set(p.row).where('id', '=', idOf.get(p.input.sourceId)!).execute();
    if (known.length) {
      const knownIds = known.map((p) => idOf.get(p.input.sourceId)!);
      await db.deleteFrom('assetTexts').where('assetId', 'in', knownIds).execute();
      if (!pg) await sql`delete from asset_fts where rowid in (${sql.join(knownIds)})`.execute(db);
      result.updated += known.length;
    }
    const fresh = prepared.filter((p) => !idOf.has(p.input.sourceId));
    if (fresh.length) {
      const inserted = await db
        .insertInto('assets')
        .values(fresh.map((p) => p.row))
        .returning(['id', 'sourceId'])
        .execute();
      for (const r of inserted) idOf.set(r.sourceId, r.id);
      result.inserted += fresh.length;
    }

    const texts = prepared.flatMap(({ input }) => {
      const assetId = idOf.get(input.sourceId)!;
      result.ids.push(assetId);
      return EXPLORE_LOCALES.flatMap((locale) => {
        const t = input.texts[locale];
        return t
          ? [
              {
                assetId,
                locale,
                title: t.title,
                subtitle: t.subtitle ?? '',
                text: t.text ?? '',
                fulltext: t.fulltext ?? '',
                info: t.info ?? '',
                price: t.price ?? '',
                profession: t.profession ?? '',
              },
            ]
          : [];
      });
    });
    for (const chunk of inChunks(texts, TEXTS_PER_INSERT))
      await db.insertInto('assetTexts').values(chunk).execute();
    if (!pg) {
      const entries = prepared.map(
        (p) => sql`(${idOf.get(p.input.sourceId)!}, ${p.search.title}, ${p.search.body})`,
      );
      await sql`insert into asset_fts (rowid, title, body) values ${sql.join(entries)}`.execute(db);
    }
  }

  await addTerms(db, [...newTerms]);
  return result;
}

/** Adds words to the dictionary (a word already there keeps its count until refreshTerms). */
async function addTerms(db: Db, terms: string[]): Promise<void> {
  for (let i = 0; i < terms.length; i += 500) {
    await db
      .insertInto('assetTerms')
      .values(terms.slice(i, i + 500).map((term) => ({ term, docs: 1 })))
      .onConflict((oc) => oc.column('term').doNothing())
      .execute();
  }
}

/**
 * Marks the assets of a source as deleted (status 2): they leave the search, but a list that holds
 * one still shows it, with its red label. Returns how many changed.
 */
export async function withdrawAssets(
  db: Db,
  source: AssetSource,
  sourceIds: readonly string[],
): Promise<number> {
  if (sourceIds.length === 0) return 0;
  const res = await db
    .updateTable('assets')
    .set({ status: ASSET_STATUS.deleted, updatedAt: new Date().toISOString() })
    .where('source', '=', source)
    .where('sourceId', 'in', [...sourceIds])
    .where('status', '!=', ASSET_STATUS.deleted)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Rebuilds the dictionary with true document counts from the index itself; run after a bulk load
 * (seed, import, bench data), where counting word by word would cost more than the load.
 */
export async function refreshTerms(db: Db): Promise<void> {
  await db.deleteFrom('assetTerms').execute();
  if (isPostgres(db)) {
    await sql`insert into asset_terms (term, docs)
      select word, ndoc from ts_stat('select search_vector from assets where status = 0')
      where length(word) between ${TERM_MIN} and ${TERM_MAX} and word !~ '^[0-9]+$'`.execute(db);
    return;
  }
  // fts5vocab reads a contentless table's terms straight from the index.
  await sql`create virtual table if not exists temp.asset_fts_vocab using fts5vocab(main, asset_fts, 'row')`.execute(
    db,
  );
  await sql`insert into asset_terms (term, docs)
    select term, doc from temp.asset_fts_vocab
    where length(term) between ${TERM_MIN} and ${TERM_MAX} and term not glob '[0-9]*'`.execute(db);
}

/**
 * Marks as expired (status 1) the assets whose last day is before `today` (events, offers): the
 * search reads the status from its indexes alone, so the passing of days is written, not computed
 * per query. Idempotent; any instance may run it. Returns how many changed.
 */
export async function expirePastAssets(db: Db, today: string): Promise<number> {
  const res = await db
    .updateTable('assets')
    .set({ status: ASSET_STATUS.expired, updatedAt: new Date().toISOString() })
    .where('status', '=', ASSET_STATUS.normal)
    .where('dateTo', '<', today)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
