import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.js';
import { runTypeScript } from '../../../../test/run-typescript.js';
import { readCsv } from './csv-reader.js';
import { parseImportText, readImportFile } from './import.file.js';
import { ImportFileError } from './import.messages.js';
import { formatReport, importFile, importParsed } from './import.service.js';

const samples = path.join(import.meta.dirname, 'samples');
const sample = (name: string) => path.join(samples, name);
const root = path.resolve(import.meta.dirname, '../../../../..');

describe('npm run import: the importer of the explore catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const assetOf = (sourceId: string) =>
    t.db
      .selectFrom('assets')
      .selectAll()
      .where('source', '=', 'import')
      .where('sourceId', '=', sourceId)
      .executeTakeFirstOrThrow();
  const textsOf = async (assetId: number) =>
    Object.fromEntries(
      (await t.db.selectFrom('assetTexts').selectAll().where('assetId', '=', assetId).execute()).map((x) => [
        x.locale,
        x,
      ]),
    );
  const countImported = async () =>
    Number(
      (
        await t.db
          .selectFrom('assets')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('source', '=', 'import')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('CSV: imports the good rows, names the bad line with its columns, updates on re-import', async () => {
    const before = await countImported();
    const report = await importFile(t.db, sample('musei.csv'));
    expect(report).toMatchObject({ format: 'csv', inserted: 5, updated: 0 });
    expect(report.rejected).toEqual([
      {
        line: 7,
        issues: [
          { field: 'municipality', message: 'Codice ISTAT del comune non valido (6 cifre)' },
          { field: 'fields.linksite', message: 'Indirizzo web non valido' },
        ],
      },
    ]);
    expect(formatReport(report)).toBe(
      'Importati 5, aggiornati 0, scartati 1\n' +
        '  Riga 7: municipality — Codice ISTAT del comune non valido (6 cifre); fields.linksite — Indirizzo web non valido',
    );

    const uffizi = await assetOf('museo-uffizi');
    expect(uffizi).toMatchObject({
      type: 'attraction',
      municipalityCode: '048017',
      provinceCode: 'FI',
      lat: 43.7678,
      lng: 11.2553,
      priceFrom: 25,
      langs: 'it,en',
    });
    expect(JSON.parse(uffizi.fields)).toMatchObject({
      typeOf: 'Museo',
      where: 'Piazzale degli Uffizi 6, Firenze',
      linksite: 'https://www.uffizi.it',
    });
    const texts = await textsOf(uffizi.id);
    expect(texts.it).toMatchObject({
      title: 'Galleria degli Uffizi',
      subtitle: 'Il Rinascimento in sessanta sale',
    });
    expect(texts.en?.text).toBe(
      "Botticelli, Leonardo, Michelangelo and Caravaggio in the rooms of Vasari's palace.",
    );
    // Doubled quotes inside a quoted cell are one quote.
    expect((await textsOf((await assetOf('museo-opera-duomo-siena')).id)).it?.text).toContain(
      'il "Panorama"',
    );

    const again = await importFile(t.db, sample('musei.csv'));
    expect(again).toMatchObject({ inserted: 0, updated: 5 });
    expect(await countImported()).toBe(before + 5);
    expect((await assetOf('museo-uffizi')).id).toBe(uffizi.id);
  });

  it('JSON: { assets: [...] } by position, the rule of the type named by its field', async () => {
    const report = await importFile(t.db, sample('eventi.json'));
    expect(report).toMatchObject({ format: 'json', inserted: 3, updated: 0 });
    expect(report.rejected).toEqual([
      { line: 4, issues: [{ field: 'fields.to', message: 'La data di fine precede quella di inizio' }] },
    ]);
    expect(formatReport(report)).toContain(
      '  Elemento 4: fields.to — La data di fine precede quella di inizio',
    );
    const palio = await assetOf('palio-siena-luglio-2027');
    expect(palio).toMatchObject({ type: 'evento_turismo', dateFrom: '2027-07-02', dateTo: '2027-07-02' });

    // A plain array works too; a bad row does not stop the good one, which updates the asset.
    const parsed = parseImportText(
      JSON.stringify([
        { sourceId: 'palio-siena-luglio-2027', type: 'evento_turismo', texts: { it: { title: 'Palio di Provenzano' } }, fields: { from: '2027-07-02', to: '2027-07-02' } }, // prettier-ignore
        { sourceId: 'senza-titolo', type: 'evento_turismo', texts: { en: { title: 'Only English' } }, fields: { from: '2027-07-02', to: '2027-07-02' }, colore: 'rosso' }, // prettier-ignore
        'non un oggetto',
      ]),
      '.json',
    );
    const second = await importParsed(t.db, parsed);
    expect(second).toMatchObject({ inserted: 0, updated: 1 });
    expect(second.rejected).toEqual([
      {
        line: 2,
        issues: [
          { field: 'colore', message: 'Campo sconosciuto' },
          { field: 'texts.it', message: 'Manca il testo in italiano' },
        ],
      },
      {
        line: 3,
        issues: [{ field: '', message: 'L’elemento deve essere un oggetto con i campi dell’asset' }],
      },
    ]);
    expect((await textsOf(palio.id)).it?.title).toBe('Palio di Provenzano');
  });

  it('GeoJSON: points and routes (longitude first), nested or flat properties, the bad feature named', async () => {
    const report = await importFile(t.db, sample('sentieri.geojson'));
    expect(report).toMatchObject({ format: 'geojson', inserted: 3, updated: 0 });
    expect(report.rejected).toEqual([
      { line: 4, issues: [{ field: 'fields.difficulty', message: 'Difficoltà non valida' }] },
    ]);
    const francigena = await assetOf('francigena-sangimignano-monteriggioni');
    expect(francigena).toMatchObject({
      type: 'itinerario_turismo',
      lat: 43.46753,
      lng: 11.04307,
      lengthKm: 30.5,
    });
    expect(JSON.parse(francigena.coords)).toHaveLength(5);
    // Flat properties as in CSV: "12,4" is a number where the field wants one.
    const radda = await assetOf('anello-radda-chianti');
    expect(radda).toMatchObject({ lengthKm: 12.4, ascentM: 380, difficulty: 'facile', langs: 'it,en' });
    expect((await assetOf('castello-monteriggioni')).lat).toBeCloseTo(43.38947, 5);

    const polygon = parseImportText(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', geometry: { type: 'Polygon', coordinates: [] }, properties: { sourceId: 'p', type: 'destination', texts: { it: { title: 'Chianti' } } } }, // prettier-ignore
        ],
      }),
      '.json',
    );
    expect(polygon.format).toBe('geojson');
    expect((await importParsed(t.db, polygon)).rejected[0]?.issues).toEqual([
      { field: 'geometry', message: 'Geometria non supportata: Polygon (usa Point o LineString)' },
    ]);
  });

  it('keeps the street address of an accommodation and an attraction', async () => {
    const file = parseImportText(
      JSON.stringify({
        assets: [
          {
            sourceId: 'hotel-chiostro',
            type: 'accommodation',
            municipality: '052032',
            texts: { it: { title: 'Hotel Il Chiostro' } },
            fields: {
              where: 'Siena, Terre di Siena',
              address: 'Via del Casato di Sopra 33, 53100 Siena (SI)',
              typeClassification: { code: 'hotel', label: 'Albergo', rank: 3 },
            },
          },
          {
            sourceId: 'torre-mangia',
            type: 'attraction',
            municipality: '052032',
            texts: { it: { title: 'Torre del Mangia' } },
            fields: { address: 'Piazza del Campo 1, 53100 Siena (SI)' },
          },
        ],
      }),
      '.json',
    );
    const report = await importParsed(t.db, file);
    expect(report.rejected).toEqual([]);
    expect(JSON.parse((await assetOf('hotel-chiostro')).fields)).toMatchObject({
      address: 'Via del Casato di Sopra 33, 53100 Siena (SI)',
    });
    expect(JSON.parse((await assetOf('torre-mangia')).fields)).toMatchObject({
      address: 'Piazza del Campo 1, 53100 Siena (SI)',
    });
  });

  it('CSV rows: semicolons, quoted line breaks counted in line numbers, wrong cell counts, duplicates', async () => {
    const csv = [
      'sourceId;type;title_it;text_it;fields.cookingTime;fields.difficulty',
      'pici;ricetta;Pici all’aglione;"Pasta tirata a mano,',
      'con aglione della Valdichiana";40;facile',
      '',
      'ribollita;ricetta;Ribollita;Zuppa di pane e cavolo nero;due ore;facile',
      'pici;ricetta;Pici al ragù;;30;media',
      'panzanella;ricetta;Panzanella',
    ].join('\r\n');
    expect(readCsv(csv).map((r) => r.line)).toEqual([1, 2, 5, 6, 7]);
    const report = await importParsed(t.db, parseImportText(csv, '.csv'));
    expect(report.inserted).toBe(1);
    expect(report.rejected).toEqual([
      { line: 5, issues: [{ field: 'fields.cookingTime', message: expect.stringMatching(/numero/) }] },
      { line: 6, issues: [{ field: 'sourceId', message: 'Codice già usato alla riga 2 di questo file' }] },
      { line: 7, issues: [{ field: 'riga', message: 'La riga ha 3 celle, l’intestazione ne ha 6' }] },
    ]);
    const pici = await assetOf('pici');
    expect(pici).toMatchObject({ type: 'ricetta', difficulty: 'facile' });
    expect(JSON.parse(pici.fields)).toEqual({ cookingTime: 40, difficulty: 'facile' });
    expect((await textsOf(pici.id)).it?.text).toBe('Pasta tirata a mano,\ncon aglione della Valdichiana');
  });

  it('refuses a file it cannot read or parse at all, importing nothing', async () => {
    const fails = (text: string, ext: string) => () => parseImportText(text, ext);
    expect(fails('sourceId,titolo\nx,y', '.csv')).toThrow(/Colonne sconosciute nell’intestazione: titolo/);
    expect(fails('sourceId,type\n"x,attraction', '.csv')).toThrow(/virgolette aperte alla riga 2/);
    expect(fails('{"assets": [', '.json')).toThrow(ImportFileError);
    expect(fails('{"type": "Feature"}', '.geojson')).toThrow(/FeatureCollection/);
    expect(fails('a;b', '.txt')).toThrow(/Formato non riconosciuto/);
    await expect(readImportFile(sample('nessuno.csv'))).rejects.toThrow(/il file non esiste/);
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('npm run import (the command)', () => {
  it('prints the summary in Italian into the configured database, and exits 0 with bad rows', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-import-'));
    try {
      const cli = path.join(import.meta.dirname, 'import.cli.ts');
      const { code, out, err } = await runTypeScript([cli, sample('musei.csv')], {
        cwd: root,
        env: { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      });
      expect(err).toBe('');
      expect(code).toBe(0);
      expect(out).toBe(
        'Importati 5, aggiornati 0, scartati 1\n' +
          '  Riga 7: municipality — Codice ISTAT del comune non valido (6 cifre); fields.linksite — Indirizzo web non valido\n',
      );
      expect(fs.existsSync(path.join(dataDir, 'sportello.db'))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
