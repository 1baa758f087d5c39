import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.js';
import { parseImportText, readImportFile } from './import.file.js';
import { encodingOf } from './import.text.js';
import { importFile } from './import.service.js';

/**
 * A CSV file as spreadsheets write it: Windows-1252 (Excel's "CSV" in Italian) or UTF-8 with a
 * byte-order mark, semicolons, CRLF; and a file of many MB, read in chunks.
 */

/** Windows-1252 is Latin-1 but for 0x80-0x9F, where it puts € (0x80), curly quotes and a few more. */
const windows1252 = (text: string) => Buffer.from(text.replace(/€/g, '\x80'), 'latin1');

describe('npm run import: CSV files as spreadsheets save them', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-import-csv-'));
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  const write = (name: string, bytes: Buffer | string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, bytes);
    return file;
  };
  const textsOf = async (sourceId: string) => {
    const asset = await t.db
      .selectFrom('assets')
      .select(['id', 'fields'])
      .where('source', '=', 'import')
      .where('sourceId', '=', sourceId)
      .executeTakeFirstOrThrow();
    const it = await t.db
      .selectFrom('assetTexts')
      .selectAll()
      .where('assetId', '=', asset.id)
      .where('locale', '=', 'it')
      .executeTakeFirstOrThrow();
    return { ...it, fields: JSON.parse(asset.fields) as Record<string, unknown> };
  };

  it('reads a Windows-1252 file (Excel, Italian): accents and € as written, bad rows named by line', async () => {
    const bytes = windows1252(
      [
        'sourceId;type;municipality;title_it;text_it;fields.iatPrice',
        'museo-citta-1252;attraction;048017;Museo della Città;"Dal Perù a Firenze:',
        'tre sale, un caffè";Intero 5 €',
        'museo-sbagliato;attraction;48017;Più là;;',
        '',
      ].join('\r\n'),
    );
    // Not UTF-8: à, ù, è are single bytes, € is 0x80.
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const file = write('musei-excel.csv', bytes);
    expect(await encodingOf(file)).toBe('windows-1252');

    const report = await importFile(t.db, file);
    expect(report.inserted).toBe(1);
    expect(report.rejected).toEqual([
      {
        line: 4,
        issues: [{ field: 'municipality', message: 'Codice ISTAT del comune non valido (6 cifre)' }],
      },
    ]);
    const texts = await textsOf('museo-citta-1252');
    expect(texts.title).toBe('Museo della Città');
    expect(texts.text).toBe('Dal Perù a Firenze:\ntre sale, un caffè');
    expect(texts.fields.iatPrice).toBe('Intero 5 €');
  });

  it('reads UTF-8 with or without a byte-order mark, never taking it for Windows-1252', async () => {
    const header = 'sourceId,type,municipality,title_it,fields.iatPrice';
    const withBom = write('bom.csv', `\uFEFF${header}\nmuseo-bom,attraction,048017,Città e Perù,5 €\n`);
    expect(fs.readFileSync(withBom).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const plain = write('plain.csv', `${header}\r\nmuseo-utf8,attraction,048017,Perù,“6 €”\r\n`);
    expect(await encodingOf(withBom)).toBe('utf-8');
    expect(await encodingOf(plain)).toBe('utf-8');

    // The mark is no part of the first column's name (else "sourceId" would be unknown).
    expect(await importFile(t.db, withBom)).toMatchObject({ inserted: 1, rejected: [] });
    expect(await importFile(t.db, plain)).toMatchObject({ inserted: 1, rejected: [] });
    expect(await textsOf('museo-bom')).toMatchObject({ title: 'Città e Perù', fields: { iatPrice: '5 €' } });
    expect(await textsOf('museo-utf8')).toMatchObject({ title: 'Perù', fields: { iatPrice: '“6 €”' } });
    // A text already in memory may carry the mark too.
    expect(parseImportText(`\uFEFF${header}\nx,attraction,048017,Città,\n`, '.csv').rows).toHaveLength(1);
  });

  it('reads a file of many MB in chunks, the event loop free meanwhile, lines counted across chunks', async () => {
    const rows = 24_000;
    const text = (i: number) =>
      `"Una descrizione lunga quanto basta, ripetuta: ${'Città, '.repeat(20)}fine ${i}"`;
    const lines = ['sourceId;type;municipality;title_it;text_it'];
    for (let i = 1; i <= rows; i++) lines.push(`museo-${i};attraction;048017;Museo ${i};${text(i)}`);
    // Near the end, a cell over two lines, and after it a row with too few cells.
    lines.push(
      'museo-a-capo;attraction;048017;A capo;"prima riga\r\nseconda riga"',
      'museo-corto;attraction',
    );
    const file = write('grande.csv', windows1252(lines.join('\r\n')));
    expect(fs.statSync(file).size).toBeGreaterThan(4 * 1024 * 1024);

    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    let parsed;
    try {
      parsed = await readImportFile(file);
    } finally {
      clearInterval(timer);
    }
    // Parsed in one go, the timer would not have run at all until the end.
    expect(ticks).toBeGreaterThan(5);
    expect(parsed.rows).toHaveLength(rows + 2);
    expect(parsed.rows[rows - 1]).toMatchObject({ line: rows + 1, issues: [] });
    expect((parsed.rows[rows - 1]!.value as { texts: { it: { text: string } } }).texts.it.text).toBe(
      text(rows).slice(1, -1),
    );
    expect(parsed.rows[rows]).toMatchObject({ line: rows + 2, issues: [] });
    expect(parsed.rows[rows + 1]).toMatchObject({
      line: rows + 4,
      issues: [{ field: 'riga', message: 'La riga ha 2 celle, l’intestazione ne ha 5' }],
    });
  }, 60_000);

  it('names the line where a file stops being CSV, from a file as from a text', async () => {
    const header = 'sourceId;type;title_it';
    const many = Array.from({ length: 5_000 }, (_, i) => `m-${i};attraction;"Museo\n${i}"`);
    const open = write(
      'aperta.csv',
      [header, ...many, '', 'x;attraction;"Senza fine', 'e ancora'].join('\n'),
    );
    await expect(readImportFile(open)).rejects.toThrow(
      'CSV non valido: le virgolette aperte alla riga 10003 non sono chiuse.',
    );
    const after = [header, 'a;attraction;"Uno"', '', 'b;attraction;"Due\r\nrighe" e poi'].join('\r\n');
    const expected = 'CSV non valido alla riga 5: dopo le virgolette di chiusura serve il separatore.';
    expect(() => parseImportText(after, '.csv')).toThrow(expected);
    await expect(readImportFile(write('dopo.csv', after))).rejects.toThrow(expected);
    const inside = [header, 'a;attraction;Il "Panorama"'].join('\n');
    expect(() => parseImportText(inside, '.csv')).toThrow(
      'CSV non valido alla riga 2: una cella con virgolette va racchiusa tra virgolette, con quelle interne raddoppiate ("").',
    );
    await expect(readImportFile(path.join(dir, 'nessuno.csv'))).rejects.toThrow(/il file non esiste/);
    fs.mkdirSync(path.join(dir, 'cartella.csv'));
    await expect(readImportFile(path.join(dir, 'cartella.csv'))).rejects.toThrow(/è una cartella/);
  });
});
