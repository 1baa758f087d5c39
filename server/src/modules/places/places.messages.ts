/** The places area's Italian texts sent by the server. */
export const MESSAGES = {
  sourceNotFound: 'Elenco non trovato',
  municipalityNotFound: 'Comune non trovato',
  usersForbidden: "Solo gli amministratori possono consultare l'elenco degli utenti.",
} as const;
