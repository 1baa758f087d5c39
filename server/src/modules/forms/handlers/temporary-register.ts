import { USER_STATUS } from '@sportello/contracts';
import { nowIso } from '../../../platform/db/connect.js';
import { hashChosenPassword } from '../../../platform/auth/password-policy.js';
import { newToken } from '../../../platform/auth/tokens.js';
import { rateLimited } from '../../../platform/http/errors.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import { accountExistsMail, verifyEmailMail } from '../forms.mails.js';
import type { FormHandler } from '../forms.types.js';
import { insertUser, updateUser } from '../../people/index.js';
import { findAccountByIdentifier } from '../../../platform/auth/identifiers.js';
import {
  countRegistrations,
  deleteRegistration,
  deleteRegistrationsBefore,
  recordRegistration,
} from '../registrations.repo.js';
import { reserveAttempt } from '../../../platform/auth/reserved-attempt.js';
import { insertToken, retireUserTokens } from '../../../platform/auth/one-time-tokens.repo.js';
import { asPlatformDb } from '../forms.schema.js';
import { raw, text } from './values.js';

export const REGISTER_LIMITS = { perIpPerHour: 5, validHours: 48 } as const;
export const VERIFY_TOKEN_KIND = 'verify';

const hoursFrom = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * "Registrati" (public): a pending account (status 0) and a 48-hour link to confirm the e-mail.
 * The reply is the same whether the address is new, pending or already active (an active owner
 * gets an e-mail saying so), so the form tells nobody who has an account. At most 5 an hour per IP.
 * Registering an address that is still pending replaces that registration (password, name, type
 * and link): the link activates the account only with the password chosen with it (verify-email),
 * so whoever reads the mailbox ends up with their own password, whoever registered first.
 */
export const temporaryRegisterForm: FormHandler = {
  templateKey: 'temporary-register',
  access: () => true,

  // At most 5 an hour per address, reserved before the transaction (a burst gets no more).
  async reserve(db, call) {
    const own = await reserveAttempt(
      {
        reserve: () => recordRegistration(db, call.ip, nowIso()),
        secondsToWait: async (own) =>
          (await countRegistrations(db, call.ip, hoursFrom(-1), own)) >= REGISTER_LIMITS.perIpPerHour ? 1 : 0,
        release: (own) => deleteRegistration(db, own),
      },
      () => rateLimited(FORMS_MESSAGES.registerRateLimited),
    );
    return () => deleteRegistration(db, own);
  },

  async submit(db, call, { values, template }, { config }) {
    const now = nowIso();
    await deleteRegistrationsBefore(db, hoursFrom(-24));

    const email = text(values, 'email').toLowerCase();
    const fullName = text(values, 'fullName');
    // Hashed whatever happens next, so the time taken says nothing about the address.
    const passwordHash = await hashChosenPassword(raw(values, 'password'), 'password', 'Password');
    const reply = { successMessage: template.successMessage, message: FORMS_MESSAGES.registered };

    const existing = await findAccountByIdentifier(asPlatformDb(db), email);
    if (existing?.status === USER_STATUS.active) {
      return { reply, mails: [accountExistsMail(existing, `${config.publicUrl}/forgot-password`)] };
    }
    const account = { fullName, passwordHash, userType: text(values, 'userType') };
    if (existing) await updateUser(db, existing.id, account, now);
    const userId =
      existing?.id ??
      (await insertUser(db, {
        ...account,
        username: email,
        email,
        status: USER_STATUS.pending,
        isReviewer: false,
        now,
      }));
    const { token, hash } = newToken();
    await retireUserTokens(asPlatformDb(db), userId, VERIFY_TOKEN_KIND, now);
    await insertToken(asPlatformDb(db), {
      kind: VERIFY_TOKEN_KIND,
      tokenHash: hash,
      userId,
      expiresAt: hoursFrom(REGISTER_LIMITS.validHours),
      now,
    });
    const link = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    const person = { email, fullName, username: existing?.username ?? email };
    return { reply, mails: [verifyEmailMail(person, link, REGISTER_LIMITS.validHours)] };
  },
};
