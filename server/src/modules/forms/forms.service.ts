import type { FastifyBaseLogger } from 'fastify';
import {
  FormTemplate,
  templateFields,
  toClientTemplate,
  validateForm,
  walkFields,
  type FormField,
  type FormSubmitReply,
  type FormValues,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { AppDeps } from '../../platform/deps.js';
import type { Db } from '../../platform/db/connect.js';
import { authRequired, badRequest, forbidden, notFound } from '../../platform/http/errors.js';
import { getTemplate } from '../../platform/templates/index.js';
import { sanitizeRichText } from '../../platform/text/rich-text.js';
import { FORMS_MESSAGES } from './forms.messages.js';
import { formHandler } from './forms.registry.js';
import { withFormsTables } from './forms.schema.js';
import { FORM_TEMPLATE_KIND } from './forms.templates.js';
import type { FormCall, FormHandler } from './forms.types.js';

/** The handler of a form type the caller may use: 404, then 403 auth_required or forbidden. */
export function allowedHandler(formType: string, ctx: EnvContext | null): FormHandler {
  const handler = formHandler(formType);
  if (!handler) throw notFound(FORMS_MESSAGES.formNotFound);
  if (!handler.access(ctx)) throw ctx ? forbidden() : authRequired();
  return handler;
}

/**
 * The template as this call sees it: the stored one for the environment, with what the handler
 * fills in from the database. Submissions are validated against exactly this template.
 */
async function templateFor(db: Db, handler: FormHandler, call: FormCall): Promise<FormTemplate> {
  const stored = await getTemplate(db, FormTemplate, FORM_TEMPLATE_KIND, handler.templateKey, call.env);
  if (!stored) throw notFound(FORMS_MESSAGES.formNotFound);
  return handler.prepare ? handler.prepare(withFormsTables(db), call, stored) : stored;
}

/** GET template.json: the template without its server part. */
export async function clientTemplate(db: Db, handler: FormHandler, call: FormCall) {
  return toClientTemplate(await templateFor(db, handler, call));
}

/** GET data.json: the record's current values, {} for forms that load none. */
export async function formData(db: Db, handler: FormHandler, call: FormCall): Promise<FormValues> {
  if (!handler.load) return {};
  return handler.load(withFormsTables(db), call, await templateFor(db, handler, call));
}

/**
 * POST: validates the values with the same template and the same rules as the browser (hidden
 * fields lose their values, unknown keys go), then lets the handler do its work in one
 * transaction. E-mails leave only after the commit; a failed delivery stays in the outbox.
 */
export async function submitForm(
  deps: AppDeps,
  handler: FormHandler,
  call: FormCall,
  submitted: FormValues,
  log: FastifyBaseLogger,
): Promise<FormSubmitReply> {
  const template = await templateFor(deps.db, handler, call);
  const { values: valid, errors } = validateForm(template, submitted);
  if (Object.keys(errors).length) throw badRequest(template.labels.error, errors);
  const values = withCleanHtml(templateFields(template), valid);
  const release = await handler.reserve?.(withFormsTables(deps.db), call);
  const outcome = await deps.db
    .transaction()
    .execute((trx) => handler.submit(withFormsTables(trx), call, { values, template }, deps))
    .catch(async (err: unknown) => {
      await release?.();
      throw err;
    });
  for (const mail of outcome.mails ?? []) {
    try {
      await deps.mail.send(mail);
    } catch (err) {
      log.error({ err, to: mail.to, subject: mail.subject }, 'form mail not delivered');
    }
  }
  return outcome.reply;
}

/** Rich text (htmlField values, in repeatableGroup rows too) is stored sanitised. */
function withCleanHtml(fields: readonly FormField[], values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const field of walkFields(fields)) {
    const value = out[field.fieldname];
    if (field.type === 'htmlField' && typeof value === 'string')
      out[field.fieldname] = sanitizeRichText(value);
    if (field.type === 'repeatableGroup' && Array.isArray(value)) {
      out[field.fieldname] = value.map((row: unknown) =>
        row && typeof row === 'object' ? withCleanHtml(field.fields, row as FormValues) : row,
      );
    }
  }
  return out;
}
