/** Texts of the pages e-mailed links open for the user forms (registration, new address). */
export const formLinkMessages = {
  verify: {
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
