import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { getTemplate, syncTemplates, templateFile } from './index.js';

const Greeting = z.strictObject({ text: z.string().min(1) });
const file = (version: number, text: string, app = '') =>
  templateFile(
    `test/greeting${app ? `.${app}` : ''}.json`,
    { kind: 'test', key: 'greeting', app, version, body: { text } },
    Greeting,
  );

describe('templates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const stored = () =>
    t.db
      .selectFrom('templates')
      .select(['body', 'version'])
      .where('kind', '=', 'test')
      .where('app', '=', '')
      .executeTakeFirst();

  it('the shell module synced its templates when the app started', async () => {
    const kinds = await t.db
      .selectFrom('templates')
      .select(['kind', 'key', 'app'])
      .orderBy('kind')
      .orderBy('app')
      .execute();
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'menu', key: 'main', app: '' },
        { kind: 'app-settings', key: 'main', app: 'make-vt' },
        { kind: 'page', key: 'workshop', app: '' },
      ]),
    );
  });

  it('stores a new template, and replaces it when the file has a higher version', async () => {
    await syncTemplates(t.db, [file(1, 'Ciao')]);
    expect(await stored()).toEqual({ body: '{"text":"Ciao"}', version: 1 });
    await syncTemplates(t.db, [file(2, 'Buongiorno')]);
    expect(await stored()).toEqual({ body: '{"text":"Buongiorno"}', version: 2 });
  });

  it('keeps a stored template with a higher (or equal) version: a board edit survives a release', async () => {
    await t.db
      .updateTable('templates')
      .set({ body: '{"text":"Testo della redazione"}', version: 10 })
      .where('kind', '=', 'test')
      .execute();
    await syncTemplates(t.db, [file(3, 'Nuova release')]);
    expect(await stored()).toEqual({ body: '{"text":"Testo della redazione"}', version: 10 });
    await syncTemplates(t.db, [file(10, 'Stessa versione')]);
    expect((await stored())?.body).toBe('{"text":"Testo della redazione"}');
  });

  it('prefers the environment row over the one for every environment', async () => {
    await syncTemplates(t.db, [file(1, 'Benvenuti nel portale', 'make-vt')]);
    expect(await getTemplate(t.db, Greeting, 'test', 'greeting', 'make-vt')).toEqual({
      text: 'Benvenuti nel portale',
    });
    expect(await getTemplate(t.db, Greeting, 'test', 'greeting', 'make-iat')).toEqual({
      text: 'Testo della redazione',
    });
    expect(await getTemplate(t.db, Greeting, 'test', 'nessuno', 'make-iat')).toBeNull();
  });

  it('fails with the file and the field when a template is broken, storing nothing', async () => {
    const broken = templateFile(
      'test/broken.json',
      { kind: 'test', key: 'broken', version: 1, body: { text: '' } },
      Greeting,
    );
    const typo = templateFile(
      'test/typo.json',
      { kind: 'test', key: 'typo', version: 1, body: { text: 'x', colour: 'red' } },
      Greeting,
    );
    const noVersion = templateFile(
      'test/no-version.json',
      { kind: 'test', key: 'nv', body: { text: 'x' } },
      Greeting,
    );
    const error = await syncTemplates(t.db, [broken, typo, noVersion]).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('Template non valido: test/broken.json');
    expect((error as Error).message).toContain('body.text');
    expect((error as Error).message).toContain('Template non valido: test/typo.json');
    expect((error as Error).message).toContain('Template non valido: test/no-version.json');
    const keys = await t.db
      .selectFrom('templates')
      .select('key')
      .where('key', 'in', ['broken', 'typo', 'nv'])
      .execute();
    expect(keys).toEqual([]);
  });
});
