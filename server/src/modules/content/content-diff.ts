import { diffArrays, diffWords } from 'diff';
import {
  CONTENT_LANGUAGES,
  DIFF_LABELS,
  isEmptyValue,
  plainTextOf,
  selectedLabel,
  type ComponentType,
  type ContentComponent,
  type ContentLang,
  type CustomContent,
  type DiffChange,
  type DiffPart,
  type FieldDiff,
  type LangDiff,
  type LangDocument,
  type SubfieldDiff,
} from '@sportello/contracts';
import { showRichText } from '../../platform/text/rich-text.js';

/**
 * The compare model (spec 1 §2 "Content compare"): two versions of a content, per language, per
 * component (custom blocks paired by their clientUUID), with word-level differences of every text
 * (jsdiff's diffWords) and, for rich text, the sanitised HTML with <ins>/<del> around the words
 * that changed. Pure functions: the service loads the documents, this compares them.
 */

const RICH_TYPES: readonly ComponentType[] = ['Text'];
const TEXT_TYPES: readonly ComponentType[] = ['String', 'Text', 'Hidden', 'ReadOnly', 'NotEditable'];
/** Inner texts of composite blocks, and which of them are rich. */
const INNER_TEXTS = ['eyelet', 'title', 'subtitle', 'text', 'url', 'duration', 'vehicle', 'address'];
const INNER_RICH = new Set(['text']);
const INNER_LABELS: Record<string, string> = {
  numbered: 'Numerato',
  eyelet: 'Occhiello',
  title: 'Titolo',
  subtitle: 'Sottotitolo',
  text: 'Testo',
  url: 'Link',
  duration: 'Durata',
  vehicle: 'Mezzo',
  distance: 'Distanza',
  marker: 'Numero',
  images: 'Immagini',
  image: 'Immagine',
  photos: 'Foto',
  tags: 'Tag',
  location: 'Luogo',
  locations: 'Luoghi',
  kml: 'Traccia',
  address: 'Indirizzo',
  lat: 'Latitudine',
  lng: 'Longitudine',
};

/** Same value, whatever the order of object keys. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}
export const sameValue = (a: unknown, b: unknown) => stable(a) === stable(b);

const parts = (changes: { value: string; added?: boolean; removed?: boolean }[]): DiffPart[] =>
  changes.map((c) => ({ value: c.value, added: c.added === true, removed: c.removed === true }));

/** Word diff of two plain texts. */
export function wordDiff(oldText: string, newText: string): DiffPart[] {
  return parts(diffWords(oldText, newText));
}

/** Tags, words and spaces of sanitised HTML: a diff never cuts inside a tag. */
const tokensOf = (html: string): string[] => html.match(/<[^>]*>|[^<\s]+|\s+/g) ?? [];

/**
 * Rich text compared word by word: the new HTML (old words that were removed put back inside <del>),
 * added words inside <ins>. Both inputs are sanitised first, so the result holds only the allowed
 * tags plus ins and del.
 */
export function htmlDiff(oldHtml: string, newHtml: string): string {
  const changes = diffArrays(tokensOf(showRichText(oldHtml)), tokensOf(showRichText(newHtml)));
  let out = '';
  for (const c of changes) {
    const isTag = (t: string) => t.startsWith('<');
    if (!c.added && !c.removed) {
      out += c.value.join('');
      continue;
    }
    const mark = c.added ? 'ins' : 'del';
    // Removed tags are dropped (the new structure stands); added tags are kept; words are marked.
    let run = '';
    const flush = () => {
      if (run.trim()) out += `<${mark}>${run}</${mark}>`;
      else out += run;
      run = '';
    };
    for (const t of c.value) {
      if (isTag(t)) {
        flush();
        if (c.added) out += t;
      } else run += t;
    }
    flush();
  }
  return out;
}

/** What a value reads as, for a word diff; null when it is not text. */
function textOf(c: ContentComponent, value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (c.type === 'Select') return selectedLabel(c, value);
  if (c.type === 'Location') return (value as { address?: string }).address ?? '';
  if (TEXT_TYPES.includes(c.type) && typeof value === 'string')
    return RICH_TYPES.includes(c.type) ? plainTextOf(value) : value;
  return null;
}

const changeOf = (oldEmpty: boolean, newEmpty: boolean, same: boolean): DiffChange =>
  same ? 'same' : oldEmpty && !newEmpty ? 'added' : !oldEmpty && newEmpty ? 'removed' : 'changed';

/** The inner values of composite blocks, compared key by key. */
function subfields(oldValue: unknown, newValue: unknown): SubfieldDiff[] {
  const o = (oldValue && typeof oldValue === 'object' && !Array.isArray(oldValue) ? oldValue : {}) as Record<
    string,
    unknown
  >;
  const n = (newValue && typeof newValue === 'object' && !Array.isArray(newValue) ? newValue : {}) as Record<
    string,
    unknown
  >;
  const keys = [...new Set([...Object.keys(o), ...Object.keys(n)])];
  return keys.map((key) => {
    const a = o[key];
    const b = n[key];
    const same = sameValue(a, b);
    const isText = INNER_TEXTS.includes(key) && (typeof a === 'string' || typeof b === 'string');
    const rich = isText && INNER_RICH.has(key);
    const sa = typeof a === 'string' ? a : '';
    const sb = typeof b === 'string' ? b : '';
    const empty = (v: unknown) =>
      v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
    return {
      key,
      label: INNER_LABELS[key] ?? key,
      change: changeOf(empty(a), empty(b), same),
      words: isText ? wordDiff(rich ? plainTextOf(sa) : sa, rich ? plainTextOf(sb) : sb) : null,
      html: rich ? htmlDiff(sa, sb) : null,
      oldValue: a ?? null,
      newValue: b ?? null,
    };
  });
}

const COMPOSITE = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

function fieldDiff(
  section: FieldDiff['section'],
  oldC: ContentComponent | undefined,
  newC: ContentComponent | undefined,
  indexes: { old: number | null; new: number | null },
): FieldDiff {
  const c = (newC ?? oldC)!;
  const custom = (newC ?? oldC) as Partial<CustomContent>;
  const oldValue = oldC?.value ?? null;
  const newValue = newC?.value ?? null;
  const oldEmpty = !oldC || isEmptyValue(c.type, oldValue);
  const newEmpty = !newC || isEmptyValue(c.type, newValue);
  const moved =
    section === 'custom' && indexes.old !== null && indexes.new !== null && indexes.old !== indexes.new;
  const same = !!oldC && !!newC && sameValue(oldValue, newValue) && !moved;
  const change: DiffChange = !oldC ? 'added' : !newC ? 'removed' : changeOf(oldEmpty, newEmpty, same);
  const oldText = textOf(c, oldValue);
  const newText = textOf(c, newValue);
  const rich = RICH_TYPES.includes(c.type);
  return {
    key: section === 'custom' ? (custom.clientUUID ?? c.fieldname) : c.fieldname,
    section,
    fieldname: c.fieldname,
    kind: section === 'custom' ? (custom.kind ?? null) : null,
    label: c.label,
    type: c.type,
    change,
    badge: !oldC ? DIFF_LABELS.added : !newC ? DIFF_LABELS.removed : null,
    oldLabel: oldEmpty ? DIFF_LABELS.empty : null,
    newLabel: newEmpty ? DIFF_LABELS.empty : null,
    oldValue,
    newValue,
    words: oldText !== null && newText !== null ? wordDiff(oldText, newText) : null,
    html:
      rich && (typeof oldValue === 'string' || typeof newValue === 'string')
        ? htmlDiff(typeof oldValue === 'string' ? oldValue : '', typeof newValue === 'string' ? newValue : '')
        : null,
    parts: COMPOSITE(oldValue) || COMPOSITE(newValue) ? subfields(oldValue, newValue) : [],
    oldIndex: indexes.old,
    newIndex: indexes.new,
  };
}

/** Base or extra components: the template's order, by fieldname. */
function byField(section: 'base' | 'extra', oldList: ContentComponent[], newList: ContentComponent[]) {
  const old = new Map(oldList.map((c) => [c.fieldname, c]));
  const seen = new Set<string>();
  const out: FieldDiff[] = [];
  for (const c of newList) {
    seen.add(c.fieldname);
    out.push(fieldDiff(section, old.get(c.fieldname), c, { old: null, new: null }));
  }
  for (const c of oldList)
    if (!seen.has(c.fieldname)) out.push(fieldDiff(section, c, undefined, { old: null, new: null }));
  return out.filter((f) => !['Divider', 'Title'].includes(f.type));
}

/** Custom blocks paired by clientUUID: the new order, each removed block after its old neighbour. */
function byBlock(oldList: CustomContent[], newList: CustomContent[]): FieldDiff[] {
  const oldIndex = new Map(oldList.map((c, i) => [c.clientUUID, i]));
  const newIds = new Set(newList.map((c) => c.clientUUID));
  const out: FieldDiff[] = newList.map((c, i) =>
    fieldDiff('custom', oldList[oldIndex.get(c.clientUUID) ?? -1], c, {
      old: oldIndex.get(c.clientUUID) ?? null,
      new: i,
    }),
  );
  // Removed blocks go where they were: after the block that preceded them in the old version.
  oldList.forEach((c, i) => {
    if (newIds.has(c.clientUUID)) return;
    const before = oldList
      .slice(0, i)
      .reverse()
      .find((p) => newIds.has(p.clientUUID));
    const at = before ? out.findIndex((f) => f.key === before.clientUUID) + 1 : 0;
    let insert = at;
    while (insert < out.length && out[insert]!.change === 'removed') insert += 1;
    out.splice(insert, 0, fieldDiff('custom', c, undefined, { old: i, new: null }));
  });
  return out;
}

/** One language compared; a language active on one side only is wholly added or removed. */
export function diffLanguage(
  lang: ContentLang,
  oldDoc: LangDocument | undefined,
  newDoc: LangDocument | undefined,
): LangDiff {
  const o = oldDoc?.isActive ? oldDoc : undefined;
  const n = newDoc?.isActive ? newDoc : undefined;
  const fields = [
    ...byField('base', o?.baseContents ?? [], n?.baseContents ?? []),
    ...byBlock(o?.customContents ?? [], n?.customContents ?? []),
    ...byField('extra', o?.extraContents ?? [], n?.extraContents ?? []),
  ];
  const changes = fields.filter((f) => f.change !== 'same').length;
  const change: DiffChange = !o && n ? 'added' : o && !n ? 'removed' : changes ? 'changed' : 'same';
  return {
    lang,
    change,
    badge: change === 'added' ? DIFF_LABELS.added : change === 'removed' ? DIFF_LABELS.removed : null,
    changes,
    fields,
  };
}

/** Every language either side has active, in the order it, en, fr, de, es. */
export function diffDocuments(
  oldDocs: Partial<Record<ContentLang, LangDocument>>,
  newDocs: Partial<Record<ContentLang, LangDocument>>,
): LangDiff[] {
  return CONTENT_LANGUAGES.filter((l) => oldDocs[l]?.isActive || newDocs[l]?.isActive).map((l) =>
    diffLanguage(l, oldDocs[l], newDocs[l]),
  );
}
