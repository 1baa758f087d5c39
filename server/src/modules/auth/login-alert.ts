import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/connect.js';
import type { MailService } from '../../platform/mail/mail.js';
import { composeMail } from '../../platform/mail/compose.js';
import { claimLoginAlert, failuresSince, lastSuccess } from './auth.repo.js';

/**
 * The owner hears of a burst of failed sign-ins on their account: at least `failures` in
 * `windowMinutes`, from anywhere. Once per burst: not again until the account has signed in
 * successfully, or a day has passed.
 */
export const LOGIN_ALERT = { failures: 5, windowMinutes: 15, quietHours: 24 } as const;

const ROME_TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'short',
  timeStyle: 'short',
});
const romeTime = (iso: string) => ROME_TIME.format(new Date(iso));

export async function alertOnBurst(
  deps: { db: Db; mail: MailService; publicUrl: string },
  user: { id: number; username: string; email: string; fullName: string },
  key: string,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db } = deps;
  const now = new Date();
  const windowStart = new Date(now.getTime() - LOGIN_ALERT.windowMinutes * 60_000).toISOString();
  const account = { kind: 'account', username: key, unknownOnly: false } as const;
  const { count } = await failuresSince(db, account, windowStart);
  if (count < LOGIN_ALERT.failures) return;
  const quietSince = new Date(now.getTime() - LOGIN_ALERT.quietHours * 3_600_000).toISOString();
  const since = await lastSuccess(db, account, quietSince);
  if (!(await claimLoginAlert(db, user.id, since, now.toISOString()))) return;
  const mail = composeMail(
    user.email,
    'Sportello: tentativi di accesso non riusciti al tuo account',
    [
      `Gentile ${user.fullName.trim() || user.username},`,
      `negli ultimi ${LOGIN_ALERT.windowMinutes} minuti ci sono stati ${count} tentativi non riusciti di accedere al tuo account Sportello (${user.username}), l'ultimo alle ${romeTime(now.toISOString())} dall'indirizzo ${ip}.`,
      'Se eri tu, puoi ignorare questa e-mail. Altrimenti non devi fare nulla di urgente: i tentativi vengono rallentati e dal computer da cui accedi di solito puoi entrare come sempre. Se pensi che qualcuno conosca la tua password, cambiala da «Cambia password» o con il link qui sotto.',
    ],
    { href: `${deps.publicUrl}/forgot-password`, label: 'Password dimenticata?' },
  );
  try {
    await deps.mail.send(mail);
  } catch (err) {
    log.error({ err }, 'login alert mail not delivered');
  }
}
