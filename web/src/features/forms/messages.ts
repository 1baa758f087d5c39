/** Texts of the pages e-mailed links open for the user forms (registration, new address). */
export const formLinkMessages = {
  verify: {
    title: "Conferma dell'indirizzo e-mail",
    checking: 'Verifica del link in corso…',
    invalid: 'Il link non è valido o è scaduto.',
    intro: "Per attivare l'account scrivi la password che hai scelto registrandoti.",
    password: 'Password',
    submit: "Conferma e attiva l'account",
  },
  confirmEmail: {
    title: 'Conferma del nuovo indirizzo e-mail',
    checking: 'Conferma del nuovo indirizzo in corso…',
    invalid: 'Il link non è valido o è scaduto.',
    openApp: 'Apri Sportello',
  },
} as const;

/** Texts of the forms' pages: fallback titles while a template loads and the registration page. */
export const formPageMessages = {
  pages: {
    accreditation: 'Accreditamento',
    addStructure: 'Nuova struttura',
    apiConfiguration: 'Configurazione API',
    form: 'Modulo',
    register: 'Registrati',
    userSettings: 'Impostazioni utente',
    changePassword: 'Cambia password',
  },
  register: {
    haveAccount: 'Hai già un account?',
    login: 'Accedi',
  },
} as const;
