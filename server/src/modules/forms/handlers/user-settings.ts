import { nowIso } from '../../../platform/db/connect.js';
import { conflict } from '../../../platform/http/errors.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import type { FormHandler } from '../forms.types.js';
import { loginTaken, updateUser } from '../people.repo.js';
import { slugify } from '../slug.js';
import { signed, text } from './values.js';

/**
 * "Impostazioni" (user-settings-modal; spec 3 §7: username, email, slug): the signed-in user's own
 * username and e-mail, each unique among accounts. The slug follows the username and is never
 * taken from the submission.
 */
export const userSettingsForm: FormHandler = {
  templateKey: 'user-settings',
  access: (ctx) => ctx !== null,

  async load(_db, call) {
    const { actor } = signed(call).ctx;
    return { username: actor.username, email: actor.email, slug: slugify(actor.username) };
  },

  async submit(db, call, { values }) {
    const { actor } = signed(call).ctx;
    const username = text(values, 'username').toLowerCase();
    const email = text(values, 'email').toLowerCase();
    await assertUnique(db, { username, email }, actor.userId);
    await updateUser(db, actor.userId, { username, email }, nowIso());
    return { reply: { message: FORMS_MESSAGES.settingsSaved } };
  },
};

/** 409 naming the field when another account has the username or the e-mail. */
export async function assertUnique(
  db: Parameters<FormHandler['submit']>[0],
  account: { username: string; email: string },
  exceptId = 0,
): Promise<void> {
  const fields: Record<string, string> = {};
  if (await loginTaken(db, 'username', account.username, exceptId))
    fields.username = FORMS_MESSAGES.usernameTaken;
  if (await loginTaken(db, 'email', account.email, exceptId)) fields.email = FORMS_MESSAGES.emailTaken;
  const first = Object.values(fields)[0];
  if (first) throw conflict(first, fields);
}
