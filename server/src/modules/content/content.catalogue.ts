import {
  AssetInput,
  ASSET_STATUS,
  CONTENT_LANGUAGES,
  DEFAULT_LANGUAGE,
  lastDayOf,
  plainTextOf,
  selectedLabel,
  selectedValue,
  type AssetType,
  type ComponentDef,
  type ComponentType,
  type ContentLang,
  type ContentTypeTemplate,
  type DateEntry,
  type ImageValue,
  type LocationValue,
} from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { showRichText } from '../../platform/text/rich-text.js';
import type { StoredDocuments, StoredLangDocument } from './content.document.js';
import { dateLines } from './content.value-words.js';
import type { ContentTypeRecord } from './content-types.repo.js';
import { municipalitiesByCode, searchOptions } from '../places/index.js';
import { upsertAssets, withdrawAssets } from '../explore/index.js';

/**
 * Source 1 of the catalogue: a published content of the content module, projected into one asset
 * (source 'content', sourceId = the content's id) in the transaction that publishes it, and
 * withdrawn in the one that deletes it. Guides, reports and types the catalogue has no place for
 * are not projected.
 */

export interface PublishedContent {
  id: number;
  type: Pick<ContentTypeRecord, 'code' | 'template'>;
  docs: StoredDocuments;
}

/** The content types the desk can offer a visitor, and the asset type each becomes. */
const ASSET_TYPE_OF: Record<string, (stages: number) => AssetType> = {
  itinerario: () => 'itinerario_turismo',
  itinerario_bike: () => 'itinerario_bike_turismo',
  // A proposal with stages is a multi-day package (tour); without, an idea for a trip.
  proposta: (stages) => (stages > 0 ? 'tour' : 'idea'),
  evento: () => 'evento_turismo',
  offerta: () => 'offerta_turismo',
  punto_interesse: () => 'attraction',
};

export const isProjectedType = (code: string): boolean => code in ASSET_TYPE_OF;

const STAGE_COMPONENTS: readonly ComponentType[] = ['Stage', 'BikeStage', 'ProposalStage'];
const DIFFICULTY: Record<string, 'facile' | 'media' | 'difficile'> = {
  facile: 'facile',
  media: 'media',
  impegnativa: 'difficile',
  difficile: 'difficile',
};

const PRICE_FROM: Record<ContentLang, string> = {
  it: 'da',
  en: 'from',
  fr: 'à partir de',
  de: 'ab',
  es: 'desde',
};
const FREE_ENTRY: Record<ContentLang, string> = {
  it: 'Ingresso gratuito',
  en: 'Free entry',
  fr: 'Entrée gratuite',
  de: 'Eintritt frei',
  es: 'Entrada gratuita',
};
const WHEELCHAIR = 'Accessibile in sedia a rotelle';
const FAMILIES = 'Famiglie con bambini';

// ─── reading a stored document ──────────────────────────────────────────────────────────────────

const clamp = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);
const oneLine = (html: string) => plainTextOf(html).replace(/\s+/g, ' ').trim();
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** "12,5" or "12.5" (the templates' number fields are text) → 12.5; anything else → undefined. */
function numberOf(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  const s = str(v);
  return /^\d+([.,]\d+)?$/.test(s) ? Number(s.replace(',', '.')) : undefined;
}

class DocReader {
  private readonly values = new Map<string, unknown>();
  private readonly defs = new Map<string, ComponentDef>();
  constructor(
    private readonly template: ContentTypeTemplate,
    private readonly doc: StoredLangDocument,
  ) {
    for (const d of [...template.baseContents, ...template.extraContents]) this.defs.set(d.fieldname, d);
    for (const v of [...doc.baseContents, ...doc.extraContents]) this.values.set(v.fieldname, v.value);
  }

  value(fieldname: string | undefined): unknown {
    return fieldname ? this.values.get(fieldname) : undefined;
  }

  text(fieldname: string | undefined): string {
    return str(this.value(fieldname));
  }

  /** The label of the option a Select holds, or of each a CheckList ticks. */
  labels(fieldname: string): string[] {
    const def = this.defs.get(fieldname);
    const v = this.value(fieldname);
    const picked: unknown[] = Array.isArray(v) ? v : selectedValue(v) ? [v] : [];
    return picked.map((p) => (def ? selectedLabel(def, p) : selectedValue(p)));
  }

  /** Base fields of one component type, in the template's order. */
  ofType(type: ComponentType): unknown[] {
    return [...this.template.baseContents, ...this.template.extraContents]
      .filter((d) => d.type === type)
      .map((d) => this.values.get(d.fieldname));
  }

  /** Custom blocks whose kind uses one of these component types, in the editor's order. */
  custom(types: readonly ComponentType[]): unknown[] {
    const kinds = new Set(
      this.template.customTypes.filter((k) => types.includes(k.component.type)).map((k) => k.name),
    );
    return this.doc.customContents.filter((c) => kinds.has(c.kind)).map((c) => c.value);
  }
}

// ─── the pieces of an asset ─────────────────────────────────────────────────────────────────────

const baseLocations = (r: DocReader) => r.ofType('Location') as (LocationValue | null)[];

function coordsOf(r: DocReader) {
  const places: (LocationValue | null | undefined)[] = [...baseLocations(r)];
  for (const block of r.custom([...STAGE_COMPONENTS, 'PIStage', 'Paragraph'])) {
    const b = block as { location?: LocationValue | null; locations?: LocationValue[] };
    places.push(b.location, ...(b.locations ?? []));
  }
  const coords: { lat: number; lng: number }[] = [];
  for (const p of places) {
    if (!p || p.lat === null || p.lng === null) continue;
    const last = coords[coords.length - 1];
    if (!last || last.lat !== p.lat || last.lng !== p.lng) coords.push({ lat: p.lat, lng: p.lng });
  }
  return coords.slice(0, 200);
}

function firstAddress(places: readonly (LocationValue | null)[]): string {
  return clamp(places.find((l) => l?.address.trim())?.address.trim() ?? '', 200);
}

/** The first and last day of a Date value as ISO dates, as the content module dates expiry. */
function dayRange(entries: unknown): { from: string; to: string } | undefined {
  if (!Array.isArray(entries)) return undefined;
  const days = (entries as DateEntry[]).flatMap((e) =>
    e.dateRange ? [e.dateRange.from, e.dateRange.to].filter((n): n is number => n !== null) : [],
  );
  if (!days.length) return undefined;
  const iso = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);
  return { from: iso(Math.min(...days)), to: iso(Math.max(...days)) };
}

/** Description and paragraphs as the sanitised rich text the preview shows. */
function fulltextOf(r: DocReader): string {
  const parts = [showRichText(r.text('descrizione'))];
  for (const block of r.custom(['Paragraph'])) {
    const p = block as { title?: string; text?: string };
    if (p.title?.trim()) parts.push(showRichText(`<p><b>${p.title}</b></p>`));
    if (p.text) parts.push(showRichText(p.text));
  }
  const html = parts.filter((p) => p.trim()).join('');
  // A rich text too long to keep whole is kept as plain text (cutting HTML would break it).
  return html.length <= 40_000 ? html : clamp(oneLine(html), 40_000).replace(/[<>&]/g, ' ');
}

function stagesOf(r: DocReader, types: readonly ComponentType[]) {
  return r.custom(types).map((block, i) => {
    const s = block as { marker?: number; eyelet?: string; title?: string; text?: string };
    const title = str(s.title) || str(s.eyelet) || `Tappa ${s.marker ?? i + 1}`;
    const text = oneLine(s.text ?? '');
    return { title: clamp(title, 200), ...(text ? { text: clamp(text, 2000) } : {}) };
  });
}

const url = (s: string) => (/^https?:\/\/\S+$/.test(s) && s.length <= 500 ? s : undefined);

/** The price a type states (free entry counts as 0). */
function priceOf(code: string, r: DocReader): { amount?: number; from: boolean; free: boolean } {
  if (code === 'proposta') return { amount: numberOf(r.value('prezzo_da')), from: true, free: false };
  if (code === 'evento' && r.value('gratuito') === true) return { amount: 0, from: false, free: true };
  if (code === 'evento' || code === 'offerta')
    return { amount: numberOf(r.value('prezzo')), from: false, free: false };
  return { from: false, free: false };
}

function priceText(price: ReturnType<typeof priceOf>, lang: ContentLang): string | undefined {
  if (price.free) return FREE_ENTRY[lang];
  if (price.amount === undefined) return undefined;
  const amount = `${String(price.amount).replace('.', lang === 'en' ? '.' : ',')} €`;
  return price.from ? `${PRICE_FROM[lang]} ${amount}` : amount;
}

/** The entries that say something: no undefined, empty text or empty list. */
const isEmpty = (v: unknown) => v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => !isEmpty(v)));

/** The type-specific fields, from the Italian document (they are the same in every language). */
function fieldsOf(code: string, r: DocReader, stages: number): Record<string, unknown> {
  const difficulty = DIFFICULTY[r.text('difficolta')];
  switch (code) {
    case 'itinerario':
      return defined({
        difficulty,
        lunghezza: numberOf(r.value('lunghezza_km')),
        stages: stagesOf(r, ['Stage']).slice(0, 60),
        perChi: r.value('famiglie') === true ? [FAMILIES] : undefined,
      });
    case 'itinerario_bike':
      return defined({
        difficulty,
        lunghezza: numberOf(r.value('lunghezza_km')),
        dislivelloSalita: numberOf(r.value('dislivello')),
        tipoBici: r
          .labels('bici')
          .map((l) => clamp(l, 40))
          .slice(0, 10),
        stages: stagesOf(r, ['BikeStage']).slice(0, 60),
      });
    case 'proposta': {
      if (stages === 0) {
        const contacts = r.value('contatti');
        const author = Array.isArray(contacts) ? str((contacts[0] as Record<string, unknown>)?.nome) : '';
        return defined({ author: clamp(author, 120) });
      }
      const places = r
        .custom(['ProposalStage'])
        .flatMap((b) => (b as { locations?: LocationValue[] }).locations ?? []);
      return defined({ where: firstAddress(places) });
    }
    case 'evento': {
      const where = firstAddress(baseLocations(r));
      const dates = Array.isArray(r.value('quando')) ? (r.value('quando') as DateEntry[]) : [];
      return defined({
        ...dayRange(dates),
        when: clamp(dateLines(dates).join('; '), 200),
        where,
        map: where ? { address: where } : undefined,
        website: url(r.text('sito')),
      });
    }
    case 'offerta':
      return defined({
        ...dayRange(r.value('validita')),
        when: clamp(dateLines((r.value('validita') as DateEntry[] | undefined) ?? []).join('; '), 200),
        serviceIncluded: r.labels('servizi_inclusi').slice(0, 30),
        serviceExcluded: r.labels('servizi_esclusi').slice(0, 30),
        cancellationPolicy: clamp(oneLine(r.text('condizioni')), 2000),
        website: url(r.text('prenota')),
        accommodation: clamp(r.text('struttura'), 200),
      });
    case 'punto_interesse':
      return defined({
        typeOf: clamp(r.labels('categoria')[0] ?? '', 80),
        where: firstAddress(baseLocations(r)),
        iatOpeningHours: clamp(
          dateLines((r.value('orari') as DateEntry[] | undefined) ?? []).join('; '),
          2000,
        ),
        iatAccessibility: r.value('accessibile') === true ? WHEELCHAIR : undefined,
      });
    default:
      return {};
  }
}

function textsOf(type: PublishedContent['type'], docs: StoredDocuments, price: ReturnType<typeof priceOf>) {
  const { template } = type;
  const texts: Partial<Record<ContentLang, Record<string, string>>> = {};
  for (const lang of CONTENT_LANGUAGES) {
    const doc = docs[lang];
    if (!doc?.isActive) continue;
    const r = new DocReader(template, doc);
    const title = clamp(r.text(template.nameField), 200);
    if (!title) continue;
    const heading = r.ofType('TitleWithSubtitle')[0] as { subtitle?: string } | undefined;
    texts[lang] = defined({
      title,
      subtitle: clamp(r.text('sottotitolo') || str(heading?.subtitle), 300),
      text: clamp(oneLine(r.text(template.textField)), 2000),
      fulltext: fulltextOf(r),
      price: priceText(price, lang),
    }) as Record<string, string>;
  }
  return texts;
}

// ─── the asset ──────────────────────────────────────────────────────────────────────────────────

/**
 * The asset a published content becomes, or null when it has none: a type the catalogue does not
 * take, no Italian title (the catalogue's fallback language), an event without a day. `today`
 * (ISO date) marks a content whose last day is past as expired.
 */
export function assetOfContent(
  content: PublishedContent,
  municipality: string | undefined,
  today = new Date().toISOString().slice(0, 10),
): AssetInput | null {
  const { code, template } = content.type;
  const italian = content.docs[DEFAULT_LANGUAGE];
  const assetTypeOf = ASSET_TYPE_OF[code];
  if (!assetTypeOf || !italian?.isActive) return null;
  const r = new DocReader(template, italian);
  const stages = r.custom(STAGE_COMPONENTS).length;
  const type = assetTypeOf(stages);
  const price = priceOf(code, r);
  const texts = textsOf(content.type, content.docs, price);
  if (!texts.it) return null;
  const fields = fieldsOf(code, r, stages);
  if (type === 'evento_turismo' && !fields.from) return null;

  const images = r.value(template.imageField);
  const image = Array.isArray(images) ? (images[0] as ImageValue | undefined) : undefined;
  const last = lastDayOf((r.value(template.expiryField) as DateEntry[] | undefined) ?? []);
  const expired = last !== null && new Date(last * 1000).toISOString().slice(0, 10) < today;
  const candidate = {
    sourceId: String(content.id),
    type,
    status: expired ? ASSET_STATUS.expired : ASSET_STATUS.normal,
    ...(municipality ? { municipality } : {}),
    coords: coordsOf(r),
    ...(image?.src && image.src.length <= 500 ? { img: { src: image.src, alt: clamp(image.alt, 300) } } : {}),
    ...(price.amount !== undefined ? { priceFrom: price.amount } : {}),
    ...(['itinerario_turismo', 'itinerario_bike_turismo', 'tour'].includes(type) ? { numTappe: stages } : {}),
    texts,
    fields,
  };
  const parsed = AssetInput.safeParse(candidate);
  if (parsed.success) return parsed.data;
  // A value the catalogue refuses (a price beyond its range, an address it reads as no URL, …) is
  // left out of the asset; the publication itself never fails for it.
  const refused = new Set(
    parsed.error.issues.map((i) => i.path.slice(0, i.path[0] === 'fields' ? 2 : 1).join('.')),
  );
  const kept = (o: Record<string, unknown>, prefix = '') =>
    Object.fromEntries(Object.entries(o).filter(([k]) => !refused.has(`${prefix}${k}`)));
  return AssetInput.parse({ ...kept(candidate), texts, fields: kept(fields, 'fields.') });
}

/**
 * The ISTAT code of the content's municipality: the code the form keeps, else the town picked in
 * "Comune" when its name is one municipality's (or, among namesakes, the one nearest the content).
 */
export async function municipalityOfContent(db: Db, content: PublishedContent): Promise<string | undefined> {
  const italian = content.docs[DEFAULT_LANGUAGE];
  if (!italian) return undefined;
  const r = new DocReader(content.type.template, italian);
  const code = r.text('codice_istat');
  if (/^\d{6}$/.test(code)) return code;
  // The town picked among every municipality: its ISTAT code is the value.
  const picked = selectedValue(r.value('comune'));
  if (/^\d{6}$/.test(picked)) return picked;
  const name = r.labels('comune')[0];
  if (!name) return undefined;
  const options = await searchOptions(db, 'municipalities', { search: name, limit: 50 });
  const namesakes = options.filter((o) => o.label.startsWith(`${name} (`)).map((o) => o.value);
  if (namesakes.length <= 1) return namesakes[0];
  const here = coordsOf(r)[0];
  if (!here) return undefined;
  const places = await municipalitiesByCode(db, namesakes);
  const distance = (c: string) => {
    const p = places.get(c);
    return p ? (p.lat - here.lat) ** 2 + (p.lng - here.lng) ** 2 : Infinity;
  };
  return [...namesakes].sort((a, b) => distance(a) - distance(b))[0];
}

/** Writes (or rewrites) the content's asset; a content that no longer makes one is withdrawn. */
export async function projectPublishedContent(db: Db, content: PublishedContent): Promise<void> {
  if (!isProjectedType(content.type.code)) return;
  const asset = assetOfContent(content, await municipalityOfContent(db, content));
  if (asset) await upsertAssets(db, 'content', [asset]);
  else await withdrawAssets(db, 'content', [String(content.id)]);
}

/** Takes deleted (or unpublished) contents out of the catalogue. */
export async function withdrawContents(db: Db, contentIds: readonly number[]): Promise<void> {
  await withdrawAssets(db, 'content', contentIds.map(String));
}
