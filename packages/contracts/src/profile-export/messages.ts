/** The export's Italian texts (spec 2 §5, §8). */
export const EXPORT_MESSAGES = {
  overOneYear: 'La differenza tra data di inizio e data di fine non può superare un anno.',
  overThreeMonths: 'La differenza tra data di inizio e data di fine non può superare 3 mesi.',
  fromRequired: 'La data di inizio deve essere specificata',
  toRequired: 'La data di fine deve essere specificata',
  badDate: 'La data deve avere il formato GG-MM-AAAA HH:mm',
  fromAfterToday: 'La data di inizio non può essere successiva a oggi.',
  toAfterToday: 'La data di fine non può essere successiva a oggi.',
  toBeforeFrom: 'La data di fine non può precedere la data di inizio.',
  noResults: 'Nessun risultato per i parametri scelti',
  forbidden: 'Non hai i permessi per esportare i profili dei turisti.',
  otherOffice: 'Puoi esportare solo i profili del tuo ufficio.',
  slugsRequired: 'Scegli almeno un IAT',
  unknownOffice: 'IAT non trovato',
  aggregateEmpty: 'Scegli almeno un valore da aggregare',
} as const;
