import type { Db } from '../../platform/db/connect.js';
import {
  findAccountByIdentifier,
  normalizeIdentifier,
  type AccountRow,
} from '../../platform/auth/identifiers.js';

/** What people type in "Nome utente o e-mail": compared trimmed and lower-cased. */
export const normalizeLogin = normalizeIdentifier;

export type LoginUser = AccountRow;

/** The key login attempts are counted under: the account's username when it exists, else what was typed. */
export const attemptKey = (user: { username: string } | undefined, typed: string) =>
  user ? user.username.toLowerCase() : normalizeLogin(typed);

/** The one account a typed login names: by e-mail when it holds "@", by username otherwise. */
export const findAccount = (db: Db, typed: string): Promise<LoginUser | undefined> =>
  findAccountByIdentifier(db, typed);
