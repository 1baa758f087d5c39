/** Every Italian text the forms module sends to people (replies and field errors), in one place. */
export const FORMS_MESSAGES = {
  formNotFound: 'Modulo non trovato',
  recordNotFound: 'Elemento non trovato.',
  idRequired: 'Indica quale elemento vuoi modificare.',
  // accreditation
  areaNotAvailable: "Area: l'area scelta non è disponibile.",
  alreadyMember: 'Area: sei già accreditato su questa area in questo ambiente.',
  duplicateAccreditation:
    'Hai già una richiesta di accreditamento in attesa per questa area in questo ambiente.',
  // new structure
  municipalityUnknown: "Comune: scegli un comune dall'elenco.",
  postalCodeMismatch: (municipality: string) => `CAP: non corrisponde al comune di ${municipality}.`,
  // user settings (the admins' user forms say which identifier is taken; see user-settings.ts)
  usernameTaken: 'Nome utente: già in uso da un altro account.',
  emailTaken: 'E-mail: già in uso da un altro account.',
  usernameUnavailable: 'Nome utente: non disponibile, scegline un altro.',
  passwordForEmail: "Password attuale: serve per cambiare l'indirizzo e-mail.",
  settingsSaved: 'Impostazioni salvate.',
  emailChangePending: (email: string) =>
    `Impostazioni salvate. Per usare ${email} apri il link che ti abbiamo inviato a quell'indirizzo: fino ad allora resta valido quello attuale.`,
  emailChangeLinkInvalid: 'Il link non è valido o è scaduto.',
  emailChanged: (email: string) => `Indirizzo e-mail aggiornato: da ora è ${email}.`,
  // change password
  wrongPassword: 'Password attuale: non corretta.',
  samePassword: 'Nuova password: deve essere diversa da quella attuale.',
  passwordChanged: 'Password aggiornata. Le altre sessioni aperte con il tuo account sono state chiuse.',
  // temporary register and verification
  registered:
    "Se i dati sono corretti riceverai a breve un'e-mail con il link per confermare l'indirizzo e attivare l'account.",
  registerRateLimited: "Troppe registrazioni da questa connessione. Riprova tra un'ora.",
  verifyLinkInvalid: 'Il link non è valido o è scaduto.',
  emailVerified: 'Indirizzo e-mail confermato: ora puoi accedere a Sportello.',
  verifyWrongPassword: 'Password: non è quella scelta alla registrazione.',
  // new policy
  policyRequired: "Per continuare devi accettare l'informativa",
  policyAccepted: (date: string) => `Hai accettato l'informativa il ${date}.`,
  // groups and users
  groupSaved: 'Gruppo salvato.',
  groupCreated: 'Gruppo creato.',
  hiddenOnlyIat: 'Stato: solo un ufficio IAT può essere nascosto.',
  userCreated: "Utente creato: gli abbiamo inviato un'e-mail per scegliere la password.",
  userSaved: 'Utente salvato.',
  groupUnknown: "Gruppo: scegli un gruppo dall'elenco.",
  membershipIncomplete: 'Gruppo, ruolo e ambiente vanno indicati insieme.',
  // api configuration
  apiNeedsGroup: "Per richiedere l'accesso API devi appartenere a un gruppo in questo ambiente.",
  apiDuplicate: 'Il tuo gruppo ha già una richiesta di accesso API in attesa in questo ambiente.',
  // example forms (demo)
  exampleSaved: 'Dati salvati.',
  // admin queue
  requestNotFound: 'Richiesta non trovata.',
  requestDecided: 'La richiesta è già stata gestita.',
  approved: 'Richiesta approvata: abbiamo avvisato il richiedente via e-mail.',
  refused: 'Richiesta rifiutata: abbiamo avvisato il richiedente via e-mail.',
} as const;
