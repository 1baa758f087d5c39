import type { RequestType } from '@sportello/contracts';
import type { Mail } from '../../platform/mail/mail.js';
import { composeMail } from '../../platform/mail/compose.js';

/** The Italian e-mails of the user forms: notices to admins, decisions, verification and welcome. */

interface Person {
  email: string;
  fullName: string;
  username: string;
}

const nameOf = (p: Person) => p.fullName.trim() || p.username;

const compose = composeMail;

/** "richiesta di …" in subjects and sentences. */
const REQUEST_NOUNS: Record<RequestType, string> = {
  accreditation: 'accreditamento',
  structure: 'registrazione di una nuova struttura',
  api: 'accesso API',
};

export interface RequestSummary {
  type: RequestType;
  requester: Person;
  area: string;
  env: string;
  role?: string | undefined;
  motivation: string;
  facts?: { label: string; value: string }[] | undefined;
}

const summaryLines = (r: RequestSummary) =>
  [
    `Richiedente: ${nameOf(r.requester)} (${r.requester.username}, ${r.requester.email})`,
    `Area: ${r.area}`,
    `Ambiente: ${r.env}`,
    ...(r.role ? [`Ruolo richiesto: ${r.role}`] : []),
    ...(r.facts ?? []).map((f) => `${f.label}: ${f.value}`),
    ...(r.motivation ? [`Motivazione: ${r.motivation}`] : []),
  ].join('\n');

/** To each admin: a request waits in "Richieste in attesa". */
export function newRequestMail(admin: Person, request: RequestSummary, queueLink: string): Mail {
  return compose(
    admin.email,
    `Sportello: nuova richiesta di ${REQUEST_NOUNS[request.type]}`,
    [
      `Gentile ${nameOf(admin)},`,
      `è arrivata una nuova richiesta di ${REQUEST_NOUNS[request.type]} da verificare.`,
      summaryLines(request),
      'Puoi approvarla o rifiutarla dalla pagina «Richieste in attesa».',
    ],
    { href: queueLink, label: 'Apri le richieste in attesa' },
  );
}

/** To the requester: the admins' decision. */
export function decisionMail(
  requester: Person,
  request: { type: RequestType; area: string; env: string; approved: boolean; note: string },
  appLink: string,
): Mail {
  const outcome = request.approved ? 'approvata' : 'rifiutata';
  return compose(
    requester.email,
    `Sportello: richiesta di ${REQUEST_NOUNS[request.type]} ${outcome}`,
    [
      `Gentile ${nameOf(requester)},`,
      `la tua richiesta di ${REQUEST_NOUNS[request.type]} per «${request.area}» (${request.env}) è stata ${outcome}.`,
      ...(request.note ? [`Nota dell'amministrazione: ${request.note}`] : []),
      request.approved
        ? 'Alla prossima apertura di Sportello troverai le nuove funzioni abilitate.'
        : "Per chiarimenti rispondi a questa e-mail o scrivi all'amministrazione dal modulo «Contattaci».",
    ],
    request.approved ? { href: appLink, label: 'Apri Sportello' } : undefined,
  );
}

/** Self-registration: confirm the address within 48 hours. */
export function verifyEmailMail(user: Person, link: string, validHours: number): Mail {
  return compose(
    user.email,
    'Sportello: conferma il tuo indirizzo e-mail',
    [
      `Gentile ${nameOf(user)},`,
      'grazie per esserti registrato a Sportello, il back office degli uffici di informazione turistica.',
      `Per attivare il tuo account conferma l'indirizzo e-mail aprendo questo link entro ${validHours} ore.`,
      "Se non ti sei registrato tu, ignora questa e-mail: senza conferma l'account non viene attivato.",
    ],
    { href: link, label: 'Conferma il tuo indirizzo e-mail' },
  );
}

/** Someone registered again with an address that already has an account. */
export function accountExistsMail(user: Person, forgotLink: string): Mail {
  return compose(
    user.email,
    'Sportello: hai già un account',
    [
      `Gentile ${nameOf(user)},`,
      `qualcuno ha chiesto di registrare a Sportello questo indirizzo e-mail, che ha già un account (${user.username}).`,
      'Se sei stato tu e non ricordi la password, puoi sceglierne una nuova dal link qui sotto. Altrimenti ignora questa e-mail.',
    ],
    { href: forgotLink, label: 'Password dimenticata?' },
  );
}

/** An admin created the account: choose a password. */
export function welcomeMail(user: Person, link: string, validDays: number): Mail {
  return compose(
    user.email,
    'Sportello: il tuo account è pronto',
    [
      `Gentile ${nameOf(user)},`,
      `l'amministrazione di Sportello ha creato il tuo account con il nome utente «${user.username}».`,
      `Per accedere scegli la tua password aprendo questo link entro ${validDays} giorni.`,
    ],
    { href: link, label: 'Scegli la password' },
  );
}

/** The account's owner asked to use a new address: confirm it from that address. */
export function emailChangeConfirmMail(
  user: Person,
  newEmail: string,
  link: string,
  validHours: number,
): Mail {
  return compose(
    newEmail,
    'Sportello: conferma il nuovo indirizzo e-mail',
    [
      `Gentile ${nameOf(user)},`,
      `hai chiesto di usare questo indirizzo per il tuo account Sportello (${user.username}).`,
      `Per confermarlo apri questo link entro ${validHours} ore: fino ad allora resta valido l'indirizzo attuale.`,
      'Se non hai chiesto tu la modifica, ignora questa e-mail.',
    ],
    { href: link, label: 'Conferma il nuovo indirizzo' },
  );
}

/** To the address in use: someone asked to replace it (nothing changes until the new one is confirmed). */
export function emailChangeNoticeMail(user: Person, newEmail: string): Mail {
  return compose(user.email, "Sportello: richiesta di modifica dell'indirizzo e-mail", [
    `Gentile ${nameOf(user)},`,
    `è stato chiesto di sostituire l'indirizzo e-mail del tuo account Sportello (${user.username}) con ${newEmail}. La modifica avrà effetto solo quando il nuovo indirizzo verrà confermato dal link che gli abbiamo inviato.`,
    'Se non sei stato tu, cambia subito la password da «Cambia password» (o con «Password dimenticata?»): la richiesta viene annullata e le altre sessioni aperte vengono chiuse.',
  ]);
}

/** To an address that already has an account, when someone asked to use it for another one. */
export function emailInUseMail(email: string, forgotLink: string): Mail {
  return compose(
    email,
    'Sportello: questo indirizzo ha già un account',
    [
      'Gentile utente,',
      "qualcuno ha chiesto di usare questo indirizzo e-mail per un altro account Sportello, ma l'indirizzo appartiene già a un account: la richiesta non ha avuto effetto.",
      'Se sei stato tu e non ricordi la password del tuo account, puoi sceglierne una nuova dal link qui sotto. Altrimenti ignora questa e-mail.',
    ],
    { href: forgotLink, label: 'Password dimenticata?' },
  );
}
