import { z } from 'zod';
import { FieldOption, TitleText } from '@sportello/contracts';
import type { EnvContext } from '../../../platform/auth/actor.js';
import { can } from '../../../platform/auth/capabilities.js';
import { nowIso } from '../../../platform/db/connect.js';
import { conflict, ruleBroken } from '../../../platform/http/errors.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import { mailsToAdmins } from '../forms.notify.js';
import type { FormsDb } from '../forms.schema.js';
import { optionLabel, withOptions, type FormCall, type FormHandler } from '../forms.types.js';
import { findApp } from '../../people/index.js';
import { findPendingApiRequest, insertApiRequest } from '../requests/requests.repo.js';
import { isOperator, italianDateTime, list, signed, text } from './values.js';

/** The template's server part: authorisations by profile, and the texts that replace the form. */
const ServerPart = z.object({
  authorisations: z.record(z.string(), z.array(FieldOption)),
  noAuthorisations: TitleText,
  pending: TitleText,
});

/** Spec 1 §6: the map is keyed by "operatori" for operators, otherwise by the user's userType. */
export const authorisationKey = (ctx: EnvContext) => (isOperator(ctx) ? 'operatori' : ctx.actor.userType);

/** showApiConfiguration: admins and reviewers (spec 1 §6); the form works for the user's group here. */
const mayRequest = (ctx: EnvContext | null) => ctx !== null && can(ctx, 'api.request');

async function groupAndApp(db: FormsDb, call: FormCall) {
  const { ctx } = signed(call);
  const app = await findApp(db, call.env);
  const membership = ctx.membership?.stato === 1 ? ctx.membership : null;
  return app && membership ? { app, membership } : null;
}

/**
 * "Accesso API": the user asks API credentials for their group in this environment. The choice
 * offered (and accepted: the submission is validated against the same options) depends on the
 * profile; a request already waiting replaces the form with its own message.
 */
export const apiConfigurationForm: FormHandler = {
  templateKey: 'api-configuration',
  access: mayRequest,

  async prepare(db, call, template) {
    const server = ServerPart.parse(template.server);
    const options = server.authorisations[authorisationKey(signed(call).ctx)] ?? [];
    const filled = withOptions(template, 'authorisations', options);
    if (!options.length) return { ...filled, message: server.noAuthorisations };
    const where = await groupAndApp(db, call);
    const pending = where && (await findPendingApiRequest(db, where.membership.groupId, where.app.id));
    if (pending) {
      const message = server.pending.text?.replace('{date}', italianDateTime(pending.createdAt));
      return { ...filled, message: { title: server.pending.title, ...(message ? { text: message } : {}) } };
    }
    return filled;
  },

  async submit(db, call, { values, template }, deps) {
    const { ctx } = signed(call);
    const server = ServerPart.parse(template.server);
    const offered = new Set((server.authorisations[authorisationKey(ctx)] ?? []).map((o) => String(o.value)));
    if (!offered.size) throw ruleBroken(server.noAuthorisations.text ?? server.noAuthorisations.title);
    const where = await groupAndApp(db, call);
    if (!where) throw ruleBroken(FORMS_MESSAGES.apiNeedsGroup);
    const { app, membership } = where;
    if (await findPendingApiRequest(db, membership.groupId, app.id))
      throw conflict(FORMS_MESSAGES.apiDuplicate);
    // Already checked against the same options by validateForm; kept as the rule of this form.
    const authorisations = list(values, 'authorisations').filter((a) => offered.has(a));

    const motivation = text(values, 'motivation');
    const details: Record<string, string> = {
      application: text(values, 'application'),
      usage: optionLabel(template.fields, 'usage', text(values, 'usage')),
      ...(text(values, 'website') ? { applicationUrl: text(values, 'website') } : {}),
      contactEmail: text(values, 'contactEmail').toLowerCase(),
    };
    await insertApiRequest(db, {
      userId: ctx.actor.userId,
      groupId: membership.groupId,
      appId: app.id,
      authorisations,
      motivation,
      details,
      now: nowIso(),
    });
    const mails = await mailsToAdmins(db, deps.config, app.slug, {
      type: 'api',
      requester: ctx.actor,
      area: membership.groupName,
      env: app.name,
      motivation,
      facts: [
        { label: 'Applicazione', value: details.application! },
        { label: 'Autorizzazioni', value: authorisations.join(', ') },
      ],
    });
    return { reply: template.successMessage ? { successMessage: template.successMessage } : {}, mails };
  },
};
