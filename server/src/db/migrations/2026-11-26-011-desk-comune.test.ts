import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup } from '../../../test/factories.js';
import { createContent } from '../../seed/content-factory.js';
import { up } from './2026-11-26-011-desk-comune.js';

describe('migration 010: the Comune as one of all Italian municipalities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const comuneOf = async (id: number, lang: string) => {
    const row = await t.db
      .selectFrom('contentDocuments')
      .innerJoin('contents', 'contents.headRevision', 'contentDocuments.revisionId')
      .select('contentDocuments.document')
      .where('contents.id', '=', id)
      .where('contentDocuments.lang', '=', lang)
      .executeTakeFirstOrThrow();
    const doc = JSON.parse(row.document) as { extraContents: { fieldname: string; value: unknown }[] };
    return doc.extraContents.find((c) => c.fieldname === 'comune')?.value;
  };

  it('gives a town stored by slug its ISTAT code and name, and leaves other values alone', async () => {
    const group = await createTestGroup(t.db, { name: 'IAT Siena' });
    const by = { groupId: group.id, creator: { id: null, name: 'Prova' } };
    const old = await createContent(t.db, {
      type: 'guida_citta',
      ...by,
      docs: {
        it: { base: { titolo: 'San Gimignano' }, extra: { comune: 'san-gimignano' } },
        en: { base: { titolo: 'San Gimignano' }, extra: { comune: 'san-gimignano' } },
      },
    });
    const unknown = await createContent(t.db, {
      type: 'guida_citta',
      ...by,
      docs: { it: { base: { titolo: 'Atlantide' }, extra: { comune: 'atlantide' } } },
    });
    const already = { value: '052001', label: 'Abbadia San Salvatore (SI)' };
    const current = await createContent(t.db, {
      type: 'guida_citta',
      ...by,
      docs: { it: { base: { titolo: 'Abbadia' }, extra: { comune: already } } },
    });

    await up(t.db as never);
    const sanGimignano = { value: '052028', label: 'San Gimignano (SI)' };
    expect(await comuneOf(old, 'it')).toEqual(sanGimignano);
    expect(await comuneOf(old, 'en')).toEqual(sanGimignano);
    expect(await comuneOf(unknown, 'it')).toBe('atlantide');
    expect(await comuneOf(current, 'it')).toEqual(already);
    // Run twice, it changes nothing more.
    await up(t.db as never);
    expect(await comuneOf(old, 'it')).toEqual(sanGimignano);
  });
});
