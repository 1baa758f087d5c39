import type { ContactData, ContactUsBody, DynamicPage, HelpData } from '@sportello/contracts';
import type { Config } from '../../config.js';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { notFound } from '../../platform/http/errors.js';
import type { MailService } from '../../platform/mail/mail.js';
import { getTemplate, requireTemplate } from '../../platform/templates/index.js';
import { MESSAGES } from './shell.messages.js';
import { primaryMembership } from './shell.presenter.js';
import { listApps } from './shell.repo.js';
import { ContactTemplate, HelpTemplate, PageTemplate, TEMPLATE_KINDS } from './shell.template-schemas.js';

export const getHelp = (db: Db, env: string): Promise<HelpData> =>
  requireTemplate(db, HelpTemplate, TEMPLATE_KINDS.help, 'main', env);

export const getContactForm = (db: Db, env: string): Promise<ContactData> =>
  requireTemplate(db, ContactTemplate, TEMPLATE_KINDS.contact, 'main', env);

/** A dynamic page (templates of kind page), its HTML sanitised again on the way out. */
export async function getPage(db: Db, env: string, pageId: string): Promise<DynamicPage> {
  const page = await getTemplate(db, PageTemplate, TEMPLATE_KINDS.page, pageId, env);
  if (!page) throw notFound(MESSAGES.pageNotFound);
  return { id: pageId, title: page.title, html: page.html };
}

/** A subject is one header line: no line breaks may reach the mail headers. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/**
 * The contact form's message, e-mailed to the tourist board; "reply" answers the sender directly.
 */
export async function sendContactMessage(
  deps: { db: Db; config: Config; mail: MailService },
  ctx: EnvContext,
  body: ContactUsBody,
): Promise<{ message: string }> {
  const { actor } = ctx;
  const membership = primaryMembership(actor, ctx);
  const app = (await listApps(deps.db)).find((a) => a.slug === ctx.env);
  const subject = oneLine(body.subject);
  const text = [
    'Nuovo messaggio dal modulo «Contattaci» dello Sportello.',
    '',
    `Da: ${actor.fullName || actor.username} <${actor.email}>`,
    `Nome utente: ${actor.username}`,
    `Ufficio: ${membership?.groupName ?? 'nessuno'}`,
    `Ambiente: ${app ? `${app.name} (${app.slug})` : ctx.env}`,
    '',
    `Oggetto: ${subject}`,
    '',
    body.message,
    '',
    '—',
    'Rispondi a questa e-mail per scrivere direttamente all’utente.',
  ].join('\n');
  await deps.mail.send({
    to: deps.config.boardEmail,
    replyTo: actor.email,
    subject: `[Sportello] ${subject}`,
    text,
  });
  return { message: MESSAGES.mailSent };
}
