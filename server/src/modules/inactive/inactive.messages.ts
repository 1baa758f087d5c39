import { INACTIVE_DOCUMENT_MAX_MB } from '@sportello/contracts';

/** Every Italian text of the inactive-account upload: replies, errors and the admins' e-mail. */
export const INACTIVE_MESSAGES = {
  sent: (email: string) =>
    `Abbiamo inoltrato il documento agli amministratori: riceverai una risposta all'indirizzo ${email}. Ora puoi uscire; quando l'account sarà riattivato potrai accedere di nuovo.`,
  activeUser: 'Il tuo account è attivo: non serve inviare documenti per la riattivazione.',
  noLoader: "L'invio di documenti per la riattivazione non è previsto.",
  notMultipart: 'Invia i documenti come modulo multipart.',
  noFile: 'Scegli un file da inviare.',
  required: (label: string) => `${label}: scegli il file da inviare.`,
  unknownField: 'Il modulo contiene un file non previsto.',
  oneFilePerField: 'Un solo file per ogni campo del modulo.',
  emptyFile: 'Il file è vuoto.',
  format: 'Formato non supportato: invia un PDF, JPEG o PNG.',
  tooLarge: `Il file supera il limite di ${INACTIVE_DOCUMENT_MAX_MB} MB.`,
  tooMany: 'Hai già inviato molti documenti nelle ultime 24 ore: attendi la risposta degli amministratori.',
  notFound: 'Documento non trovato.',
  mail: {
    subject: (name: string) => `[Sportello] Richiesta di riattivazione di ${name}`,
    intro: (name: string, username: string, email: string) =>
      `${name} (nome utente ${username}, ${email}) non è abilitato su nessun ufficio e ha inviato un documento per chiedere la riattivazione dell'account.`,
    groups: (list: string) => `Uffici dell'account: ${list}.`,
    noGroups: "L'account non appartiene a nessun ufficio.",
    files: 'Documenti (scaricabili dagli amministratori collegati):',
    file: (label: string, name: string, type: string, kb: number, href: string) =>
      `• ${label}: ${name} (${type}, ${kb} kB) — ${href}`,
    howTo:
      "Se la richiesta è in regola, riabilita l'utente sul suo ufficio dalla gestione utenti; altrimenti rispondi a questa e-mail per scrivergli.",
    userLink: "Apri la scheda dell'utente",
  },
} as const;
