import { sql } from 'kysely';
import { CONTENT_LANGUAGES, type ContentLang, type ContentStatus } from '@sportello/contracts';
import type { Db } from '../platform/db/connect.js';
import { slugify } from '../platform/text/slug.js';
import { foldForSearch } from '../platform/search/words.js';
import { listContentTypes } from '../modules/content/content-types.repo.js';
import { addToSearchIndex } from '../modules/content/content.search.js';
import { mergeFullTextSegments } from '../platform/search/fts-merge.js';
import { Random } from './explore-random.js';

/**
 * Many synthetic contents at once, for the list's scale test and the benchmark: contents rows
 * (the list row the revision store would write) and their full-text rows, in chunked inserts.
 * Deterministic for a given seed; returns what it wrote so a test can compute the expected answers.
 */

export interface BulkAuthor {
  id: number;
  name: string;
  groupId: number;
}

export interface BulkRow {
  id: number;
  typeCode: string;
  typeId: number;
  groupId: number;
  creatorId: number;
  status: ContentStatus;
  name: string;
  langs: ContentLang[];
  createdAt: string;
  updatedAt: string;
  updatesCount: number;
  expiresOn: string | null;
  api: number;
  searchText: string;
}

const PLACES = ['Firenze', 'Siena', 'Pisa', 'Lucca', 'Arezzo', 'Grosseto', 'Livorno', 'Pistoia', 'Prato', 'Massa', 'San Gimignano', 'Montepulciano', 'Volterra', 'Cortona', 'Pienza', 'Montalcino', 'Chianti', 'Val d’Orcia', 'Garfagnana', 'Maremma', 'Mugello', 'Casentino', 'Lunigiana', 'Versilia', 'Elba']; // prettier-ignore
const SUBJECTS = [
  ['Passeggiata', 'Walk'],
  ['Itinerario', 'Route'],
  ['Festa', 'Festival'],
  ['Mostra', 'Exhibition'],
  ['Degustazione', 'Tasting'],
  ['Visita guidata', 'Guided tour'],
  ['Percorso in bici', 'Bike ride'],
  ['Weekend', 'Weekend'],
  ['Concerto', 'Concert'],
  ['Mercato', 'Market'],
] as const;
const THEMES = [
  [
    'tra vigne e cantine',
    'among vineyards and cellars',
    'vino rosso, cantine storiche e assaggi di pecorino',
  ],
  ['nel borgo medievale', 'in the medieval village', 'torri, mura, pievi romaniche e botteghe artigiane'],
  ['lungo il fiume', 'along the river', 'argini, mulini, ponti in pietra e aironi'],
  ['sulle colline', 'over the hills', 'cipressi, crete, casali e tramonti dorati'],
  ['al mare', 'by the sea', 'spiagge, pinete, porticcioli e pesce fresco'],
  ['nei musei', 'in the museums', 'affreschi, sculture, Rinascimento e collezioni civiche'],
  ['in famiglia', 'for families', 'laboratori per bambini, parchi e merende'],
  ['alle terme', 'at the spa', 'acque calde, benessere, vasche e relax'],
] as const;

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

function statusOf(x: number): ContentStatus {
  if (x < 0.5) return 'published';
  if (x < 0.75) return 'draft';
  if (x < 0.9) return 'pending';
  if (x < 0.95) return 'discarded';
  if (x < 0.98) return 'delete_requested';
  return 'deleted';
}

const DAY = 86_400_000;
/** Rows per insert: 19 parameters a row stays under both engines' limits on bound parameters. */
const CHUNK = 1000;

export async function insertBulkContents(
  db: Db,
  opts: { count: number; authors: BulkAuthor[]; seed?: number; now?: Date },
): Promise<BulkRow[]> {
  const types = await listContentTypes(db, 'content');
  if (!types.length || !opts.authors.length) throw new Error('insertBulkContents: tipi o autori mancanti');
  // The catalogue generator's seeded randomness (mulberry32): every run writes the same contents.
  const random = new Random(opts.seed ?? 20_000);
  const r = () => random.next();
  const now = (opts.now ?? new Date()).getTime();
  const planned = Array.from({ length: opts.count }, (_, i) => {
    const type = types[i % types.length]!;
    const author = opts.authors[Math.floor(r() * opts.authors.length)]!;
    const [subject, subjectEn] = pick(r, SUBJECTS);
    const place = pick(r, PLACES);
    const [theme, themeEn, details] = pick(r, THEMES);
    const name = `${subject} a ${place} ${theme} n. ${i + 1}`;
    const langs: ContentLang[] = CONTENT_LANGUAGES.filter(
      (l, k) => l === 'it' || r() < [1, 0.7, 0.1, 0.1, 0.05][k]!,
    );
    const excerpt = `Una proposta a ${place}: ${details}.`;
    const english = langs.includes('en') ? `${subjectEn} in ${place} ${themeEn}. A day of ${themeEn}.` : '';
    const created = now - Math.floor(r() * 365 * DAY);
    const updated = Math.min(now, created + Math.floor(r() * 30 * DAY));
    const status = statusOf(r());
    const dated = type.template.expiryField !== undefined;
    return {
      type,
      author,
      status,
      name,
      langs,
      excerpt,
      searchText: foldForSearch(`${name} ${excerpt} ${english}`),
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
      updatesCount: r() < 0.4 ? 0 : 1 + Math.floor(r() * 8),
      expiresOn: dated
        ? new Date(now + Math.floor((r() * 400 - 200) * DAY)).toISOString().slice(0, 10)
        : null,
      api: status === 'published' && r() < 0.3 ? 1 : 0,
    };
  });

  const written: BulkRow[] = [];
  for (let start = 0; start < planned.length; start += CHUNK) {
    const chunk = planned.slice(start, start + CHUNK);
    const ids = await db
      .insertInto('contents')
      .values(
        chunk.map((p) => ({
          typeId: p.type.id,
          family: p.type.family,
          groupId: p.author.groupId,
          creatorId: p.author.id,
          creatorName: p.author.name,
          status: p.status,
          name: p.name,
          slug: slugify(p.name).slice(0, 120),
          langs: p.langs.join(','),
          imageSrc: null,
          imageAlt: null,
          excerpt: p.excerpt,
          expiresOn: p.expiresOn,
          api: p.api,
          reviewerId: null,
          updatesCount: p.updatesCount,
          searchText: p.searchText,
          createdAt: p.createdAt,
          updatedAt: p.updatedAt,
        })),
      )
      .returning('id')
      .execute();
    const rows = chunk.map((p, k) => ({
      id: ids[k]!.id,
      typeCode: p.type.code,
      typeId: p.type.id,
      groupId: p.author.groupId,
      creatorId: p.author.id,
      status: p.status,
      name: p.name,
      langs: p.langs,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      updatesCount: p.updatesCount,
      expiresOn: p.expiresOn,
      api: p.api,
      searchText: p.searchText,
    }));
    // Deleted contents are not searched (the store unindexes them).
    await addToSearchIndex(
      db,
      rows.filter((row) => row.status !== 'deleted').map((row) => row.id),
    );
    written.push(...rows);
  }
  await mergeFullTextSegments(db, 'content_fts');
  // Fresh statistics, as autovacuum would gather after such a load: without them PostgreSQL
  // takes the table for empty and skips the full-text index.
  await sql`analyze contents`.execute(db);
  return written;
}

/**
 * Gives the bulk contents that are published a published revision (the partners' feed reads only
 * those), its documents copied from a demo content of the same type that has one: for the read
 * API's bench (scripts/bench-public-api.mjs). A type with no published demo content keeps its bulk
 * contents without one, out of the feed. Returns how many contents it published.
 */
export async function publishBulkContents(db: Db, rows: readonly BulkRow[]): Promise<number> {
  const models = await db
    .selectFrom('contents')
    .select(['typeId', (eb) => eb.fn.min('publishedRevision').as('revision')])
    .where('publishedRevision', 'is not', null)
    .groupBy('typeId')
    .execute();
  const documents = await db
    .selectFrom('contentDocuments')
    .select(['revisionId', 'lang', 'isActive', 'cloneFrom', 'document'])
    .where('revisionId', 'in', models.length ? models.map((m) => Number(m.revision)) : [0])
    .execute();
  const byType = new Map(
    models.map((m) => [m.typeId, documents.filter((d) => d.revisionId === Number(m.revision))]),
  );
  const published = rows.filter((r) => r.status === 'published' && byType.get(r.typeId)?.length);
  for (let start = 0; start < published.length; start += CHUNK) {
    const chunk = published.slice(start, start + CHUNK);
    const revisions = await db
      .insertInto('contentRevisions')
      .values(
        chunk.map((r) => ({
          contentId: r.id,
          track: 'main' as const,
          kind: 'published',
          authorId: r.creatorId,
          authorName: '',
          baseRevision: null,
          detached: 0,
          createdAt: r.updatedAt,
        })),
      )
      .returning(['id', 'contentId'])
      .execute();
    const docs = revisions.flatMap((rev, k) =>
      byType.get(chunk[k]!.typeId)!.map((d) => ({ ...d, revisionId: rev.id })),
    );
    for (let at = 0; at < docs.length; at += CHUNK)
      await db
        .insertInto('contentDocuments')
        .values(docs.slice(at, at + CHUNK))
        .execute();
    const revisionOf = sql<number>`(select max(r.id) from content_revisions r where r.content_id = contents.id)`;
    await db
      .updateTable('contents')
      .set({ publishedRevision: revisionOf, headRevision: revisionOf })
      .where(
        'id',
        'in',
        chunk.map((r) => r.id),
      )
      .execute();
  }
  return published.length;
}
