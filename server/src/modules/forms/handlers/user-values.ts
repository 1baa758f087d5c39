import { ROLE_LABELS, type FormTemplate, type FormValues, type Role } from '@sportello/contracts';
import type { EnvContext } from '../../../platform/auth/actor.js';
import { can } from '../../../platform/auth/capabilities.js';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.js';
import { identifierTaken, usernameProblem } from '../../../platform/auth/identifiers.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import { asPlatformDb, type FormsDb } from '../forms.schema.js';
import { withOptions } from '../forms.types.js';
import { findApp, findGroupDetail, findGroupDetailBySlug, findUser, listApps } from '../../people/index.js';
import { choice, flag, idOf, text } from './values.js';

/** What user-create and user-edit share: who may use them, the environments, account and membership. */

/** The first password is chosen through the reset-password page, with a longer-lived link. */
export const WELCOME_LINK_DAYS = 7;

export const isUserAdmin = (ctx: EnvContext | null) => ctx !== null && can(ctx, 'users.admin');

/** The environment select lists the environments there are. */
export async function withEnvironments(db: FormsDb, template: FormTemplate) {
  const apps = await listApps(db);
  return withOptions(
    template,
    'env',
    apps.map((a) => ({ value: a.slug, label: a.name })),
  );
}

/** The membership the form asks for: group (by id or slug), role and environment; null when none. */
export async function membershipOf(db: FormsDb, values: FormValues) {
  const picked = choice(values, 'group');
  if (!picked) return null;
  const id = idOf(picked.value);
  const group = id ? await findGroupDetail(db, id) : await findGroupDetailBySlug(db, picked.value);
  if (!group) throw badRequest(FORMS_MESSAGES.groupUnknown, { group: FORMS_MESSAGES.groupUnknown });
  const role = text(values, 'role') as Role;
  const app = await findApp(db, text(values, 'env'));
  if (!app || !role) throw badRequest(FORMS_MESSAGES.membershipIncomplete);
  // Whoever is admin anywhere is admin everywhere: only the Admin group gives that role.
  if ((role === 'admin') !== (group.kind === 'admin')) {
    const message = `Ruolo: «${ROLE_LABELS[role]}» non è ammesso in questo gruppo.`;
    throw badRequest(message, { role: message });
  }
  return { group, role, app };
}

export function accountOf(values: FormValues) {
  return {
    username: text(values, 'username').toLowerCase(),
    email: text(values, 'email').toLowerCase(),
    fullName: text(values, 'fullName'),
    userType: text(values, 'userType'),
    isReviewer: flag(values, 'isReviewer'),
  };
}

/** The record a loadData form edits: 400 without an id, 404 for one that does not exist. */
export async function userToEdit(db: FormsDb, id: unknown) {
  const userId = idOf(id);
  if (!userId) throw badRequest(FORMS_MESSAGES.idRequired);
  const user = await findUser(db, userId);
  if (!user) throw notFound(FORMS_MESSAGES.recordNotFound);
  return user;
}

/**
 * An account's identifiers as an admin sets them: a username with "@" only when it is the
 * account's e-mail, and neither answering to another account (as its username or its e-mail).
 * Admins run every account, so the answer names the field taken.
 */
export async function assertIdentifiers(
  db: FormsDb,
  account: { username: string; email: string },
  exceptId = 0,
): Promise<void> {
  const problem = usernameProblem(account.username, account.email);
  if (problem) throw badRequest(problem, { username: problem });
  const fields: Record<string, string> = {};
  if (await identifierTaken(asPlatformDb(db), account.username, exceptId))
    fields.username = FORMS_MESSAGES.usernameTaken;
  if (await identifierTaken(asPlatformDb(db), account.email, exceptId))
    fields.email = FORMS_MESSAGES.emailTaken;
  const first = Object.values(fields)[0];
  if (first) throw conflict(first, fields);
}
