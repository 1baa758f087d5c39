/**
 * The export feature's texts (spec 2 §2 "Export modal", §4 "Export", §5, §8), verbatim where the spec
 * quotes them. The window messages of §5 come from the shared rule in the contracts, not from here.
 */
export const exportMessages = {
  page: {
    title: 'Esportazione profili turisti',
    subtitle: 'Scarica le schede dei visitatori o i loro conteggi, per periodo.',
    back: 'Torna a Profili turisti',
    tabs: 'Tipo di esportazione',
    exportTab: 'Esporta',
    aggregateTab: 'Aggregato',
    loading: 'Caricamento della configurazione…',
  },
  exportTab: {
    heading: 'Esporta le schede',
    text: 'Scegli l’ufficio, il periodo, le sezioni e il formato: il file contiene una riga per ogni scheda turista.',
    open: 'Nuova esportazione',
    lastHeading: 'Esportazioni di questa sessione',
    none: 'Nessuna esportazione in questa sessione.',
    fileLine: (name: string, size: string, when: string) => `${name} · ${size} · ${when}`,
  },
  modal: {
    title: 'Esporta profili',
    iat: 'IAT',
    noIat: 'Nessun IAT trovato',
    period: 'Periodo',
    from: 'Data di inizio',
    to: 'Data di fine',
    openCalendar: (label: string) => `Apri il calendario: ${label}`,
    clearDate: (label: string) => `Cancella: ${label}`,
    sections: 'Sezioni',
    format: 'Formato',
    cancel: 'Annulla',
    confirm: 'Esporta',
    between: (from: string, to: string) => `Dal ${from} al ${to}`,
    checking: 'Verifica dei risultati…',
    results: (n: number) =>
      n === 1 ? '1 scheda da esportare' : `${n.toLocaleString('it-IT')} schede da esportare`,
    downloading: 'Download in corso…',
    stop: 'Interrompi',
    received: (size: string) => `${size} ricevuti`,
    receivedRows: (size: string, rows: number) => `${size} ricevuti · ${rows.toLocaleString('it-IT')} righe`,
    saved: (name: string) => `File ${name} scaricato`,
    stopped: 'Download interrotto',
  },
  periods: {
    lastweek: 'Ultima settimana',
    lastmonth: 'Ultimo mese',
    last3months: 'Ultimi 3 mesi',
    custom: 'Personalizzato',
  } as Record<string, string>,
  aggregate: {
    heading: 'Conteggi aggregati',
    text: 'Scegli cosa contare e, se serve, filtra le schede: i conteggi appaiono in tabella e nel grafico.',
    count: 'Da contare',
    filters: 'Filtri',
    all: 'Nessun valore scelto',
    every: 'Tutti i valori',
    noOptions: 'Nessun valore',
    confirm: 'Calcola',
    reset: 'Azzera',
    download: 'Scarica il file',
    nothingSelected: 'Scegli almeno un valore da contare.',
    computing: 'Calcolo dei conteggi…',
    empty: 'Nessuna scheda nel periodo scelto.',
    notComputed: 'Scegli cosa contare e premi «Calcola».',
    tableCaption: 'Conteggi per valore',
    profiles: 'Schede',
    people: 'Visitatori',
    total: 'Totale',
    chart: 'Grafico dei conteggi',
    chartSummary: (n: number) => (n === 1 ? 'Un valore nel grafico.' : `${n} valori nel grafico.`),
  },
  size: (bytes: number) =>
    bytes < 1024
      ? `${bytes} B`
      : bytes < 1024 * 1024
        ? `${(bytes / 1024).toLocaleString('it-IT', { maximumFractionDigits: 1 })} KB`
        : `${(bytes / 1024 / 1024).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`,
};
