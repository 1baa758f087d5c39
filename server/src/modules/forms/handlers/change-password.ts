import { nowIso } from '../../../platform/db/connect.js';
import { verifyPassword } from '../../../platform/auth/password.js';
import { hashChosenPassword } from '../../../platform/auth/password-policy.js';
import { badRequest } from '../../../platform/http/errors.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import type { FormHandler } from '../forms.types.js';
import { deleteUserSessions } from '../../../platform/auth/session-repo.js';
import { EMAIL_CHANGE_TOKEN, retireUserTokens } from '../../../platform/auth/one-time-tokens.repo.js';
import { asPlatformDb } from '../forms.schema.js';
import { findUserWithPassword, updateUser } from '../../people/index.js';
import { raw, signed } from './values.js';

/**
 * "Cambia password" (settings-main-user-modal): the current password, then the new one twice
 * (equal and not empty, checked by the template). Every other session of the account ends.
 */
export const changePasswordForm: FormHandler = {
  templateKey: 'change-password',
  access: (ctx) => ctx !== null,

  async submit(db, call, { values, template }) {
    const { ctx, sessionId } = signed(call);
    const user = await findUserWithPassword(db, ctx.actor.userId);
    // Passwords are compared as typed: spaces count.
    const current = raw(values, 'currentPassword');
    const next = raw(values, 'newPassword');
    if (!user || !(await verifyPassword(current, user.passwordHash)))
      throw badRequest(FORMS_MESSAGES.wrongPassword, { currentPassword: FORMS_MESSAGES.wrongPassword });
    if (next === current)
      throw badRequest(FORMS_MESSAGES.samePassword, { newPassword: FORMS_MESSAGES.samePassword });
    const passwordHash = await hashChosenPassword(next, 'newPassword', 'Nuova password');
    await updateUser(db, user.id, { passwordHash }, nowIso());
    await deleteUserSessions(asPlatformDb(db), user.id, sessionId);
    // A change of e-mail asked before (perhaps from a stolen session) is cancelled.
    await retireUserTokens(asPlatformDb(db), user.id, EMAIL_CHANGE_TOKEN, nowIso());
    return {
      reply: {
        message: FORMS_MESSAGES.passwordChanged,
        ...(template.successMessage ? { successMessage: template.successMessage } : {}),
      },
    };
  },
};
