/** The texts of the table engine: filters, rows, pagination and the map view. */
export const tableMessages = {
  loading: 'Caricamento della tabella…',
  refreshing: 'Aggiornamento della tabella…',
  refreshFailed:
    'Non è stato possibile aggiornare la tabella: i dati mostrati potrebbero non essere attuali.',
  filters: 'Filtri',
  filterAll: 'Tutti',
  filterButton: (label: string, value: string) => `${label}: ${value}`,
  filterSearch: (label: string) => `Cerca in ${label}`,
  filterSearchPlaceholder: 'Cerca…',
  filterNoMatch: 'Nessuna opzione trovata',
  showAll: 'Mostra tutti',
  removeFilter: (label: string, value: string) => `Rimuovi il filtro ${label}: ${value}`,
  searchChip: (query: string) => `Ricerca: «${query}»`,
  removeSearch: (query: string) => `Rimuovi la ricerca «${query}»`,
  clearFilters: 'Cancella filtri',
  /** An add button's tooltip when a key does the same (aria-keyshortcuts syntax, "Alt+N"). */
  addHint: (label: string, keys: string) => `${label} (${keys})`,
  emptyFilters: 'Nessun elemento corrisponde ai filtri scelti.',
  view: 'Vista',
  list: 'Elenco',
  actionsColumn: 'Azioni',
  detailsColumn: 'Dettagli',
  rowActions: (title: string) => `Azioni per ${title}`,
  /** An action shown on its row: its label first (what is seen), then the row it acts on. */
  actionOn: (label: string, title: string) => `${label}: ${title}`,
  showSub: (sub: string, title: string) => `Mostra ${sub} di ${title}`,
  subOf: (sub: string, title: string) => `${sub} di ${title}`,
  noValue: '—',
  yes: 'Sì',
  no: 'No',
  moreChips: (n: number) => `+${n}`,
  moreChipsLabel: (names: string) => `Altri: ${names}`,
  total: (n: number) => (n === 1 ? '1 elemento' : `${n} elementi`),
  pagination: (title: string) => `Pagine: ${title}`,
  page: (n: number) => `Pagina ${n}`,
  pageOf: (n: number, total: number) => `Pagina ${n} di ${total}`,
  previous: 'Pagina precedente',
  next: 'Pagina successiva',
  map: (title: string) => `Mappa: ${title}`,
  mapOpen: 'Apri',
  mapOpenOf: (title: string) => `Apri ${title}`,
  mapLoading: 'Caricamento della mappa…',
  mapShown: (shown: number, total: number) =>
    shown === total
      ? total === 1
        ? '1 elemento di questa pagina sulla mappa'
        : `${total} elementi di questa pagina sulla mappa`
      : `${shown} di ${total} elementi di questa pagina sulla mappa: gli altri non hanno una posizione`,
  mapNone: 'Nessun elemento di questa pagina ha una posizione sulla mappa.',
  zoomIn: 'Ingrandisci',
  zoomOut: 'Riduci',
} as const;
