import { z } from 'zod';
import { LIMITS } from '@sportello/contracts';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { hashPassword } from '../../platform/auth/password.js';
import { passwordProblem } from '../../platform/auth/password-policy.js';
import { usernameProblem } from '../../platform/auth/identifiers.js';
import { createAdminAccount } from '../people/index.js';

/** What `npm run create-admin` asks for, checked with Italian messages. */
export const CreateAdminInput = z
  .object({
    username: z
      .string({ error: 'Nome utente: campo obbligatorio' })
      .trim()
      .toLowerCase()
      .min(3, 'Nome utente: almeno 3 caratteri')
      .max(LIMITS.username, `Nome utente: al massimo ${LIMITS.username} caratteri`)
      .regex(/^[a-z0-9][a-z0-9._@-]*$/, 'Nome utente: solo lettere, cifre e . _ @ -'),
    email: z
      .string({ error: 'E-mail: campo obbligatorio' })
      .trim()
      .toLowerCase()
      .max(LIMITS.email, 'E-mail: troppo lunga')
      .pipe(z.email('E-mail: indirizzo non valido')),
    fullName: z
      .string({ error: 'Nome e cognome: campo obbligatorio' })
      .trim()
      .min(1, 'Nome e cognome: campo obbligatorio')
      .max(LIMITS.fullName, `Nome e cognome: al massimo ${LIMITS.fullName} caratteri`),
    password: z.string({ error: 'Password: campo obbligatorio' }).superRefine(async (password, ctx) => {
      // Length, then the list of common passwords: one message, naming the field.
      const problem = await passwordProblem(password, 'Password');
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  })
  // A username with "@" only when it is the account's own e-mail (platform/auth/identifiers).
  .superRefine(({ username, email }, ctx) => {
    const problem = usernameProblem(username, email);
    if (problem) ctx.addIssue({ code: 'custom', path: ['username'], message: problem });
  });
export type CreateAdminInput = z.input<typeof CreateAdminInput>;

/**
 * Creates an active administrator: member of group Admin (created when missing) with role admin in
 * every environment, in one transaction (the people module writes the account). Refuses a username
 * or e-mail already taken (409, Italian message).
 */
export async function createAdmin(
  db: Db,
  raw: CreateAdminInput,
): Promise<{ userId: number; username: string }> {
  const input = await CreateAdminInput.parseAsync(raw);
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  const userId = await db.transaction().execute((trx) =>
    createAdminAccount(trx, {
      username: input.username,
      email: input.email,
      fullName: input.fullName,
      passwordHash,
      now,
    }),
  );
  return { userId, username: input.username };
}
