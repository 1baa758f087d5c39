import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, connect, type Db } from '../db/connect.js';
import { ftsMatch, learnPrefixes } from './fts-prefixes.js';

/** Words of one text each, under rowids 1, 2, …, in a table shaped as migration 023's. */
const TEXTS = [
  'volterra alabastro',
  'volterrano pisa',
  'volterra1398',
  'pisa torre pendente',
  ...Array.from({ length: 9 }, (_, i) => `torre${i} medievale`),
  'strasse straße',
];

describe('FTS5: a word longer than the prefix indexes, searched as the words it stands for', () => {
  let dir: string;
  let file: string;
  let db: Db;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fts-prefixes-'));
    file = path.join(dir, 'db.sqlite');
    db = connect({ kind: 'sqlite', file });
    await sql`create virtual table content_fts using fts5(search_text,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4', content = '', contentless_delete = 1)`.execute(
      db,
    );
    for (const [i, text] of TEXTS.entries())
      await sql`insert into content_fts (rowid, search_text) values (${i + 1}, ${text})`.execute(db);
  });
  afterAll(async () => {
    await closeDatabase(db);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const rowsOf = async (match: string) =>
    (
      await sql<{
        rowid: number;
      }>`select rowid from content_fts where content_fts match ${match} order by rowid`.execute(db)
    ).rows.map((r) => r.rowid);

  it('reads the words each long prefix stands for, and finds the same rows as the prefix', async () => {
    const words = ['volter', 'pisa', 'medieval', 'torre', 'nessuna'];
    // Nothing learnt yet: every word a prefix.
    expect(ftsMatch(db, 'content_fts', words)).toBe(
      '"volter"* AND "pisa"* AND "medieval"* AND "torre"* AND "nessuna"*',
    );

    await learnPrefixes(db, 'content_fts', words);
    // "pisa" has its prefix index; "torre" stands for ten words (more than an OR is worth);
    // no word starts with "nessuna": the word itself, which matches nothing.
    expect(ftsMatch(db, 'content_fts', words)).toBe(
      '("volterra" OR "volterra1398" OR "volterrano") AND "pisa"* AND "medievale" AND "torre"* AND "nessuna"',
    );
    for (const search of [['volter'], ['volterra'], ['volter', 'pisa'], ['medieval', 'torre'], ['nessuna']]) {
      await learnPrefixes(db, 'content_fts', search);
      expect(await rowsOf(ftsMatch(db, 'content_fts', search)), search.join(' ')).toEqual(
        await rowsOf(search.map((w) => `"${w}"*`).join(' ')),
      );
    }
    expect(await rowsOf(ftsMatch(db, 'content_fts', ['volter']))).toEqual([1, 2, 3]);
  });

  it('forgets what it read as soon as this process writes: a new word is found at once', async () => {
    await learnPrefixes(db, 'content_fts', ['volter']);
    await sql`insert into content_fts (rowid, search_text) values (100, 'volterrana')`.execute(db);
    // Not learnt since the write: a prefix again, which finds the new word.
    expect(ftsMatch(db, 'content_fts', ['volter'])).toBe('"volter"*');
    expect(await rowsOf(ftsMatch(db, 'content_fts', ['volter']))).toEqual([1, 2, 3, 100]);
    await learnPrefixes(db, 'content_fts', ['volter']);
    expect(ftsMatch(db, 'content_fts', ['volter'])).toBe(
      '("volterra" OR "volterra1398" OR "volterrana" OR "volterrano")',
    );
  });

  it('forgets it too when another process commits to the database', async () => {
    await learnPrefixes(db, 'content_fts', ['volter']);
    expect(ftsMatch(db, 'content_fts', ['volter'])).not.toBe('"volter"*');
    const other = new SQLite(file);
    try {
      other.prepare(`insert into content_fts (rowid, search_text) values (101, 'volterraio')`).run();
    } finally {
      other.close();
    }
    expect(ftsMatch(db, 'content_fts', ['volter'])).toBe('"volter"*');
    expect(await rowsOf(ftsMatch(db, 'content_fts', ['volter']))).toEqual([1, 2, 3, 100, 101]);
  });

  it('leaves a word that is not plain ASCII as a prefix: the tokenizer, not JavaScript, folds it', async () => {
    await learnPrefixes(db, 'content_fts', ['straße']);
    expect(ftsMatch(db, 'content_fts', ['straße'])).toBe('"straße"*');
  });
});
