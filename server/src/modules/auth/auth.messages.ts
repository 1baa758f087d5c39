/** Every Italian text the auth area sends to people, in one place. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Nome utente o password non corretti.',
  accountPending:
    "Il tuo account è in attesa di verifica: controlla la tua e-mail o contatta l'amministratore.",
  loginRateLimited: 'Troppi tentativi di accesso. Riprova tra 15 minuti.',
  loggedOut: 'Sei uscito da Sportello.',
  forgotPasswordSent: "Se l'account esiste, riceverai un'e-mail con il link per reimpostare la password.",
  resetLinkInvalid: 'Il link non è valido o è scaduto.',
  passwordUpdated: 'Password aggiornata: ora puoi accedere.',
  outboxMailNotFound: 'Messaggio non trovato.',
} as const;
