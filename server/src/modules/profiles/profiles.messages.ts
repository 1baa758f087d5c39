import { PROFILE_MESSAGES } from '@sportello/contracts';

/** The Italian texts of the profiles calls; the spec's own are in PROFILE_MESSAGES. */
export const PROFILES_MESSAGES = {
  ...PROFILE_MESSAGES,
  forbidden: 'Non hai i permessi per usare le schede turista.',
  notOffice: 'Le schede turista appartengono a un ufficio IAT: il tuo profilo non ne fa parte.',
  noOfficeToSave: 'Per registrare una scheda serve un ufficio IAT.',
  notFound: 'Scheda non trovata.',
  otherIat: 'Puoi vedere solo le schede del tuo ufficio IAT.',
  unknownIat: 'IAT: ufficio non trovato',
  invalidForm: 'Controlla i campi evidenziati.',
  listTaken: 'Lista: questa lista di preferiti appartiene a un altro profilo.',
  noFavourites: 'La scheda non ha preferiti da condividere.',
  contactMissing: "Contatto: indicare i recapiti dell'ufficio",
  docMissing: 'Link: indicare il documento da condividere',
  docNotAllowed: 'Link: non è un documento condivisibile',
  rangeOrder: 'La data di fine precede quella di inizio',
  rangeTooLong: 'Il periodo non può superare 13 mesi.',
  cannotExport: 'Non hai i permessi per esportare le schede turista.',
  nothingToErase: 'La scheda non ha dati di contatto da cancellare.',
  mailSubject: (iat: string) => `I contatti di ${iat}`,
  docSubject: (iat: string) => `Un documento da ${iat}`,
  favouritesTitle: (code: string) => `Preferiti ${code}`,
  /** The table's code of a profile renumbered when codes became unique in the region. */
  codeWithPrevious: (code: string, previous: string) => `${code} (già ${previous})`,
  favouritesDraftTitle: 'Preferiti (scheda non ancora salvata)',
} as const;
