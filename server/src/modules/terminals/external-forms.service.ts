import {
  fromProfileItems,
  SelfProfileFormSource,
  TableTemplate,
  type ExternalForm,
  type ExternalFormType,
  type FormField,
  type Lang,
  type ProfileItem,
} from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { requireTemplate, templateFile, type TemplateSource } from '../../platform/templates/index.js';
import selfProfile from './templates/self-profile.json' with { type: 'json' };
import externalsTable from './templates/externals.json' with { type: 'json' };

export const EXTERNAL_FORM = { kind: 'external-form', key: 'profile' } as const;

export const externalsTableTemplate = templateFile(
  'terminals/templates/externals.json',
  externalsTable,
  TableTemplate,
);

/** The terminals table and the self-profile form, synced into the database at start. */
export const terminalsTemplates: TemplateSource[] = [
  externalsTableTemplate,
  templateFile('terminals/templates/self-profile.json', selfProfile, SelfProfileFormSource),
];

export const loadProfileForm = (db: Db, env: string) =>
  requireTemplate(db, SelfProfileFormSource, EXTERNAL_FORM.kind, EXTERNAL_FORM.key, env);

/** The sections asked for (comma-joined keys, unknown ones ignored), or all of them. */
export function chosenSections(source: SelfProfileFormSource, sections?: string | string[]) {
  const wanted = (Array.isArray(sections) ? sections : (sections ?? '').split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  const chosen = wanted.length ? source.sections.filter((s) => wanted.includes(s.key)) : source.sections;
  return chosen.length ? chosen : source.sections;
}

/** Italian labels are the items' own; other languages read fieldLabels (node, node.optionValue). */
function localizeItem(item: ProfileItem, labels: Record<string, string>): ProfileItem {
  const node = item.valueNode ?? item.valuesNode;
  const out: ProfileItem = { ...item };
  if (node && labels[node]) out.label = labels[node];
  if (node && item.options)
    out.options = item.options.map((o) => ({ ...o, label: labels[`${node}.${o.value}`] ?? o.label }));
  if (item.fields) out.fields = item.fields.map((f) => localizeItem(f, labels));
  return out;
}

/**
 * The form as a kiosk or an assisted terminal shows it (spec 2 §3 "Self-profile form"): one
 * language (Italian where a text is missing), the chosen sections in order.
 */
export function externalForm(
  source: SelfProfileFormSource,
  formType: ExternalFormType,
  lang: Lang,
  opts: { sections?: string | string[]; id?: string | null } = {},
): ExternalForm {
  const labels = lang === 'it' ? {} : (source.fieldLabels[lang] ?? {});
  const pick = <T>(byLang: Record<string, T>) => byLang[lang] ?? byLang.it!;
  return {
    formType,
    lang,
    id: opts.id ?? null,
    intro: pick(source.intro),
    outro: pick(source.outro),
    sections: chosenSections(source, opts.sections).map((s) => ({
      key: s.key,
      title: s.title[lang] ?? s.title.it ?? s.key,
      fields: s.fields.map((f) => localizeItem(f, labels)),
    })),
    labels: { ...source.labels.it, ...source.labels[lang] },
    buttons: source.buttons,
    timeout: source.timeout,
    showPopupAt: source.showPopupAt,
    resetTimeout: source.resetTimeout,
  };
}

/** The form engine's fields of the chosen sections: what validateForm checks on the server. */
export function formFields(source: SelfProfileFormSource, sections?: string | string[]): FormField[] {
  return chosenSections(source, sections).flatMap((s) => fromProfileItems(s.fields).fields);
}
