/** Italian texts of users, groups and teams (server side). */
export const PEOPLE_MESSAGES = {
  lastAdmin: "Operazione non consentita: è l'ultimo amministratore attivo del portale.",
  ownRole: 'Non puoi cambiare il tuo ruolo né darti più permessi.',
  userNotFound: 'Utente non trovato.',
  groupNotFound: 'Gruppo non trovato.',
  membershipNotFound: 'Appartenenza non trovata.',
  notYourTeam: 'Puoi gestire solo il team del tuo gruppo.',

  // The admins' actions on users (POST /api/user/*.json).
  userVerified: 'Utente verificato: ora può accedere.',
  userRehabilitated: 'Utente riabilitato in tutti i suoi gruppi e ambienti.',
  userNotPending: "L'utente non è in attesa di verifica.",
  userHasNoGroups: "L'utente non appartiene a nessun gruppo: aggiungilo prima a un gruppo.",
  groupVerified: 'Gruppo verificato: ora è attivo e visibile.',
  groupRehabilitated: "Gruppo riabilitato: l'utente vi è di nuovo attivo.",
  groupNotPending: 'Il gruppo non è in attesa di verifica.',
  notUsersGroup: "L'utente non fa parte di questo gruppo.",
  membershipEnabled: 'Utente riattivato in questo gruppo e ambiente.',
  membershipDisabled: 'Utente disattivato in questo gruppo e ambiente.',
  passwordReset: "Password aggiornata: l'utente è stato disconnesso da tutti i dispositivi.",
  /** Spec 3 §9 toast, verbatim. */
  mailSent: 'Email inviata con successo',
  /** Spec 3 §9 toast, verbatim. */
  removed: 'Elemento rimosso con successo',
  groupsNotTheUsers: "Gruppi: scegli tra i gruppi dell'utente.",
  groupsDisagree: 'Gruppi: gli identificativi e gli slug non corrispondono.',
  transferInvalid: 'Trasferisci a: scegli un utente attivo diverso da quello da eliminare.',
  contentNeedsConfirm:
    "L'utente ha contenuti in questi gruppi: scegli a chi trasferirli oppure conferma che vanno eliminati.",
  contentDeletionConfirm: 'Conferma eliminazione contenuti: richiesta senza un utente a cui trasferirli.',
  leaveConfirm: 'Le modifiche non salvate andranno perse. Vuoi uscire?',
  deleteConfirm: (name: string) =>
    `Eliminare definitivamente l'utente «${name}»? Verrà rimosso dai gruppi scelti; senza gruppi anche l'account.`,
} as const;
