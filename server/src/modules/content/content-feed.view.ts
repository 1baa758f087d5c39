import {
  CONTENT_LANGUAGES,
  DEFAULT_LANGUAGE,
  plainTextOf,
  type ComponentType,
  type ContentLang,
  type DateEntry,
} from '@sportello/contracts';
import { showRichText } from '../../platform/text/rich-text.js';
import type { ContentTypeRecord } from './content-types.repo.js';
import type { StoredDocuments, StoredLangDocument } from './content.document.js';
import { dateLines } from './content.value-words.js';

/**
 * What a published content says to the world, read from its published documents by named parts
 * (never every field: a template's hidden, internal or personal fields stay out). The caller (the
 * partners' read API) chooses which parts and languages leave. Contacts are the content's public
 * phone, e-mail and site: the names of contact people are not read.
 */
export interface PublishedContentView {
  /** Each active language's texts: the title always, the rest when written. */
  texts: Partial<Record<ContentLang, { title: string; subtitle?: string; summary?: string; body?: string }>>;
  image: { src: string; alt: string } | null;
  locations: { address: string; lat: number | null; lng: number | null }[];
  /** Each date block on one line, in Italian (as the back office writes them). */
  dates: string[];
  contacts: { phone?: string; email?: string; website?: string }[];
  price: { amount: number | null; free: boolean } | null;
  documents: { name: string; url: string }[];
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const url = (s: string) => (/^https?:\/\/\S+$/.test(s) && s.length <= 2000 ? s : undefined);

function numberOf(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  const s = str(v);
  return /^\d+([.,]\d+)?$/.test(s) ? Number(s.replace(',', '.')) : null;
}

class Reader {
  private readonly values = new Map<string, unknown>();
  constructor(
    private readonly type: ContentTypeRecord,
    doc: StoredLangDocument,
  ) {
    for (const v of [...doc.baseContents, ...doc.extraContents]) this.values.set(v.fieldname, v.value);
  }
  value = (fieldname: string | undefined) => (fieldname ? this.values.get(fieldname) : undefined);
  text = (fieldname: string | undefined) => str(this.value(fieldname));
  /** The values of the template's base and extra fields of one component type. */
  ofType(type: ComponentType): unknown[] {
    const t = this.type.template;
    return [...t.baseContents, ...t.extraContents]
      .filter((d) => d.type === type)
      .map((d) => this.values.get(d.fieldname));
  }
}

function textsOf(r: Reader, type: ContentTypeRecord) {
  const { template } = type;
  const title = r.text(template.nameField);
  if (!title) return undefined;
  const summary = plainTextOf(r.text(template.textField)).replace(/\s+/g, ' ').trim();
  const body = showRichText(r.text('descrizione'));
  const subtitle = r.text('sottotitolo');
  return {
    title,
    ...(subtitle ? { subtitle } : {}),
    ...(summary ? { summary } : {}),
    ...(body.trim() ? { body } : {}),
  };
}

/** The view of a published content from its published revision's documents. */
export function publishedContentView(type: ContentTypeRecord, docs: StoredDocuments): PublishedContentView {
  const texts: PublishedContentView['texts'] = {};
  for (const lang of CONTENT_LANGUAGES) {
    const doc = docs[lang];
    if (!doc?.isActive) continue;
    const t = textsOf(new Reader(type, doc), type);
    if (t) texts[lang] = t;
  }
  const base = docs[DEFAULT_LANGUAGE] ?? Object.values(docs)[0];
  const view: PublishedContentView = {
    texts,
    image: null,
    locations: [],
    dates: [],
    contacts: [],
    price: null,
    documents: [],
  };
  if (!base) return view;
  // Facts are the same in every language: read from the Italian document.
  const r = new Reader(type, base);
  const images = r.value(type.template.imageField);
  const image = Array.isArray(images) ? (images[0] as { src?: string; alt?: string } | undefined) : undefined;
  if (image?.src) view.image = { src: image.src, alt: str(image.alt) };
  for (const l of r.ofType('Location') as ({ address?: string; lat?: number; lng?: number } | null)[])
    if (l && (str(l.address) || typeof l.lat === 'number'))
      view.locations.push({ address: str(l.address), lat: l.lat ?? null, lng: l.lng ?? null });
  for (const d of r.ofType('Date')) if (Array.isArray(d)) view.dates.push(...dateLines(d as DateEntry[]));
  const contacts = r.value('contatti');
  for (const c of Array.isArray(contacts) ? (contacts as Record<string, unknown>[]) : []) {
    const phone = str(c?.telefono);
    const email = str(c?.email);
    if (phone || email) view.contacts.push({ ...(phone ? { phone } : {}), ...(email ? { email } : {}) });
  }
  const website = url(r.text('sito')) ?? url(r.text('prenota'));
  if (website) view.contacts.push({ website });
  const free = r.value('gratuito') === true;
  const amount = numberOf(r.value('prezzo')) ?? numberOf(r.value('prezzo_da'));
  if (free || amount !== null) view.price = { amount: free ? 0 : amount, free };
  for (const d of r.ofType('Document'))
    for (const f of Array.isArray(d) ? (d as { name?: string; link?: string }[]) : []) {
      const link = url(str(f?.link));
      if (link) view.documents.push({ name: str(f.name), url: link });
    }
  return view;
}
