/** Italian texts of users, groups and teams (server side). */
export const PEOPLE_MESSAGES = {
  lastAdmin: "Operazione non consentita: è l'ultimo amministratore attivo del portale.",
  ownRole: 'Non puoi cambiare il tuo ruolo né darti più permessi.',
  userNotFound: 'Utente non trovato.',
  groupNotFound: 'Gruppo non trovato.',
  membershipNotFound: 'Appartenenza non trovata.',
  notYourTeam: 'Puoi gestire solo il team del tuo gruppo.',
} as const;
