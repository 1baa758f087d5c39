/** The Italian texts of the explore calls (search, GraphQL, explore.json, preview templates). */
export const EXPLORE_MESSAGES = {
  forbidden: 'Non hai i permessi per consultare il catalogo.',
  badToken: 'Token di pagina non valido',
  badConfig: 'Configurazione della scheda non valida per questa categoria',
  badId: 'Identificativo non valido',
  templateNotFound: (type: string) => `Modello di anteprima non trovato per il tipo "${type}".`,
  /** GraphQL. */
  badBody: 'Richiesta GraphQL non valida: servono query, operationName e variables.',
  tooLarge: 'La richiesta GraphQL è troppo grande.',
  tooDeep: 'La richiesta GraphQL è troppo annidata.',
  tooManyRootFields: (max: number) =>
    `La richiesta GraphQL chiede troppe cose insieme: al massimo ${max} campi principali.`,
  tooManyAliases: (max: number) => `La richiesta GraphQL usa troppi alias: al massimo ${max}.`,
  tooCostly: 'La richiesta GraphQL contiene troppe ricerche: dividila in più richieste.',
  syntax: (detail: string) => `Errore di sintassi nella richiesta GraphQL: ${detail}`,
  unknownField: (field: string, type: string) => `Il campo "${field}" non esiste nel tipo "${type}".`,
  invalidDocument: (detail: string) => `Richiesta GraphQL non valida: ${detail}`,
  unknownOperation: (name: string) => `Operazione "${name}" non trovata nella richiesta.`,
  /** A variable's error names the field: "Categoria non valida (input.category)". */
  atField: (message: string, field: string) => `${message} (${field})`,
  missingVariable: 'Valore obbligatorio',
  /** Filters. */
  badFilterValue: 'Valore del filtro non valido',
  badMunicipality: 'Comune o provincia non validi',
  badStars: 'Numero di stelle non valido',
  badNumber: 'Numero non valido',
  badDate: 'Data non valida: usa AAAA-MM-GG',
  badRange: 'Il valore iniziale supera quello finale',
  badBox: 'Area della mappa non valida',
  duplicateFilter: 'Filtro ripetuto',
  /** Status labels (spec 2 §8: in red with an icon). */
  expired: 'Scaduto',
  deleted: 'Non più disponibile',
} as const;

/** What explore.json shows (spec 2 §2, §8, §9). */
export const EXPLORE_LABELS = {
  searchTab: 'Cerca',
  listTab: 'Liste',
  officesTab: 'Uffici IAT',
  searchPlaceholder: 'Cerca luoghi, eventi, servizi…',
  listPlaceholder: 'Cerca nella lista',
  officesPlaceholder: 'Cerca un ufficio IAT',
  noResults: {
    title: 'Nessun risultato',
    text: 'Prova a cambiare le parole cercate o a togliere qualche filtro.',
    reset: 'Azzera i filtri',
  },
  loadMore: 'Carica più risultati',
  searchHere: 'Cerca in questa zona',
} as const;

/** The filter bar's blocks (spec 2 §3 "Search filter block"). */
export const FILTER_LABELS = {
  municipality: { label: 'Comune', placeholder: 'Cerca un comune' },
  stars: { label: 'Stelle', option: (n: number) => (n === 1 ? '1 stella' : `${n} stelle`) },
  classification: { label: 'Tipologia', placeholder: 'Cerca una tipologia' },
  dates: { label: 'Date', from: 'Dal', to: 'Al' },
  price: { label: 'Prezzo', from: 'Da', to: 'A', unit: '€' },
  difficulty: { label: 'Difficoltà' },
  length: { label: 'Lunghezza', from: 'Da', to: 'A', unit: 'km' },
  ascent: { label: 'Dislivello in salita', from: 'Da', to: 'A', unit: 'm' },
  geolocation: { label: 'Area della mappa' },
  preview: { showAll: 'Mostra tutti', hideAll: 'Mostra meno', filtered: 'Filtri attivi' },
  difficulties: { facile: 'Facile', media: 'Media', difficile: 'Difficile' } as Record<string, string>,
  /** Accommodation classifications by code; an unknown code reads as itself. */
  classifications: {
    hotel: 'Albergo',
    albergo: 'Albergo',
    agriturismo: 'Agriturismo',
    bb: 'Bed & breakfast',
    'b&b': 'Bed & breakfast',
    affittacamere: 'Affittacamere',
    campeggio: 'Campeggio',
    residence: 'Residence',
    ostello: 'Ostello',
    casa_vacanze: 'Casa vacanze',
    villaggio: 'Villaggio turistico',
    rifugio: 'Rifugio',
    appartamento: 'Appartamento',
  } as Record<string, string>,
} as const;
