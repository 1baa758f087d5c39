import { findOption } from '@sportello/contracts';
import type { FieldOption, FormField, FormSubmitReply, FormTemplate, FormValues } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { AppDeps } from '../../platform/deps.js';
import type { Mail } from '../../platform/mail/mail.js';
import type { FormsDb } from './forms.schema.js';

/** One call of a form: who (null for a public form without a session), where, and which record. */
export interface FormCall {
  env: string;
  ctx: EnvContext | null;
  /** The caller's session (change-password ends the others). */
  sessionId: string | null;
  ip: string;
  /** The record a loadData form edits (group-edit, user-edit). */
  id?: string | number | undefined;
  /** The page's query, as every call copies it (url-param-x → x): what the page was opened with. */
  params?: Record<string, string> | undefined;
}

/** A signed-in call: handlers of private forms receive it after access() said yes. */
export type SignedCall = FormCall & { ctx: EnvContext; sessionId: string };

export interface FormOutcome {
  reply: FormSubmitReply;
  /** Sent once the transaction has committed (a rolled-back request notifies nobody). */
  mails?: Mail[];
}

/**
 * What a form type does on the server. The route loads the stored template, lets `prepare` fill
 * what depends on the database (options, a "request already sent" message), re-validates the
 * submission against that same template, then calls `submit` inside one transaction.
 */
export interface FormHandler {
  /** Key of the template (kind 'form'); kebab-case, as template keys are. */
  templateKey: string;
  /** true when the caller may open and submit the form; ctx is null without a session. */
  access(ctx: EnvContext | null): boolean;
  prepare?(db: FormsDb, call: FormCall, template: FormTemplate): Promise<FormTemplate>;
  /** The record's current values (templates with loadData). */
  load?(db: FormsDb, call: FormCall, template: FormTemplate): Promise<FormValues>;
  /**
   * A form throttled per caller reserves the submission here, committed before the handler's
   * transaction (reserved-attempt.ts): a reservation made inside it would be invisible to a
   * submission running beside it until it committed, and a burst would all pass. Returns what
   * gives the place back when the submission then fails (a refused one counts for nothing).
   */
  reserve?(db: FormsDb, call: FormCall): Promise<() => Promise<void>>;
  submit(
    db: FormsDb,
    call: FormCall,
    input: { values: FormValues; template: FormTemplate },
    deps: AppDeps,
  ): Promise<FormOutcome>;
}

/** A copy of the fields with `fn` applied to every field, groups included. */
export function mapFields(fields: FormField[], fn: (f: FormField) => FormField): FormField[] {
  return fields.map((field) => {
    const next = fn(field);
    if (next.type === 'group' || next.type === 'repeatableGroup')
      return { ...next, fields: mapFields(next.fields, fn) };
    return next;
  });
}

/** The template with the options of one choice field replaced (filled from the database). */
export function withOptions(template: FormTemplate, fieldname: string, options: FieldOption[]): FormTemplate {
  return {
    ...template,
    fields: mapFields(template.fields, (f) =>
      f.fieldname === fieldname && 'options' in f ? { ...f, options } : f,
    ),
  };
}

/** The label of a chosen option of a choice field ("agriturismo" → "Agriturismo"), else the value. */
export function optionLabel(fields: FormField[], name: string, value: string): string {
  for (const field of fields) {
    if (field.type === 'group' || field.type === 'repeatableGroup') {
      const inner = optionLabel(field.fields, name, value);
      if (inner !== value) return inner;
    } else if (field.fieldname === name && 'options' in field) {
      return findOption(field.options, value)?.label ?? value;
    }
  }
  return value;
}
