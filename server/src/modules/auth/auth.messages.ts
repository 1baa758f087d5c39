/** "30 secondi", "1 minuto", "4 minuti": a wait as people say it. */
const duration = (seconds: number) => {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return s === 1 ? '1 secondo' : `${s} secondi`;
  }
  const m = Math.ceil(seconds / 60);
  return m === 1 ? '1 minuto' : `${m} minuti`;
};

/** Every Italian text the auth area sends to people, in one place. */
export const AUTH_MESSAGES = {
  /**
   * Every refused sign-in, a pending account's included whatever the password: the answer never
   * tells whether an account exists or whether a password was right.
   */
  invalidCredentials:
    "Nome utente o password non corretti. Se ti sei appena registrato, conferma prima l'indirizzo dal link che ti abbiamo inviato.",
  loginRateLimited: (seconds: number) =>
    `Troppi tentativi di accesso non riusciti. Riprova tra ${duration(seconds)}.`,
  loggedOut: 'Sei uscito da Sportello.',
  forgotPasswordSent: "Se l'account esiste, riceverai un'e-mail con il link per reimpostare la password.",
  resetLinkInvalid: 'Il link non è valido o è scaduto.',
  passwordUpdated: 'Password aggiornata: ora puoi accedere.',
  outboxMailNotFound: 'Messaggio non trovato.',
  outboxResent: 'E-mail rimessa in coda: Sportello prova di nuovo a inviarla.',
  outboxNotFailed: "Si può rinviare solo un'e-mail non inviata.",
  ssoUnknownProvider: 'Questo servizio di accesso non è configurato in Sportello.',
  ssoLinkExpired: "La richiesta di collegamento è scaduta: accedi di nuovo con il tuo account dell'ente.",
  ssoLinkWrongPassword: 'Password non corretta: scrivi la password che usi per accedere a Sportello.',
  ssoUserNotFound: 'Utente non trovato.',
  ssoIdentityNotFound: 'Questo account del servizio di accesso non è collegato a questo utente.',
  ssoLinked: 'Account del servizio di accesso collegato.',
  ssoUnlinked: 'Collegamento rimosso.',
  ssoAlreadyLinked: 'Questo account del servizio di accesso è già collegato a un altro account di Sportello.',
} as const;
