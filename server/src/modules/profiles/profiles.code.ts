import * as repo from './profiles.repo.js';

/**
 * A profile's readable code: prefix, year, number (`SI-2026-000123`), unique in the whole region.
 *
 * The prefix is the office's province and the number comes from one counter per prefix and year,
 * shared by every office of the province. We chose that over a prefix per office
 * (`SI-MTP-2026-…`): the code stays as short as the desks know it, to read out at the counter or
 * over the phone, it still says where the visitor was met, and nobody has to keep a register of
 * office abbreviations that must never collide. What it costs is harmless: one office's numbers
 * have gaps where another office of the province took one. The code is a name, not a count (the
 * statistics count rows). The database holds it UNIQUE, on either engine.
 */
export function codePrefix(group: { slug: string; province: string }): string {
  const province = group.province
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  if (province.length >= 2) return province.slice(0, 2);
  return (
    group.slug
      .replace(/^iat-/, '')
      .toUpperCase()
      .replace(/[^A-Z]/g, '') + 'XX'
  ).slice(0, 2);
}

export const formatCode = (prefix: string, year: number, counter: number) =>
  `${prefix}-${year}-${String(counter).padStart(6, '0')}`;

type Q = Parameters<typeof repo.nextCodeNumber>[0];

/**
 * The next code of the prefix's year, in the saving transaction. The counter is bumped in one
 * statement (an upsert: PostgreSQL queues a second desk, or a second process, behind the first
 * until it commits; SQLite has one writer), so two saves never draw the same number. Call it before
 * any other statement of the transaction: on SQLite a transaction that read first and writes late
 * can be refused as busy by another process's write in between. A number already used by a code
 * written without the counter (an import with its own codes) is skipped, never repeated.
 */
export async function issueCode(db: Q, prefix: string, year: number): Promise<string> {
  for (;;) {
    const code = formatCode(prefix, year, await repo.nextCodeNumber(db, prefix, year));
    if (!(await repo.codeTaken(db, code))) return code;
  }
}
