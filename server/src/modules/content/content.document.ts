import { randomUUID } from 'node:crypto';
import {
  COMPONENT_VALUE,
  CONTENT_LANGUAGES,
  DEFAULT_LANGUAGE,
  STAGE_TYPES,
  emptyValueOf,
  lastDayOf,
  plainTextOf,
  valueFingerprint,
  type ComponentDef,
  type ContentComponent,
  type ContentLang,
  type ContentTypeTemplate,
  type CustomContent,
  type DateEntry,
  type ImageValue,
  type LangDocument,
  type LangValuesInput,
} from '@sportello/contracts';
import { badRequest } from '../../platform/http/errors.js';
import { foldForSearch } from '../../platform/search/words.js';
import { sanitizeRichText } from '../../platform/text/rich-text.js';

/**
 * A language's document as stored in content_documents.document: values only. Labels, rules and
 * options always come from the content type's current template, so a template fix reaches every
 * stored content and a browser cannot change them. `src` is the fingerprint of the Italian value
 * when this language's value was last written ("da aggiornare" when they differ).
 */
export interface StoredValue {
  fieldname: string;
  value: unknown;
  src?: string;
}
export interface StoredCustom {
  id: string;
  clientUUID: string;
  kind: string;
  value: unknown;
  src?: string;
}
export interface StoredLangDocument {
  isActive: boolean;
  cloneFrom: ContentLang | null;
  baseContents: StoredValue[];
  customContents: StoredCustom[];
  extraContents: StoredValue[];
}
export type StoredDocuments = Partial<Record<ContentLang, StoredLangDocument>>;

/** Components whose text is translated, and so may fall behind the Italian one. */
const TRANSLATED = new Set(['String', 'Text', 'Paragraph', 'Stage', 'PIStage', 'BikeStage', 'ProposalStage', 'Gallery', 'Video', 'Social', 'TitleWithSubtitle']); // prettier-ignore

const defaultOf = (def: ComponentDef): unknown => def.defaultValue ?? emptyValueOf(def.type);

// ---------------------------------------------------------------------------------------------
// Reading: template + stored values → the editor's document

function component(
  def: ComponentDef,
  stored: { value: unknown; src?: string } | undefined,
  italian: unknown,
  lang: ContentLang,
): ContentComponent {
  const value = stored === undefined ? defaultOf(def) : stored.value;
  const outdated =
    lang !== DEFAULT_LANGUAGE && TRANSLATED.has(def.type) && !def.languageSync && stored?.src !== undefined
      ? stored.src !== valueFingerprint(italian)
      : undefined;
  return { ...def, value, ...(outdated ? { outdated } : {}) };
}

/** The document of one language for the editor; `italian` is the stored Italian document. */
export function buildLangDocument(
  template: ContentTypeTemplate,
  stored: StoredLangDocument | undefined,
  italian: StoredLangDocument | undefined,
  lang: ContentLang,
): LangDocument {
  const byName = (list: StoredValue[] | undefined) => new Map((list ?? []).map((v) => [v.fieldname, v]));
  const base = byName(stored?.baseContents);
  const extra = byName(stored?.extraContents);
  const itBase = byName(italian?.baseContents);
  const itCustom = new Map((italian?.customContents ?? []).map((c) => [c.clientUUID, c.value]));
  const kinds = new Map(template.customTypes.map((k) => [k.name, k]));
  const custom: CustomContent[] = stored
    ? stored.customContents.flatMap((c) => {
        const kind = kinds.get(c.kind);
        if (!kind) return []; // a kind the template no longer offers
        const built = component(kind.component, c, itCustom.get(c.clientUUID), lang);
        return [
          { ...built, label: built.label || kind.label, id: c.id, clientUUID: c.clientUUID, kind: c.kind },
        ];
      })
    : template.initialCustom.flatMap((name) => {
        const kind = kinds.get(name);
        if (!kind) return [];
        const built = component(kind.component, undefined, undefined, lang);
        return [
          { ...built, label: built.label || kind.label, id: null, clientUUID: randomUUID(), kind: name },
        ];
      });
  return {
    isActive: stored?.isActive ?? lang === DEFAULT_LANGUAGE,
    cloneFrom: stored?.cloneFrom ?? null,
    baseContents: template.baseContents.map((d) =>
      component(d, base.get(d.fieldname), itBase.get(d.fieldname)?.value, lang),
    ),
    customContents: custom,
    extraContents: template.extraContents.map((d) => component(d, extra.get(d.fieldname), undefined, lang)),
  };
}

// ---------------------------------------------------------------------------------------------
// Writing: the editor's values → stored documents

const path = (lang: string, list: string, key: string) => `data.${lang}.${list}.${key}`;

function parseValue(def: ComponentDef, value: unknown, field: string, label: string): unknown {
  const parsed = COMPONENT_VALUE[def.type].safeParse(value);
  if (!parsed.success)
    throw badRequest(`Valore non valido nel campo "${label || def.fieldname}".`, {
      [field]: parsed.error.issues[0]?.message ?? 'Valore non valido',
    });
  return withCleanRichText(def.type, parsed.data);
}

/** Rich text is stored sanitised: Text values and the text of paragraphs and stages. */
function withCleanRichText(type: ComponentDef['type'], value: unknown): unknown {
  if (type === 'Text' && typeof value === 'string') return sanitizeRichText(value);
  if ((type === 'Paragraph' || (STAGE_TYPES as readonly string[]).includes(type)) && value) {
    const v = value as { text: string };
    return { ...v, text: sanitizeRichText(v.text) };
  }
  return value;
}

/**
 * The stored document of one language from what the editor sent: every value parsed by its
 * component type (400 naming the field otherwise), unknown fields refused, read-only fields kept
 * from `previous`, custom contents checked against their kind's maximum, new ones given an id.
 * `src` is carried when the value did not change and renewed when it did.
 */
export function storeLangValues(
  template: ContentTypeTemplate,
  lang: ContentLang,
  input: LangValuesInput,
  previous: StoredLangDocument | undefined,
  italianAfter: (fieldOrUuid: string) => unknown,
): StoredLangDocument {
  const prevBase = new Map((previous?.baseContents ?? []).map((v) => [v.fieldname, v]));
  const prevExtra = new Map((previous?.extraContents ?? []).map((v) => [v.fieldname, v]));
  const prevCustom = new Map((previous?.customContents ?? []).map((c) => [c.clientUUID, c]));
  const fingerprint = (changed: boolean, key: string, old: { src?: string } | undefined) => {
    if (lang === DEFAULT_LANGUAGE) return {};
    if (changed) return { src: valueFingerprint(italianAfter(key)) };
    return old?.src !== undefined ? { src: old.src } : {};
  };

  const values = (
    list: 'baseContents' | 'extraContents',
    defs: ComponentDef[],
    sent: { fieldname: string; value: unknown }[],
    prev: Map<string, StoredValue>,
  ) => {
    const known = new Map(defs.map((d) => [d.fieldname, d]));
    for (const s of sent)
      if (!known.has(s.fieldname))
        throw badRequest(`Campo sconosciuto: ${s.fieldname}.`, {
          [path(lang, list, s.fieldname)]: 'Campo sconosciuto',
        });
    const byName = new Map(sent.map((s) => [s.fieldname, s.value]));
    return defs.map((def): StoredValue => {
      const old = prev.get(def.fieldname);
      const keep =
        def.readOnly || def.type === 'NotEditable' || def.type === 'ReadOnly' || !byName.has(def.fieldname);
      const value = keep
        ? (old?.value ?? defaultOf(def))
        : parseValue(def, byName.get(def.fieldname), path(lang, list, def.fieldname), def.label);
      const changed = !keep && JSON.stringify(value) !== JSON.stringify(old?.value);
      return { fieldname: def.fieldname, value, ...fingerprint(changed, def.fieldname, old) };
    });
  };

  const kinds = new Map(template.customTypes.map((k) => [k.name, k]));
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  const customContents = input.customContents.map((c, i): StoredCustom => {
    const field = path(lang, 'customContents', String(i));
    const kind = kinds.get(c.kind);
    if (!kind)
      throw badRequest(`Tipo di elemento sconosciuto: ${c.kind}.`, {
        [field]: 'Tipo di elemento sconosciuto',
      });
    if (seen.has(c.clientUUID))
      throw badRequest('Lo stesso elemento compare due volte.', { [field]: 'Elemento duplicato' });
    seen.add(c.clientUUID);
    const count = (counts.get(c.kind) ?? 0) + 1;
    counts.set(c.kind, count);
    if (kind.max !== -1 && count > kind.max)
      throw badRequest(`Puoi inserire al massimo ${kind.max} elementi di tipo "${kind.label}".`, {
        [field]: `Al massimo ${kind.max}`,
      });
    const old = prevCustom.get(c.clientUUID);
    const value = parseValue(kind.component, c.value, field, kind.label);
    const changed = JSON.stringify(value) !== JSON.stringify(old?.value);
    return {
      id: old?.id ?? c.id ?? randomUUID(),
      clientUUID: c.clientUUID,
      kind: c.kind,
      value,
      ...fingerprint(changed, c.clientUUID, old),
    };
  });

  return {
    isActive: input.isActive,
    cloneFrom: input.cloneFrom,
    baseContents: values('baseContents', template.baseContents, input.baseContents, prevBase),
    customContents,
    extraContents: values('extraContents', template.extraContents, input.extraContents, prevExtra),
  };
}

/**
 * Fields with languageSync take the value the editor's default language has (the browser keeps
 * them equal as the user types; the server makes sure). Custom contents are paired by clientUUID.
 */
export function applyLanguageSync(template: ContentTypeTemplate, docs: StoredDocuments): void {
  const source = docs[DEFAULT_LANGUAGE];
  if (!source) return;
  const synced = (defs: ComponentDef[]) =>
    new Set(defs.filter((d) => d.languageSync).map((d) => d.fieldname));
  const baseSync = synced(template.baseContents);
  const extraSync = synced(template.extraContents);
  const kindSync = new Set(template.customTypes.filter((k) => k.component.languageSync).map((k) => k.name));
  const srcBase = new Map(source.baseContents.map((v) => [v.fieldname, v.value]));
  const srcExtra = new Map(source.extraContents.map((v) => [v.fieldname, v.value]));
  const srcCustom = new Map(source.customContents.map((c) => [c.clientUUID, c.value]));
  for (const lang of CONTENT_LANGUAGES) {
    const doc = docs[lang];
    if (!doc || lang === DEFAULT_LANGUAGE) continue;
    for (const v of doc.baseContents)
      if (baseSync.has(v.fieldname) && srcBase.has(v.fieldname)) v.value = srcBase.get(v.fieldname);
    for (const v of doc.extraContents)
      if (extraSync.has(v.fieldname) && srcExtra.has(v.fieldname)) v.value = srcExtra.get(v.fieldname);
    for (const c of doc.customContents)
      if (kindSync.has(c.kind) && srcCustom.has(c.clientUUID)) c.value = srcCustom.get(c.clientUUID);
  }
}

/** The Italian value a translated field follows, by fieldname or custom clientUUID. */
export function italianLookup(italian: StoredLangDocument | undefined): (key: string) => unknown {
  const map = new Map<string, unknown>();
  for (const v of italian?.baseContents ?? []) map.set(v.fieldname, v.value);
  for (const c of italian?.customContents ?? []) map.set(c.clientUUID, c.value);
  return (key) => map.get(key);
}

// ---------------------------------------------------------------------------------------------
// The list row

export interface ListRowFields {
  name: string;
  langs: string;
  imageSrc: string | null;
  imageAlt: string | null;
  excerpt: string;
  expiresOn: string | null;
  searchText: string;
}

/** Every piece of text a value holds (titles, rich text as plain text, addresses). */
function textsOf(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(plainTextOf(value));
  else if (Array.isArray(value)) for (const v of value) textsOf(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      if (!['id', 'src', 'link', 'lat', 'lng', 'marker', 'position', 'info'].includes(k)) textsOf(v, out);
}

const valueIn = (doc: StoredLangDocument | undefined, fieldname: string | undefined) =>
  fieldname ? doc?.baseContents.find((v) => v.fieldname === fieldname)?.value : undefined;

/** The columns of the contents row that follow its head documents (kept in the same transaction). */
export function listRowOf(
  template: ContentTypeTemplate,
  docs: StoredDocuments,
  fallbackName: string,
): ListRowFields {
  const active = CONTENT_LANGUAGES.filter((l) => docs[l]?.isActive);
  const main = docs[DEFAULT_LANGUAGE]?.isActive
    ? docs[DEFAULT_LANGUAGE]
    : docs[active[0] ?? DEFAULT_LANGUAGE];
  const name = String(valueIn(main, template.nameField) ?? '').trim() || fallbackName;
  const images = valueIn(main, template.imageField);
  const image = Array.isArray(images) ? (images[0] as ImageValue | undefined) : undefined;
  const text = valueIn(main, template.textField);
  const dates = valueIn(main, template.expiryField);
  const last = Array.isArray(dates) ? lastDayOf(dates as DateEntry[]) : null;
  const words: string[] = [];
  for (const lang of active) {
    const doc = docs[lang]!;
    for (const v of [...doc.baseContents, ...doc.customContents, ...doc.extraContents])
      textsOf(v.value, words);
  }
  return {
    name: name.slice(0, 300),
    langs: active.join(','),
    imageSrc: image?.src || null,
    imageAlt: image ? image.alt : null,
    excerpt: typeof text === 'string' ? plainTextOf(text).replace(/\s+/g, ' ').trim().slice(0, 300) : '',
    expiresOn: last === null ? null : new Date(last * 1000).toISOString().slice(0, 10),
    searchText: foldForSearch([name, ...words].join(' ')).slice(0, 200_000),
  };
}

/** Ids of every media file the documents use, for the media library's usage. */
export function mediaIdsOf(docs: StoredDocuments): number[] {
  const ids = new Set<number>();
  // Images and documents are the only values with a numeric id beside a src or a name.
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.id === 'number' && ('src' in record || 'name' in record)) ids.add(record.id);
      for (const v of Object.values(record)) if (typeof v === 'object') walk(v);
    }
  };
  for (const doc of Object.values(docs))
    for (const v of [...doc.baseContents, ...doc.customContents, ...doc.extraContents]) walk(v.value);
  return [...ids];
}
