import { randomBytes } from 'node:crypto';
import { USER_STATUS } from '@sportello/contracts';
import { nowIso } from '../../../platform/db/connect.js';
import { hashPassword } from '../../../platform/auth/password.js';
import { newToken } from '../../../platform/auth/tokens.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import { welcomeMail } from '../forms.mails.js';
import type { FormHandler } from '../forms.types.js';
import { insertMembership, insertUser } from '../../people/index.js';
import { insertToken } from '../../../platform/auth/one-time-tokens.repo.js';
import { asPlatformDb } from '../forms.schema.js';
import {
  WELCOME_LINK_DAYS,
  accountOf,
  assertIdentifiers,
  isUserAdmin,
  membershipOf,
  withEnvironments,
} from './user-values.js';

/**
 * "Nuovo utente" (admins): an active account with an unusable password, a membership, and an
 * e-mail whose link (a 'reset' token, 7 days) opens the existing /reset-password page.
 */
export const userCreateForm: FormHandler = {
  templateKey: 'user-create',
  access: isUserAdmin,
  prepare: (db, _call, template) => withEnvironments(db, template),

  async submit(db, _call, { values, template }, { config }) {
    const account = accountOf(values);
    await assertIdentifiers(db, account);
    const membership = await membershipOf(db, values);
    const now = nowIso();
    const userId = await insertUser(db, {
      ...account,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      status: USER_STATUS.active,
      now,
    });
    if (membership)
      await insertMembership(db, {
        userId,
        groupId: membership.group.id,
        appId: membership.app.id,
        role: membership.role,
        stato: 1,
        now,
      });
    const { token, hash } = newToken();
    await insertToken(asPlatformDb(db), {
      kind: 'reset',
      tokenHash: hash,
      userId,
      expiresAt: new Date(Date.now() + WELCOME_LINK_DAYS * 86_400_000).toISOString(),
      now,
    });
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    return {
      reply: {
        message: FORMS_MESSAGES.userCreated,
        ...(template.successMessage ? { successMessage: template.successMessage } : {}),
      },
      mails: [welcomeMail(account, link, WELCOME_LINK_DAYS)],
    };
  },
};
