import { z } from 'zod';
import {
  FormTemplate,
  fromLegacyUserFields,
  fromProfileItems,
  type FormField,
  type FormValues,
} from '@sportello/contracts';
import { nowIso } from '../../../platform/db/connect.js';
import { templateFile, type TemplateSource } from '../../../platform/templates/index.js';
import { assertMediaAccessible } from '../../media/index.js';
import { findFormEntry, saveFormEntry } from '../form-entries.repo.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import { asPlatformDb } from '../forms.schema.js';
import type { FormHandler } from '../forms.types.js';
import { fileIds, signed } from '../handlers/values.js';
import legacyUser from './templates/esempio-utente-portale.json' with { type: 'json' };
import profile from './templates/esempio-profilo-visitatore.json' with { type: 'json' };
import eventSheet from './templates/esempio-scheda-evento.json' with { type: 'json' };

/**
 * The example forms of the demo: every field type of the one template schema, in its three
 * dialects (the canonical one, the visitor profile's items, the legacy user fields), served and
 * checked by the real engine. They show a board's template editors how each field looks and
 * behaves, and the browser journeys drive them (web/e2e/field-types.spec.ts). Seeded with the demo
 * data only: without their templates, as in production, they answer 404 like any unknown form.
 * Each signed-in user keeps their own values; nothing else is done with them.
 */

const Head = { formType: z.string().min(1), title: z.string() };

/** A template written in another dialect, mapped onto the one schema when it is stored. */
function inOneSchema(
  head: { formType: string; title: string },
  fields: () => FormField[],
  ctx: z.RefinementCtx,
) {
  try {
    return FormTemplate.parse({ ...head, fields: fields() });
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: err instanceof Error ? err.message : String(err) });
    return z.NEVER;
  }
}

const ProfileDialect = z
  .object({ ...Head, items: z.array(z.unknown()) })
  .transform(({ items, ...head }, ctx) => inOneSchema(head, () => fromProfileItems(items).fields, ctx));
const LegacyDialect = z
  .object({ ...Head, fields: z.array(z.unknown()) })
  .transform(({ fields, ...head }, ctx) => inOneSchema(head, () => fromLegacyUserFields(fields), ctx));

const source = (name: string) => `forms/examples/templates/${name}.json`;

/** The example templates (kind 'form'), synced by the demo seed. */
export const exampleFormTemplates: TemplateSource[] = [
  templateFile(source('esempio-scheda-evento'), eventSheet, FormTemplate),
  templateFile(source('esempio-profilo-visitatore'), profile, ProfileDialect),
  templateFile(source('esempio-utente-portale'), legacyUser, LegacyDialect),
];

/** Every field of the template, inside groups and rows too. */
const allFields = (fields: readonly FormField[]): FormField[] =>
  fields.flatMap((f) => [
    f,
    ...(f.type === 'group' || f.type === 'repeatableGroup' ? allFields(f.fields) : []),
  ]);

/** A password is never kept, not even in an example. */
function withoutPasswords(template: FormTemplate, values: FormValues): FormValues {
  const secret = new Set(
    allFields(template.fields).flatMap((f) =>
      f.type === 'input' && f.inputType === 'password' && f.fieldname ? [f.fieldname] : [],
    ),
  );
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secret.has(name)));
}

function exampleForm(formType: string): FormHandler {
  return {
    templateKey: formType,
    access: (ctx) => ctx !== null,

    /** The caller's own values, whatever id the page names: nobody reads another's. */
    async load(db, call) {
      return (await findFormEntry(db, formType, signed(call).ctx.actor.userId)) ?? {};
    },

    async submit(db, call, { values, template }) {
      const { ctx } = signed(call);
      // A picked file must be one this user may use (their group's library).
      for (const field of allFields(template.fields)) {
        if (field.type === 'file' && field.fieldname)
          await assertMediaAccessible(
            asPlatformDb(db),
            ctx,
            fileIds(values, field.fieldname),
            field.fieldname,
          );
      }
      const kept = withoutPasswords(template, values);
      await saveFormEntry(db, { formType, userId: ctx.actor.userId, values: kept, now: nowIso() });
      return { reply: { message: FORMS_MESSAGES.exampleSaved } };
    },
  };
}

/** The example form types, by the key of their template. */
export const EXAMPLE_FORM_HANDLERS: Record<string, FormHandler> = Object.fromEntries(
  ['esempio-scheda-evento', 'esempio-profilo-visitatore', 'esempio-utente-portale'].map((formType) => [
    formType,
    exampleForm(formType),
  ]),
);
