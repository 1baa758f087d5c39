/** The texts of the sign-in pages: login, forgotten and new password, logout. */
export const authMessages = {
  loginTitle: 'Accedi a Sportello',
  loginSubtitle: 'Il back office degli uffici di informazione turistica.',
  username: 'Nome utente o e-mail',
  password: 'Password',
  submit: 'Accedi',
  forgotLink: 'Password dimenticata?',
  forgotTitle: 'Password dimenticata?',
  forgotText:
    'Scrivi il tuo nome utente o la tua e-mail: ti invieremo un link per scegliere una nuova password.',
  forgotSubmit: 'Invia link',
  backToLogin: "Torna all'accesso",
  resetTitle: 'Scegli una nuova password',
  resetFor: (username: string) => `Account: ${username}`,
  resetChecking: 'Verifica del link in corso…',
  resetInvalid: 'Il link non è valido o è scaduto.',
  resetRequestNew: 'Richiedi un nuovo link',
  newPassword: 'Nuova password',
  repeatPassword: 'Ripeti password',
  passwordHint: (min: number) => `Almeno ${min} caratteri, non tra le password più usate.`,
  resetSubmit: 'Salva la password',
  passwordsEmpty: 'Scrivi la nuova password in entrambi i campi.',
  passwordsDiffer: 'Le password non coincidono.',
  goToLogin: "Vai all'accesso",
  logoutTitle: 'Esci da Sportello',
  logoutText: 'Vuoi uscire da Sportello? La sessione aperta in questo browser verrà chiusa.',
  logoutCancel: 'Annulla',
  /** The login page's way to the registration form. */
  noAccount: 'Non hai un account?',
  registerLink: 'Registrati',
  /** Single sign-on (OpenID Connect). */
  ssoOr: 'oppure',
  ssoButton: (provider: string) => `Accedi con ${provider}`,
  ssoLinkTitle: (provider: string) => `Collega il tuo account ${provider}`,
  ssoLinkText: (provider: string, username: string) =>
    `Il tuo account ${provider} ha la stessa e-mail dell'account Sportello «${username}». Per collegarli, scrivi una volta la password di Sportello: dopo entrerai con ${provider}.`,
  ssoLinkSubmit: 'Collega e accedi',
  ssoLinkExpired: "La richiesta di collegamento è scaduta: accedi di nuovo con il tuo account dell'ente.",
  ssoLinkCancel: 'Annulla',
  ssoErrors: {
    provider_down: (p: string) =>
      `Il servizio di accesso ${p} non risponde in questo momento. Riprova più tardi o accedi con nome utente e password.`,
    state_expired: (p: string) =>
      `La richiesta di accesso con ${p} è scaduta o non è valida. Riprova da questa pagina.`,
    not_linked: (p: string) =>
      `Il tuo account ${p} non è collegato a nessun account di Sportello. Chiedi a un amministratore di collegarlo, oppure accedi con nome utente e password.`,
    email_unverified: (p: string) =>
      `${p} non conferma il tuo indirizzo e-mail, quindi non possiamo collegarlo a un account di Sportello. Chiedi a un amministratore.`,
    pending: () => 'Il tuo account di Sportello è in attesa di verifica da parte di un amministratore.',
    created: (p: string) =>
      `Abbiamo registrato il tuo account: potrai accedere con ${p} quando un amministratore lo avrà verificato.`,
    disabled: () => 'Il tuo account di Sportello non è attivo. Contatta un amministratore.',
    denied: (p: string) => `L'accesso con ${p} è stato annullato.`,
    failed: (p: string) => `L'accesso con ${p} non è andato a buon fine. Riprova.`,
    too_many: (p: string) =>
      `Troppi accessi con ${p} avviati da questa rete in pochi minuti. Riprova tra qualche minuto.`,
  },
  ssoUnknownProvider: 'il servizio di accesso',
} as const;
