import { USER_STATUS } from '@sportello/contracts';
import { nowIso } from '../../../platform/db/connect.js';
import { verifyPassword } from '../../../platform/auth/password.js';
import { identifierTaken, usernameProblem } from '../../../platform/auth/identifiers.js';
import {
  EMAIL_CHANGE_TOKEN,
  insertToken,
  retireUserTokens,
} from '../../../platform/auth/one-time-tokens.repo.js';
import { newToken } from '../../../platform/auth/tokens.js';
import type { Mail } from '../../../platform/mail/mail.js';
import { badRequest, conflict } from '../../../platform/http/errors.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import { emailChangeConfirmMail, emailChangeNoticeMail, emailInUseMail } from '../forms.mails.js';
import { asPlatformDb } from '../forms.schema.js';
import type { FormHandler } from '../forms.types.js';
import { findUserWithPassword, updateUser } from '../../people/index.js';
import { slugify } from '../slug.js';
import { raw, signed, text } from './values.js';

/** How long the link that confirms a new address works. */
export const EMAIL_CHANGE_LINK_HOURS = 48;

/**
 * "Impostazioni" (user-settings-modal; spec 3 §7: username, email, slug): the signed-in user's own
 * username and e-mail. The slug follows the username and is never taken from the submission.
 *
 * - A new username applies at once. It may hold "@" only when it is the account's own e-mail
 *   (platform/auth/identifiers), so nobody can answer to someone else's address.
 * - A new e-mail needs the current password, and applies only when the link sent to the new
 *   address is opened (POST /api/forms/confirm-email); the address in use gets a notice at once.
 * - What this form never tells is whether another account holds an address: the reply and the
 *   e-mails to the requester are the same either way, and the holder of the address is told
 *   instead of being sent a link. A username must be unique, so whoever picks one learns that it
 *   is unavailable; the answer says only that, as it does for any name the account may not take.
 */
export const userSettingsForm: FormHandler = {
  templateKey: 'user-settings',
  access: (ctx) => ctx !== null,

  async load(_db, call) {
    const { actor } = signed(call).ctx;
    return { username: actor.username, email: actor.email, slug: slugify(actor.username) };
  },

  async submit(db, call, { values }, { config }) {
    const { actor } = signed(call).ctx;
    const user = await findUserWithPassword(db, actor.userId);
    if (!user || user.status !== USER_STATUS.active) throw badRequest(FORMS_MESSAGES.recordNotFound);
    const username = text(values, 'username').toLowerCase();
    const email = text(values, 'email').toLowerCase();
    const newEmail = email !== user.email.toLowerCase() ? email : null;

    // The e-mail that counts is the confirmed one: a new address is not the account's own yet.
    const problem = usernameProblem(username, user.email);
    if (problem) throw badRequest(problem, { username: problem });
    if (
      username !== user.username.toLowerCase() &&
      (await identifierTaken(asPlatformDb(db), username, user.id))
    )
      throw conflict(FORMS_MESSAGES.usernameUnavailable, { username: FORMS_MESSAGES.usernameUnavailable });
    if (newEmail) {
      const current = raw(values, 'currentPassword');
      const message = current ? FORMS_MESSAGES.wrongPassword : FORMS_MESSAGES.passwordForEmail;
      if (!current || !(await verifyPassword(current, user.passwordHash)))
        throw badRequest(message, { currentPassword: message });
    }

    const now = nowIso();
    if (username !== user.username) await updateUser(db, user.id, { username }, now);
    if (!newEmail) return { reply: { message: FORMS_MESSAGES.settingsSaved } };

    const person = { ...user, username };
    const mails: Mail[] = [emailChangeNoticeMail(person, newEmail)];
    const pdb = asPlatformDb(db);
    await retireUserTokens(pdb, user.id, EMAIL_CHANGE_TOKEN, now);
    if (await identifierTaken(pdb, newEmail, user.id)) {
      mails.push(emailInUseMail(newEmail, `${config.publicUrl}/forgot-password`));
    } else {
      const { token, hash } = newToken();
      await insertToken(pdb, {
        kind: EMAIL_CHANGE_TOKEN,
        tokenHash: hash,
        userId: user.id,
        payload: newEmail,
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_HOURS * 3_600_000).toISOString(),
        now,
      });
      const link = `${config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
      mails.push(emailChangeConfirmMail(person, newEmail, link, EMAIL_CHANGE_LINK_HOURS));
    }
    return { reply: { message: FORMS_MESSAGES.emailChangePending(newEmail) }, mails };
  },
};
