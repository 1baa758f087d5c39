import type { Db } from '../../platform/db/connect.js';
import { findUsersByLogin, type LoginUser } from './auth.repo.js';

/** What people type in "Nome utente o e-mail": compared trimmed and lower-cased. */
export const normalizeLogin = (login: string) => login.trim().toLowerCase();

/** The key login attempts are counted under: the account's username when it exists, else what was typed. */
export const attemptKey = (user: { username: string } | undefined, typed: string) =>
  user ? user.username.toLowerCase() : normalizeLogin(typed);

/**
 * The account a typed login names: a username match wins over an e-mail match, an exact
 * (already lower-case) username over a case-folded one.
 */
export async function findAccount(db: Db, typed: string): Promise<LoginUser | undefined> {
  const login = normalizeLogin(typed);
  const rank = (u: LoginUser) => (u.username === login ? 0 : u.username.toLowerCase() === login ? 1 : 2);
  const users = await findUsersByLogin(db, login);
  return users.sort((a, b) => rank(a) - rank(b))[0];
}
