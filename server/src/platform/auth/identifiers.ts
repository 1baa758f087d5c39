import type { Db } from '../db/connect.js';

/**
 * What identifies an account: its username or its e-mail address, each unique. One rule keeps them
 * from ever naming two accounts: a username may hold "@" only when it is the account's own e-mail
 * (self-registered and invited people sign in with their address as username). So an identifier
 * with "@" is looked up among e-mails, any other among usernames, and neither can reach a second
 * account.
 */

/** What people type in "Nome utente o e-mail": compared trimmed and lower-cased. */
export const normalizeIdentifier = (typed: string) => typed.trim().toLowerCase();

export const isEmailLike = (identifier: string) => identifier.includes('@');

/** Why a username cannot be given to the account with this e-mail (Italian, on the field); null when fine. */
export function usernameProblem(username: string, email: string): string | null {
  if (!isEmailLike(username) || normalizeIdentifier(username) === normalizeIdentifier(email)) return null;
  return "Nome utente: può contenere «@» solo se è l'indirizzo e-mail dell'account.";
}

/**
 * The one account a typed identifier names (e-mail or username, see above), or undefined. Should
 * old data hold two accounts differing only by case, the exact spelling wins; otherwise nobody.
 */
export async function findAccountByIdentifier(db: Db, typed: string) {
  const identifier = normalizeIdentifier(typed);
  if (!identifier) return undefined;
  const column = isEmailLike(identifier) ? 'email' : 'username';
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'fullName', 'passwordHash', 'status'])
    .where((eb) => eb(eb.fn('lower', [column]), '=', identifier))
    .orderBy('id')
    .limit(5)
    .execute();
  if (rows.length <= 1) return rows[0];
  const exact = rows.filter((r) => r[column] === typed.trim());
  return exact.length === 1 ? exact[0] : undefined;
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountByIdentifier>>>;

/** Another account (not `exceptId`) already answers to this value, as username or as e-mail. */
export async function identifierTaken(db: Db, value: string, exceptId = 0): Promise<boolean> {
  const key = normalizeIdentifier(value);
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['username']), '=', key), eb(eb.fn('lower', ['email']), '=', key)]),
    )
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return Boolean(row);
}
