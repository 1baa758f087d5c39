import {
  validateComponent,
  type ContentComponent,
  type ContentLang,
  type LangDocument,
} from '@sportello/contracts';
import { activeLangsOf, fieldKey, keyOf, type Docs, type FieldRef, type ListName } from './editor-state';

/** Field messages shown under the fields, by fieldKey. */
export type FieldErrors = Readonly<Record<string, string>>;

const LISTS: ListName[] = ['baseContents', 'customContents', 'extraContents'];

/** The other fields `lt` compares with: base and extra contents of the language. */
export const siblingsOf = (doc: LangDocument) =>
  [...doc.baseContents, ...doc.extraContents].map((c) => ({
    fieldname: c.fieldname,
    label: c.label,
    value: c.value,
  }));

export function validateOne(doc: LangDocument, c: ContentComponent): string | undefined {
  return validateComponent(c, c.value, siblingsOf(doc));
}

/** Every component of the active languages (spec 1 §5: at mount and on the publication attempt). */
export function validateAll(docs: Docs): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const lang of activeLangsOf(docs)) {
    const doc = docs[lang]!;
    const siblings = siblingsOf(doc);
    for (const list of LISTS)
      for (const c of doc[list] as ContentComponent[]) {
        const message = validateComponent(c, c.value, siblings);
        if (message) errors[fieldKey({ lang, list, key: keyOf(c) })] = message;
      }
  }
  return errors;
}

/**
 * The server's field names ("data.{lang}.{fieldname}", "data.{lang}.baseContents.{fieldname}",
 * "data.{lang}.customContents.{clientUUID or index}") as the editor's field refs.
 */
export function refsOfServerFields(docs: Docs, fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    const ref = refOfServerField(docs, name);
    if (ref) out[fieldKey(ref)] = message;
  }
  return out;
}

function refOfServerField(docs: Docs, name: string): FieldRef | null {
  const [head, lang, ...rest] = name.split('.');
  if (head !== 'data' || !lang || !(lang in docs)) return null;
  const doc = docs[lang as ContentLang]!;
  const l = lang as ContentLang;
  const [first, ...more] = rest;
  if (first === 'customContents') {
    const id = more.join('.');
    const byUuid = doc.customContents.find((c) => c.clientUUID === id || c.id === id);
    const byIndex = /^\d+$/.test(id) ? doc.customContents[Number(id)] : undefined;
    const hit = byUuid ?? byIndex;
    return hit ? { lang: l, list: 'customContents', key: hit.clientUUID } : null;
  }
  if (first === 'baseContents' || first === 'extraContents')
    return { lang: l, list: first, key: more.join('.') };
  const fieldname = rest.join('.');
  if (doc.baseContents.some((c) => c.fieldname === fieldname))
    return { lang: l, list: 'baseContents', key: fieldname };
  if (doc.extraContents.some((c) => c.fieldname === fieldname))
    return { lang: l, list: 'extraContents', key: fieldname };
  return null;
}

/** Errors of the fields that still exist (a removed block takes its message with it). */
export function errorsIn(docs: Docs, errors: FieldErrors, lang: ContentLang): number {
  const prefix = `${lang}|`;
  return Object.keys(errors).filter((k) => k.startsWith(prefix) && docs[lang]?.isActive).length;
}
