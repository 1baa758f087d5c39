import { z } from 'zod';
import { nowIso } from '../../../platform/db/connect.js';
import { badRequest } from '../../../platform/http/errors.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import type { FormHandler } from '../forms.types.js';
import { findAcceptance, insertAcceptance } from '../policy.repo.js';
import { italianDateTime, signed } from './values.js';

/** The template's server part: the version of the text shown, recorded with each acceptance. */
const ServerPart = z.object({ version: z.string().min(1) });

/**
 * "Informativa" (new-policy): the user accepts the current version of the privacy text; the
 * acceptance is recorded once with its date. data.json says whether and when it was accepted.
 */
export const newPolicyForm: FormHandler = {
  templateKey: 'new-policy',
  access: (ctx) => ctx !== null,

  async load(db, call, template) {
    const { version } = ServerPart.parse(template.server);
    const row = await findAcceptance(db, signed(call).ctx.actor.userId, version);
    return row
      ? { alreadyAccepted: true, acceptedAt: italianDateTime(row.acceptedAt), accept: true, version }
      : { alreadyAccepted: false, accept: false, version };
  },

  async submit(db, call, { values, template }) {
    const { ctx } = signed(call);
    const { version } = ServerPart.parse(template.server);
    const earlier = await findAcceptance(db, ctx.actor.userId, version);
    // alreadyAccepted is the server's word (data.json), never the browser's: without an earlier
    // acceptance the box must be ticked, whatever the hidden field says.
    if (!earlier && values.accept !== true)
      throw badRequest(FORMS_MESSAGES.policyRequired, { accept: FORMS_MESSAGES.policyRequired });
    const acceptedAt = earlier?.acceptedAt ?? nowIso();
    if (!earlier) await insertAcceptance(db, { userId: ctx.actor.userId, version, acceptedAt, ip: call.ip });
    const text = FORMS_MESSAGES.policyAccepted(italianDateTime(acceptedAt));
    return {
      reply: { message: text, successMessage: { title: template.successMessage?.title ?? 'Grazie', text } },
    };
  },
};
