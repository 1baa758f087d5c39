import {
  OPTION_SOURCES,
  optionsUrl,
  selectedValue,
  type ComponentDef,
  type ContentLang,
  type ContentSaveBody,
  type ContentTypeTemplate,
  type LangValuesInput,
  type OptionSource,
} from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { badRequest } from '../../platform/http/errors.js';
import { findOptions } from '../places/index.js';
import { CONTENT_EDITOR_MESSAGES as M } from './content.messages.js';

/**
 * Selects whose options the server searches (a template's `source`, e.g. every Italian
 * municipality): a value sent must be one of those options, and is stored with the label the
 * server has for it, never the browser's. Other components pass through untouched.
 */

/** The options lookup a template's url names. */
export const optionSourceOf = (url: string): OptionSource | null =>
  OPTION_SOURCES.find((s) => optionsUrl(s) === url) ?? null;

type Values = LangValuesInput['baseContents'];

export async function resolveSourcedSelects(
  db: Db,
  template: ContentTypeTemplate,
  body: ContentSaveBody,
): Promise<ContentSaveBody> {
  const sourced = new Map<string, ComponentDef>(
    [...template.baseContents, ...template.extraContents]
      .filter((d) => d.type === 'Select' && d.source)
      .map((d) => [d.fieldname, d]),
  );
  if (!sourced.size) return body;
  const fields: Record<string, string> = {};
  const resolve = async (lang: ContentLang, list: Values): Promise<Values> =>
    Promise.all(
      list.map(async (c) => {
        const def = sourced.get(c.fieldname);
        if (!def?.source) return c;
        const value = selectedValue(c.value);
        if (!value) return { ...c, value: '' };
        const source = optionSourceOf(def.source.url);
        const [option] = source ? await findOptions(db, source, [value], lang) : [];
        if (!option) {
          fields[`data.${lang}.${c.fieldname}`] = M.unknownOption(def.label);
          return c;
        }
        return { ...c, value: { value: option.value, label: option.label } };
      }),
    );
  const data: ContentSaveBody['data'] = {};
  for (const [lang, doc] of Object.entries(body.data) as [ContentLang, LangValuesInput | undefined][]) {
    if (!doc) continue;
    data[lang] = {
      ...doc,
      baseContents: await resolve(lang, doc.baseContents),
      extraContents: await resolve(lang, doc.extraContents),
    };
  }
  if (Object.keys(fields).length) throw badRequest(M.unknownOptions, fields);
  return { ...body, data };
}
