import type {
  ContentLang,
  ContentStatus,
  DateEntry,
  LocationValue,
  SelectedOption,
} from '@sportello/contracts';
import type { Db } from '../platform/db/connect.js';
import type { Storage } from '../platform/storage/index.js';
import { syncContentTypes } from '../modules/content/content.types.js';
import { listContentTypes } from '../modules/content/content-types.repo.js';
import { searchOptions } from '../modules/places/index.js';
import { createContent, type ContentSpec, type LangSpec } from './content-factory.js';
import { seedDemoMedia, type DemoImage } from './media-demo.js';
import {
  DEMO_EVENTS,
  DEMO_GUIDES,
  DEMO_ITINERARIES,
  DEMO_BIKE_ROUTES,
  DEMO_OFFERS,
  DEMO_PLACES,
  DEMO_PROPOSALS,
  DEMO_REPORTS,
  type Stage,
  type Texts,
} from './content-demo-data.js';

/**
 * The demo contents: about eighty Tuscan contents over the ten seeded types, written
 * through the revision store like any save, so the list rows and the search index agree with the
 * documents. Italian and English for most, some French, German and Spanish; drafts, contents
 * awaiting review, published ones, a few whose deletion was asked, events and offers already over;
 * four authors (two offices, the reviewer, the admin); created over the last twelve months. Each
 * author's group has four images in its library (media-demo.ts) and every content its main image
 * from its own group's, so each one can be sent to validation as it is (content-demo.test.ts).
 */

interface Author {
  id: number;
  name: string;
  groupId: number;
}

const DAY = 86_400_000;
const AUTHORS = ['redattore', 'redattore.lucca', 'revisore', 'admin'] as const;

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
const place = (address: string, lat: number, lng: number): LocationValue => ({ address, lat, lng });

/** A day (UTC midnight, unix seconds) `days` from `now`. */
const dayFrom = (now: number, days: number) => Math.floor((now + days * DAY) / DAY) * 86_400;

function range(now: number, fromDays: number, toDays: number, timetables: DateEntry['timetables'] = []) {
  return [{ dateRange: { from: dayFrom(now, fromDays), to: dayFrom(now, toDays) }, timetables }];
}

/** Weekday opening hours (Monday 0 … Sunday 6). */
const hours = (days: number[], from: [number, number], to: [number, number]) => ({
  from: { h: from[0], m: from[1] },
  to: { h: to[0], m: to[1] },
  days,
});

/** A deterministic spread of the i-th content's facts (status, languages, author, age). */
function facts(i: number) {
  const statuses: ContentStatus[] = ['published', 'published', 'draft', 'published', 'pending', 'published', 'draft', 'published', 'pending', 'published', 'published', 'draft']; // prettier-ignore
  return {
    status: statuses[i % statuses.length]!,
    author: AUTHORS[(i * 7 + 3) % AUTHORS.length]!,
    /** Days ago it was created: over the last year, newest last in the arrays. */
    age: 360 - ((i * 37) % 355),
    updates: (i * 5) % 4,
    api: i % 3 === 0,
    vt: i % 11 === 4,
  };
}

/** The documents of a content from its texts per language; `base` and `custom` build each one. */
function docsOf(
  texts: Partial<Record<ContentLang, Texts>>,
  build: (t: Texts, lang: ContentLang) => LangSpec,
): ContentSpec['docs'] {
  const docs: ContentSpec['docs'] = {};
  for (const [lang, t] of Object.entries(texts) as [ContentLang, Texts][]) docs[lang] = build(t, lang);
  return docs;
}

/** The opening of most types: title, subtitle, abstract and body. */
const opening = (t: Texts) => ({
  titolo: t.title,
  sottotitolo: t.subtitle ?? '',
  abstract: html(t.abstract),
  descrizione: html(...t.body),
});

/** What every kind of stage block says: its number (from 1), eyelet, title and text. */
const stageValue = (s: Stage, k: number) => ({
  marker: k + 1,
  eyelet: s.eyelet ?? '',
  title: s.title,
  text: html(s.text),
});

/** Adds the values every language shares (dates, places, prices: languageSync fields). */
const shared = (spec: LangSpec, common: Record<string, unknown>): LangSpec => ({
  ...spec,
  base: { ...common, ...spec.base },
});

/** Every language's document shows the image, with its alt text in that language. */
function withMainImage(docs: ContentSpec['docs'], image: DemoImage): ContentSpec['docs'] {
  const out: ContentSpec['docs'] = {};
  for (const [lang, doc] of Object.entries(docs) as [ContentLang, LangSpec][])
    out[lang] = { ...doc, base: { ...doc.base, immagine: [{ ...image.value, alt: image.alt[lang] }] } };
  return out;
}

async function authorsOf(db: Db): Promise<Map<string, Author>> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.userId', 'users.id')
    .innerJoin('apps', 'apps.id', 'memberships.appId')
    .select(['users.id', 'users.username', 'users.fullName', 'memberships.groupId'])
    .where('users.username', 'in', [...AUTHORS])
    .where('apps.slug', '=', 'make-iat')
    .execute();
  return new Map(rows.map((r) => [r.username, { id: r.id, name: r.fullName, groupId: r.groupId }]));
}

/** The Tuscan towns the demo names by slug ("san-gimignano"), as the Comune select stores them. */
async function demoTowns(db: Db): Promise<(slug: string) => SelectedOption> {
  const slugs = new Set(
    [
      DEMO_ITINERARIES,
      DEMO_BIKE_ROUTES,
      DEMO_PROPOSALS,
      DEMO_EVENTS,
      DEMO_OFFERS,
      DEMO_PLACES,
      DEMO_GUIDES,
      DEMO_REPORTS,
    ]
      .flat()
      .map((x) => x.comune),
  );
  const found = new Map<string, SelectedOption>();
  for (const slug of slugs) {
    const name = slug.replace(/-/g, ' ');
    const options = await searchOptions(db, 'municipalities', { search: name, limit: 50 });
    const hit = options.find(
      (o) => o.label.toLowerCase().startsWith(`${name} (`) && TUSCAN_PROVINCES.test(o.label),
    );
    if (!hit) throw new Error(`Dati demo: comune sconosciuto ${slug}`);
    found.set(slug, { value: hit.value, label: hit.label });
  }
  return (slug) => found.get(slug)!;
}
const TUSCAN_PROVINCES = /\((AR|FI|GR|LI|LU|MS|PI|PO|PT|SI)\)$/;

/**
 * Writes the demo contents; the caller's transaction keeps them with the rest of the demo. Returns
 * how many were written.
 */
export async function seedDemoContents(db: Db, storage: Storage, at = new Date()): Promise<number> {
  await syncContentTypes(db);
  const now = at.getTime();
  const authors = await authorsOf(db);
  const types = new Map((await listContentTypes(db)).map((t) => [t.code, t]));
  const town = await demoTowns(db);
  const library = await seedDemoMedia(
    db,
    storage,
    [...authors.values()].map((a) => ({ groupId: a.groupId, userId: a.id })),
    new Date(now - 365 * DAY).toISOString(),
  );
  let index = 0;
  const write = async (type: string, spec: Pick<ContentSpec, 'status' | 'docs'>) => {
    const f = facts(index);
    index += 1;
    const author = authors.get(f.author);
    if (!author) throw new Error(`Dati demo: manca l'utente ${f.author}`);
    const record = types.get(type);
    const images = library.get(author.groupId) ?? [];
    const withImage = record?.template.baseContents.some((c) => c.fieldname === 'immagine');
    await createContent(db, {
      type: record ?? type,
      groupId: author.groupId,
      creator: { id: author.id, name: author.name },
      createdAt: new Date(now - f.age * DAY - (index % 9) * 3_600_000).toISOString(),
      status: spec.status ?? f.status,
      updates: f.updates,
      api: (spec.status ?? f.status) === 'published' && f.api,
      vt: f.vt,
      reviewerId: (spec.status ?? f.status) === 'pending' ? (authors.get('revisore')?.id ?? null) : null,
      docs:
        withImage && images.length
          ? withMainImage(spec.docs, images[Math.floor(index / AUTHORS.length) % images.length]!)
          : spec.docs,
    });
  };
  const deleteAsked = new Set([5, 23, 47]);
  const statusFor = (i: number): ContentStatus | undefined =>
    deleteAsked.has(i) ? 'delete_requested' : undefined;
  /** A content whose languages, each built from its texts, share the values of `common`. */
  const writeShared = (
    type: string,
    status: ContentStatus | undefined,
    texts: Partial<Record<ContentLang, Texts>>,
    common: Record<string, unknown>,
    build: (t: Texts) => LangSpec,
  ) => write(type, { status, docs: docsOf(texts, (t) => shared(build(t), common)) });

  for (const it of DEMO_ITINERARIES) {
    const base = {
      difficolta: it.difficulty,
      durata_giorni: String(it.days),
      lunghezza_km: String(it.km),
      partenza: it.start,
      codice: `IT-${String(index + 1).padStart(3, '0')}`,
    };
    await writeShared('itinerario', statusFor(index), it.texts, base, (t) => ({
      base: opening(t),
      custom: (t.stages ?? []).map((s, k) => ({
        kind: k === 1 && it.poi ? 'punto' : 'tappa',
        value: { ...stageValue(s, k), location: it.stops[k] ?? null },
      })),
      extra: { temi: it.themes, comune: town(it.comune), famiglie: it.families },
    }));
  }

  for (const b of DEMO_BIKE_ROUTES) {
    const base = {
      difficolta: b.difficulty,
      bici: b.bikes,
      lunghezza_km: String(b.km),
      dislivello: String(b.climb),
      partenza: b.start,
    };
    await writeShared('itinerario_bike', statusFor(index), b.texts, base, (t) => ({
      base: opening(t),
      custom: (t.stages ?? []).map((s, k) => ({
        kind: 'tappa_bici',
        value: { ...stageValue(s, k), distance: b.legs[k] ?? null, location: null },
      })),
      extra: { temi: b.themes, comune: town(b.comune) },
    }));
  }

  for (const p of DEMO_PROPOSALS) {
    const base = {
      prezzo_da: String(p.price[0]),
      prezzo_a: String(p.price[1]),
      su_richiesta: p.onRequest,
      contatti: [p.contact],
    };
    await writeShared('proposta', statusFor(index), p.texts, base, (t) => ({
      base: { titolo: t.title, abstract: html(t.abstract), descrizione: html(...t.body) },
      custom: (t.stages ?? []).map((s, k) => ({
        kind: 'tappa_proposta',
        value: {
          ...stageValue(s, k),
          duration: s.duration ?? '',
          vehicle: s.vehicle ?? '',
          distance: s.distance ?? null,
          locations: s.places ?? [],
        },
      })),
      extra: { temi: p.themes, comune: town(p.comune) },
    }));
  }

  for (const e of DEMO_EVENTS) {
    const base = {
      quando: range(now, e.when[0], e.when[1], e.hours ? [hours([0, 1, 2, 3, 4, 5, 6], ...e.hours)] : []),
      apertura_porte: e.doors ? { h: e.doors[0], m: e.doors[1] } : null,
      luogo: e.where,
      gratuito: e.price === 0,
      prezzo: e.price ? String(e.price) : '',
      sito: e.site,
    };
    await writeShared('evento', statusFor(index), e.texts, base, (t) => ({
      base: opening(t),
      custom: [
        ...(e.video ? [{ kind: 'video', value: { title: t.videoTitle ?? '', url: e.video } }] : []),
        ...(e.tags ? [{ kind: 'social', value: { title: t.title, photos: [], tags: e.tags } }] : []),
      ],
      extra: { temi: e.themes, comune: town(e.comune), famiglie: e.families },
    }));
  }

  for (const o of DEMO_OFFERS) {
    const base = {
      struttura: o.structure,
      validita: range(now, o.valid[0], o.valid[1]),
      prezzo: String(o.price),
      servizi_inclusi: o.included,
      servizi_esclusi: o.excluded,
      prenota: o.booking,
    };
    await writeShared('offerta', statusFor(index), o.texts, base, (t) => ({
      base: {
        titolo: t.title,
        abstract: html(t.abstract),
        descrizione: html(...t.body),
        condizioni: t.conditions ? html(t.conditions) : '',
      },
      extra: { comune: town(o.comune) },
    }));
  }

  for (const p of DEMO_PLACES) {
    const base = {
      categoria: p.category,
      posizione: p.where,
      orari: [
        {
          dateRange: null,
          timetables: p.hours.map(([days, from, to]) => hours(days, from, to)),
        },
      ],
      codice_istat: p.istat,
      contatti: [p.contact],
      accessibile: p.accessible,
    };
    await writeShared('punto_interesse', statusFor(index), p.texts, base, (t) => ({
      base: {
        intestazione: { title: t.kicker ?? '', subtitle: t.subtitle ?? '' },
        titolo: t.title,
        abstract: html(t.abstract),
        descrizione: html(...t.body),
      },
      custom: (t.chapters ?? []).map((c) => ({
        kind: 'paragrafo',
        value: { numbered: false, title: c.title, text: html(...c.text) },
      })),
      extra: { temi: p.themes, comune: town(p.comune) },
    }));
  }

  for (const g of DEMO_GUIDES) {
    await write(g.type, {
      status: g.status,
      docs: docsOf(g.texts, (t) => ({
        base: {
          titolo: t.title,
          introduzione: html(t.abstract),
          ...(g.type === 'guida_citta'
            ? { copertina_testi: { title: t.kicker ?? '', subtitle: t.subtitle ?? '' } }
            : {}),
        },
        custom: (t.chapters ?? []).map((c) => ({
          kind: 'paragrafo',
          value: {
            numbered: true,
            title: c.title,
            text: html(...c.text),
            location: c.address ? place(c.address, c.lat ?? 0, c.lng ?? 0) : null,
          },
        })),
        extra: g.type === 'guida_citta' ? { comune: town(g.comune) } : { temi: g.themes },
      })),
    });
  }

  for (const r of DEMO_REPORTS) {
    const base =
      r.type === 'report_mensile'
        ? { periodo: range(now, r.period[0], r.period[1]), visitatori: String(r.visitors) }
        : { evento: r.event ?? '', partecipanti: String(r.visitors) };
    await writeShared(r.type, r.status, r.texts, base, (t) => ({
      base: { titolo: t.title, sintesi: html(t.abstract) },
      custom: [
        ...(r.type === 'report_mensile' ? [{ kind: 'dati', value: t.figures ?? [] }] : []),
        ...(t.chapters ?? []).map((c) => ({
          kind: 'paragrafo',
          value: { numbered: true, title: c.title, text: html(...c.text) },
        })),
        ...(r.type === 'report_evento' ? [{ kind: 'dati', value: t.figures ?? [] }] : []),
      ],
      extra: { comune: town(r.comune) },
    }));
  }
  return index;
}
