import { CONTENT_MESSAGES } from '@sportello/contracts';

/**
 * The Italian texts of the explore screen and its preview (spec 2 §2, §4, §8, §9). Texts quoted by
 * the spec are verbatim; labels the server configures (no results, load more, "Cerca in questa
 * zona", status labels) come from explore.json.
 */
const n = (value: number) => value.toLocaleString('it-IT');

/** The languages' names inside a sentence ("in tedesco"). */
const LANGUAGE_NAMES: Record<string, string> = {
  it: 'italiano',
  en: 'inglese',
  fr: 'francese',
  de: 'tedesco',
  es: 'spagnolo',
};

export const exploreMessages = {
  title: 'Esplora',
  tabs: 'Sezioni di Esplora',
  listTabSoon: 'Disponibile con le liste',
  search: {
    label: 'Cerca nel catalogo',
    submit: 'Cerca',
    clear: 'Cancella la ricerca',
    hint: 'Premi Invio per cercare',
  },
  categories: 'Categorie dei risultati',
  categoryCount: (label: string, count: number) => `${label}: ${n(count)} risultati`,
  filters: {
    bar: 'Filtri',
    showAll: 'Mostra tutti',
    hideAll: 'Mostra meno',
    searchIn: (label: string) => `Cerca in ${label.toLowerCase()}`,
    none: 'Non trovato',
    selected: (count: number) => (count === 1 ? '1 selezionato' : `${count} selezionati`),
    apply: 'Applica',
    clear: 'Cancella',
    from: 'Da',
    to: 'A',
    dateFrom: 'Dal giorno',
    dateTo: 'Al giorno',
    expand: (label: string) => `Mostra ${label}`,
    collapse: (label: string) => `Nascondi ${label}`,
    resetAll: 'Azzera filtri',
    rangeError: 'Il valore iniziale supera quello finale',
  },
  sort: {
    label: 'Ordina per',
    relevance: 'Rilevanza',
    distance: "Distanza dall'ufficio",
    date: 'Data',
  },
  view: {
    label: 'Visualizzazione',
    list: 'Elenco',
    map: 'Mappa',
  },
  language: 'Lingua della ricerca',
  previewLanguage: 'Lingua della scheda',
  previewNotIn: (asked: string, shown: string) =>
    `Non c'è in ${LANGUAGE_NAMES[asked] ?? asked}: è in ${LANGUAGE_NAMES[shown] ?? shown}`,
  heading: (total: number, from: number, to: number) =>
    `${n(total)} ${total === 1 ? 'risultato' : 'risultati'} (visualizzati ${n(from)} - ${n(to)})`,
  loading: 'Ricerca in corso…',
  refreshing: 'Aggiornamento dei risultati…',
  corrected: (query: string) => `Risultati per «${query}»`,
  correctedHint: (typed: string) => `Nessun risultato per «${typed}».`,
  results: 'Risultati della ricerca',
  pagination: 'Pagine dei risultati',
  /** Names of the same title in several towns (an abbey, a bank) tell the town too. */
  open: (title: string, town?: string) => `Apri la scheda di ${title}${town ? ` (${town})` : ''}`,
  showOnMap: (title: string) => `${title} sulla mappa`,
  stages: (count: number) => `${count} ${count === 1 ? 'tappa' : 'tappe'}`,
  stars: (count: number) => `${count} ${count === 1 ? 'stella' : 'stelle'}`,
  distance: (km: number) =>
    km < 1 ? `${Math.round(km * 1000)} m dall'ufficio` : `${km.toFixed(1).replace('.', ',')} km dall'ufficio`,
  noImage: 'Nessuna immagine',
  map: {
    loading: 'Caricamento della mappa…',
    region: 'Mappa dei risultati',
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
    geolocation: 'Zona della mappa',
    removeGeolocation: 'Rimuovi il filtro della zona',
    office: (name: string) => `Il tuo ufficio: ${name}`,
    noPlace: 'Nessun risultato di questa pagina ha una posizione sulla mappa.',
    placed: (shown: number, total: number) =>
      shown === total
        ? `${n(shown)} risultati sulla mappa`
        : `${n(shown)} di ${n(total)} risultati sulla mappa`,
  },
  offices: {
    list: 'Elenco degli uffici IAT',
    map: 'Mappa degli uffici IAT',
    none: 'Nessun IAT trovato',
    search: 'Cerca un ufficio IAT',
    count: (total: number) => (total === 1 ? '1 ufficio IAT' : `${n(total)} uffici IAT`),
  },
  preview: {
    close: 'Chiudi',
    loading: 'Caricamento della scheda…',
    missing: 'Questo elemento non è più nel catalogo.',
    gallery: 'Immagini',
    enlarge: (alt: string) => `Ingrandisci l'immagine: ${alt}`,
    map: (title: string) => `Posizione di ${title}`,
    included: 'Incluso',
    excluded: 'Escluso',
    unknownSection: (kind: string) => `Sezione non disponibile: ${kind}`,
    noHours: CONTENT_MESSAGES.noTimetables,
    phone: 'Telefono',
    email: 'E-mail',
    website: 'Sito web',
    openLink: '(si apre in una nuova scheda)',
    from: (date: string) => `Dal ${date}`,
    to: (date: string) => `al ${date}`,
    on: (date: string) => `Il ${date}`,
    yes: 'Sì',
    no: 'No',
    actions: 'Azioni sulla scheda',
  },
} as const;
