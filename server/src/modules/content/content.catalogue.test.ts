import { describe, expect, it } from 'vitest';
import type { ContentDocument, LangValuesInput } from '@sportello/contracts';
import type { TestApp } from '../../../test/build-app.js';
import { createTestUser } from '../../../test/factories.js';
import { seedDemoContents } from '../../seed/content-demo.js';
import { storedDocument } from '../../seed/content-factory.js';
import { findContentTypeByCode } from './content-types.repo.js';
import { assetOfContent } from './content.catalogue.js';
import { fill, imageOf, save, saveBody, useEditorCast, valuesOf, withValues } from './content.test-kit.js';

const cast = useEditorCast();
const DAY = 86_400;
const inDays = (n: number) => Math.floor(Date.now() / 1000 / DAY + n) * DAY;
const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

const assetOf = (db: TestApp['db'], contentId: number) =>
  db
    .selectFrom('assets')
    .selectAll()
    .where('source', '=', 'content')
    .where('sourceId', '=', String(contentId))
    .executeTakeFirst();
const textsOf = async (db: TestApp['db'], assetId: number) =>
  Object.fromEntries(
    (await db.selectFrom('assetTexts').selectAll().where('assetId', '=', assetId).execute()).map((x) => [
      x.locale,
      x,
    ]),
  );

/** An event in Italian and English that passes publication: the Palio, free, in Piazza del Campo. */
async function palio(doc: ContentDocument): Promise<{ it: LangValuesInput; en: LangValuesInput }> {
  const image = await imageOf(cast.t.db, cast.groupId, cast.users.redattore.id);
  const shared = {
    immagine: [image],
    quando: [{ dateRange: { from: inDays(30), to: inDays(31) }, timetables: [] }],
    luogo: { address: 'Piazza del Campo, Siena', lat: 43.31833, lng: 11.33139 },
    gratuito: true,
    temi: ['arte'],
    comune: { value: '052032', label: 'Siena (SI)' },
  };
  return {
    it: withValues(valuesOf(doc.data.it), {
      ...shared,
      titolo: 'Palio di Siena',
      sottotitolo: 'Il Palio dell’Assunta',
      abstract: '<p>Dieci contrade, tre giri di <b>Piazza del Campo</b>.</p>',
      descrizione:
        '<p>La corsa più antica d’Italia si corre due volte l’anno.</p><script>alert(1)</script><p>Si assiste gratis dal centro della piazza.</p>',
    }),
    en: {
      ...withValues(valuesOf(doc.data.en), {
        ...shared,
        titolo: 'Palio of Siena',
        descrizione: '<p>The oldest horse race in Italy is run twice a year in Piazza del Campo.</p>',
      }),
      isActive: true,
    },
  };
}

describe('explore source 1: published contents projected into the catalogue', () => {
  it('publishing an event writes its asset in the same save; deleting the event withdraws it', async () => {
    const reviewer = cast.users.revisore.agent;
    const doc = await cast.newDoc(reviewer, 'evento');
    const res = await save(reviewer, saveBody(doc, await palio(doc), { publish: true }));
    expect(res.statusCode).toBe(200);
    const id = res.data.data.id as number;

    const asset = await assetOf(cast.t.db, id);
    expect(asset).toMatchObject({
      type: 'evento_turismo',
      category: 'event',
      status: 0,
      municipalityCode: '052032',
      provinceCode: 'SI',
      lat: 43.31833,
      lng: 11.33139,
      dateFrom: isoDay(inDays(30)),
      dateTo: isoDay(inDays(31)),
      priceFrom: 0,
      langs: 'it,en',
    });
    expect(asset!.imgSrc).toMatch(/^\/media\/\d+$/);
    expect(JSON.parse(asset!.fields)).toMatchObject({
      where: 'Piazza del Campo, Siena',
      map: { address: 'Piazza del Campo, Siena' },
    });
    const texts = await textsOf(cast.t.db, asset!.id);
    expect(texts.it).toMatchObject({
      title: 'Palio di Siena',
      subtitle: 'Il Palio dell’Assunta',
      text: 'Dieci contrade, tre giri di Piazza del Campo.',
      price: 'Ingresso gratuito',
    });
    expect(texts.it!.fulltext).toBe(
      '<p>La corsa più antica d’Italia si corre due volte l’anno.</p><p>Si assiste gratis dal centro della piazza.</p>',
    );
    expect(texts.en).toMatchObject({ title: 'Palio of Siena', price: 'Free entry' });

    const removed = await reviewer.post('/api/content-delete.json', { id });
    expect(removed.data.data).toMatchObject({ status: 'deleted' });
    expect((await assetOf(cast.t.db, id))?.status).toBe(2);
  });

  it('a draft, or one sent to validation, is never projected', async () => {
    const editor = cast.users.redattore.agent;
    const doc = await cast.newDoc(editor, 'evento');
    const values = await palio(doc);
    const draft = await save(editor, saveBody(doc, values));
    expect(draft.data.data).toMatchObject({ status: 'draft' });
    const id = draft.data.data.id as number;
    expect(await assetOf(cast.t.db, id)).toBeUndefined();

    const reopened: ContentDocument = (
      await fill(editor, `contentId=${id}&sessionId=${doc.params.sessionId}`)
    ).data.data;
    const sent = await save(editor, saveBody(reopened, values, { review: true }));
    expect(sent.data.data).toMatchObject({ status: 'pending' });
    expect(await assetOf(cast.t.db, id)).toBeUndefined();
  });
});

describe('explore source 1: what a content becomes', () => {
  const event = async (base: Record<string, unknown>, lang: 'it' | 'en' = 'it') => {
    const type = (await findContentTypeByCode(cast.t.db, 'evento'))!;
    const doc = storedDocument(type, lang, { base: { titolo: 'Sagra del tartufo', ...base } }, 'x');
    return assetOfContent({ id: 7, type, docs: { [lang]: doc } }, undefined, '2027-01-10');
  };
  const days = (from: string, to: string) => [
    { dateRange: { from: Date.parse(from) / 1000, to: Date.parse(to) / 1000 }, timetables: [] },
  ];

  it('keeps what the catalogue takes and leaves out a value it refuses, never the content', async () => {
    const asset = await event({ quando: days('2027-01-20', '2027-01-22'), prezzo: '5000000', sito: 'https://sagra.example.org' }); // prettier-ignore
    expect(asset).toMatchObject({
      type: 'evento_turismo',
      status: 0,
      fields: { from: '2027-01-20', to: '2027-01-22' },
    });
    expect(asset!.priceFrom).toBeUndefined();
    expect(asset!.texts.it?.price).toBe('5000000 €');
    expect((await event({ quando: days('2027-01-02', '2027-01-03') }))?.status).toBe(1);
  });

  it('makes no asset of an event without a day, nor of a content without Italian', async () => {
    const weekly = [
      { dateRange: null, timetables: [{ from: { h: 9, m: 0 }, to: { h: 12, m: 0 }, days: [5] }] },
    ];
    expect(await event({ quando: weekly })).toBeNull();
    expect(await event({ quando: days('2027-01-20', '2027-01-22') }, 'en')).toBeNull();
  });
});

describe('explore source 1: the demo contents', () => {
  /** Writes the demo contents (by their four authors) into the cast's database; the last id before them. */
  async function seedDemo({ db, storage }: TestApp): Promise<number> {
    const last = await db
      .selectFrom('contents')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    for (const username of ['redattore', 'redattore.lucca', 'revisore', 'admin'])
      await createTestUser(db, { username, role: 'editor' });
    await seedDemoContents(db, storage);
    return Number(last?.id ?? 0);
  }

  it('every published demo content of a type the desk offers is in the catalogue, nothing else', async () => {
    const db = cast.t.db;
    const after = await seedDemo(cast.t);
    const contents = await db
      .selectFrom('contents')
      .innerJoin('contentTypes', 'contentTypes.id', 'contents.typeId')
      .select(['contents.id', 'contents.status', 'contentTypes.code', 'contents.expiresOn'])
      .where('contents.id', '>', after)
      .execute();
    const assets = (
      await db
        .selectFrom('assets')
        .select(['sourceId', 'type', 'status', 'numTappe', 'municipalityCode', 'fields'])
        .where('source', '=', 'content')
        .execute()
    ).filter((a) => Number(a.sourceId) > after);
    const byContent = new Map(assets.map((a) => [Number(a.sourceId), a]));
    const offered = ['itinerario', 'itinerario_bike', 'proposta', 'evento', 'offerta', 'punto_interesse'];
    const live = contents.filter(
      (c) => offered.includes(c.code) && (c.status === 'published' || c.status === 'delete_requested'),
    );
    expect(live.length).toBeGreaterThan(20);
    expect(new Set(live.map((c) => c.code))).toEqual(new Set(offered));
    expect([...byContent.keys()].sort((a, b) => a - b)).toEqual(live.map((c) => c.id).sort((a, b) => a - b));

    const today = new Date().toISOString().slice(0, 10);
    for (const c of live) {
      const a = byContent.get(c.id)!;
      expect(a.status, `${c.code} ${c.id}`).toBe(c.expiresOn !== null && c.expiresOn < today ? 1 : 0);
      expect(a.municipalityCode, `${c.code} ${c.id}`).toMatch(/^\d{6}$/);
    }
    const itinerary = assets.find((a) => a.type === 'itinerario_turismo')!;
    expect(itinerary.numTappe).toBeGreaterThan(0);
    expect(JSON.parse(itinerary.fields).stages.length).toBe(itinerary.numTappe);
    expect(assets.some((a) => a.type === 'attraction' && JSON.parse(a.fields).typeOf)).toBe(true);
    const types = new Set(assets.map((a) => a.type));
    for (const type of [
      'itinerario_turismo',
      'itinerario_bike_turismo',
      'evento_turismo',
      'offerta_turismo',
      'attraction',
    ])
      expect(types).toContain(type);
    expect(types.has('tour') || types.has('idea')).toBe(true);

    // The walls of Lucca never close: the preview and the lists' PDF say so, not seven days 0.00–23.59.
    const hoursOf = async (title: string) => {
      const row = await db
        .selectFrom('assets')
        .innerJoin('assetTexts', 'assetTexts.assetId', 'assets.id')
        .select('assets.fields')
        .where('assetTexts.locale', '=', 'it')
        .where('assetTexts.title', '=', title)
        .where('assets.source', '=', 'content')
        .executeTakeFirstOrThrow();
      return JSON.parse(row.fields).iatOpeningHours as string;
    };
    expect(await hoursOf('Mura di Lucca')).toBe('Sempre aperto');
    expect(await hoursOf('Duomo di Siena')).toBe(
      'lunedì, martedì, mercoledì, giovedì, venerdì, sabato, domenica 10.00–19.00',
    );
  });
});
