import type { Mail } from '../../platform/mail/mail.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The "Password dimenticata" e-mail, in Italian, with the one-hour link. */
export function resetPasswordMail(
  user: { email: string; fullName: string; username: string },
  link: string,
): Mail {
  const name = user.fullName.trim() || user.username;
  const text = [
    `Gentile ${name},`,
    '',
    `abbiamo ricevuto una richiesta di reimpostare la password del tuo account Sportello (${user.username}).`,
    '',
    "Per scegliere una nuova password apri questo link entro un'ora:",
    link,
    '',
    'Se non hai chiesto tu di reimpostare la password, ignora questa e-mail: la password attuale resta valida.',
    '',
    'Sportello',
  ].join('\n');
  const html = [
    `<p>Gentile ${escapeHtml(name)},</p>`,
    `<p>abbiamo ricevuto una richiesta di reimpostare la password del tuo account Sportello (${escapeHtml(user.username)}).</p>`,
    `<p>Per scegliere una nuova password apri questo link entro un'ora:<br><a href="${escapeHtml(link)}">Reimposta la password</a></p>`,
    '<p>Se non hai chiesto tu di reimpostare la password, ignora questa e-mail: la password attuale resta valida.</p>',
    '<p>Sportello</p>',
  ].join('\n');
  return { to: user.email, subject: 'Sportello: reimposta la password', text, html };
}
