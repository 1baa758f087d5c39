import type { Config } from '../../config.js';
import type { Mail } from '../../platform/mail/mail.js';
import type { FormsDb } from './forms.schema.js';
import { newRequestMail, type RequestSummary } from './forms.mails.js';
import { activeAdmins } from '../people/index.js';
import { asPlatformDb } from './forms.schema.js';

/** The page where admins decide: {publicUrl}{appPrefix}/{env}/requests. */
export const requestsLink = (config: Config, env: string) =>
  `${config.publicUrl}${config.appPrefix}/${encodeURIComponent(env)}/requests`;

/**
 * One e-mail per active admin about a new request; the tourist board's own address when the
 * installation has no admin yet (nobody would see the request otherwise).
 */
export async function mailsToAdmins(
  db: FormsDb,
  config: Config,
  env: string,
  summary: RequestSummary,
): Promise<Mail[]> {
  const admins = await activeAdmins(asPlatformDb(db));
  const to = admins.length
    ? admins
    : [{ email: config.boardEmail, fullName: 'Amministrazione di Sportello', username: 'admin' }];
  return to.map((admin) => newRequestMail(admin, summary, requestsLink(config, env)));
}
