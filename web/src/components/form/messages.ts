/** The texts of the form engine and its fields (the template forms' own labels come from the server). */
export const formMessages = {
  loading: 'Caricamento del modulo…',
  submit: 'Invia',
  cancel: 'Annulla',
  edit: 'Modifica',
  saved: 'Dati salvati.',
  draftRestored: 'Bozza ripristinata',
  draftRestoredText: 'Abbiamo ripreso i dati che avevi inserito e non ancora inviato.',
  discardDraft: 'Scarta bozza',
  draftDiscarded: 'Bozza scartata.',
  unknownField: (type: string) => `Campo di tipo «${type}» non disponibile`,
  unknownFieldText: (name: string) =>
    `Il campo «${name}» non può essere mostrato: avvisa l'amministratore del modulo.`,
  asyncSelect: {
    notFound: 'Non trovato',
    typeMore: (n: number) => (n === 1 ? 'Scrivi almeno 1 carattere' : `Scrivi almeno ${n} caratteri`),
    loading: 'Ricerca in corso…',
  },
  multiInput: {
    add: 'Aggiungi',
    remove: 'Rimuovi',
    entry: (label: string, n: number) => `${label} ${n}`,
    addOf: (label: string) => `Aggiungi: ${label}`,
    removeOf: (label: string, n: number) => `Rimuovi ${label} ${n}`,
  },
  /** The add field: the sets of fields it adds. */
  added: {
    add: 'Aggiungi',
    set: (n: number) => `Aggiunta ${n}`,
    remove: 'Rimuovi',
    removeOf: (removeLabel: string | undefined, n: number) => `${removeLabel ?? 'Rimuovi'} (aggiunta ${n})`,
    limit: (max: number) => `Al massimo ${max}`,
  },
  repeatable: {
    add: 'Aggiungi',
    remove: 'Rimuovi',
    row: (n: number) => `Riga ${n}`,
    rowOf: (label: string, n: number) => `${label}, riga ${n}`,
    addOf: (label: string) => `Aggiungi: ${label}`,
    removeOf: (removeLabel: string | undefined, n: number) =>
      removeLabel ? `${removeLabel} (riga ${n})` : `Rimuovi riga ${n}`,
    empty: 'Nessuna riga. Usa «Aggiungi» per inserirne una.',
    rowsTotal: (min?: number, max?: number) =>
      min && max
        ? `Da ${min} a ${max} righe`
        : max
          ? `Al massimo ${max} righe`
          : min
            ? `Almeno ${min} righe`
            : '',
  },
  file: {
    chooseImage: 'Scegli immagine',
    chooseImages: 'Scegli immagini',
    chooseDocument: 'Scegli documento',
    chooseDocuments: 'Scegli documenti',
    chooseOf: (action: string, label: string) => `${action}: ${label}`,
    none: 'Nessun file scelto',
    remove: (name: string) => `Rimuovi ${name}`,
    moveUp: (name: string) => `Sposta prima: ${name}`,
    moveDown: (name: string) => `Sposta dopo: ${name}`,
    position: (n: number) => `Posizione ${n}`,
    count: (n: number, limit?: number) => (limit ? `${n} di ${limit}` : n === 1 ? '1 file' : `${n} file`),
  },
  phone: {
    country: 'Prefisso',
    countryOf: (label: string) => `Prefisso internazionale: ${label}`,
    digitsOnly: 'Solo cifre, senza spazi né prefisso.',
    noCountry: 'Nessun paese trovato',
  },
  date: {
    open: (label: string) => `Scegli data: ${label}`,
    clear: (label: string) => `Cancella data: ${label}`,
  },
  time: {
    hours: 'Ore',
    minutes: 'Minuti',
    hoursOf: (label: string) => `Ore: ${label}`,
    minutesOf: (label: string) => `Minuti: ${label}`,
  },
  address: {
    hint: 'Via, numero civico, CAP e comune.',
  },
  html: {
    toolbar: (label: string) => `Formattazione: ${label}`,
    bold: 'Grassetto',
    italic: 'Corsivo',
    underline: 'Sottolineato',
    bulletList: 'Elenco puntato',
    orderedList: 'Elenco numerato',
    link: 'Collegamento',
    linkUrl: 'Indirizzo del collegamento',
    applyLink: 'Applica',
    removeLink: 'Rimuovi collegamento',
  },
  select: {
    none: 'Nessuna scelta',
  },
  notFound: 'Modulo non trovato',
} as const;
