/** The table engine's Italian texts. */
export const TABLES_MESSAGES = {
  unknownTable: 'Tabella non trovata.',
  badPage: 'Pagina: deve essere un numero intero da 1 in su.',
  badSort: 'Ordinamento: colonna non ordinabile.',
  badDirection: 'Direzione: asc o desc.',
  searchTooLong: (max: number) => `Ricerca: al massimo ${max} caratteri.`,
  badFilter: (label: string) => `${label}: valore non previsto.`,
  noDelete: 'Questa tabella non prevede eliminazioni.',
} as const;
