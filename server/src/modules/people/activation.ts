import type { Config } from '../../config.js';
import { insertToken, retireUserTokens } from '../../platform/auth/one-time-tokens.repo.js';
import { newToken } from '../../platform/auth/tokens.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { composeMail } from '../../platform/mail/compose.js';
import type { Mail } from '../../platform/mail/mail.js';

/** How long an activation (or re-sent verification) link works. */
export const ACTIVATION_LINK_DAYS = 7;

interface Person {
  id: number;
  email: string;
  fullName: string;
  username: string;
}

/**
 * The verification e-mail of an account still pending (a new team member, a registration an admin
 * re-sends): a one-time link to /reset-password, where choosing the password proves the address and
 * activates the account. Earlier links of the user stop working. Call it inside the transaction
 * that creates or re-invites the user; send the mail after it commits.
 */
export async function issueActivation(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  user: Person,
  invitedBy: { groupName: string } | null,
): Promise<Mail> {
  const { token, hash } = newToken();
  const now = nowIso();
  await retireUserTokens(db, user.id, 'reset', now);
  await insertToken(db, {
    kind: 'reset',
    tokenHash: hash,
    userId: user.id,
    expiresAt: new Date(Date.now() + ACTIVATION_LINK_DAYS * 86_400_000).toISOString(),
    now,
  });
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const name = user.fullName.trim() || user.username;
  return composeMail(
    user.email,
    'Sportello: attiva il tuo account',
    [
      `Gentile ${name},`,
      invitedBy
        ? `sei stato aggiunto al team di «${invitedBy.groupName}» su Sportello, con il nome utente «${user.username}».`
        : `il tuo account Sportello «${user.username}» attende la verifica dell'indirizzo e-mail.`,
      `Per attivarlo scegli la tua password aprendo questo link entro ${ACTIVATION_LINK_DAYS} giorni.`,
    ],
    { href: link, label: 'Attiva il tuo account' },
  );
}
