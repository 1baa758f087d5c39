import type { Lang } from '@sportello/contracts';

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

/** The field texts a visitor reads on a kiosk form, by language (FormTextsLangContext). */
export interface VisitorFieldTexts {
  notFound: string;
  typeMore: (n: number) => string;
  loading: string;
  none: string;
}

export const visitorFieldTexts: Record<Lang, VisitorFieldTexts> = {
  it: { ...formMessages.asyncSelect, none: formMessages.select.none },
  en: {
    notFound: 'Not found',
    typeMore: (n) => (n === 1 ? 'Type at least 1 character' : `Type at least ${n} characters`),
    loading: 'Searching…',
    none: 'No choice',
  },
  fr: {
    notFound: 'Introuvable',
    typeMore: (n) => (n === 1 ? 'Saisissez au moins 1 caractère' : `Saisissez au moins ${n} caractères`),
    loading: 'Recherche en cours…',
    none: 'Aucun choix',
  },
  de: {
    notFound: 'Nicht gefunden',
    typeMore: (n) => (n === 1 ? 'Mindestens 1 Zeichen eingeben' : `Mindestens ${n} Zeichen eingeben`),
    loading: 'Suche läuft…',
    none: 'Keine Auswahl',
  },
  es: {
    notFound: 'No encontrado',
    typeMore: (n) => (n === 1 ? 'Escribe al menos 1 carácter' : `Escribe al menos ${n} caracteres`),
    loading: 'Buscando…',
    none: 'Ninguna opción',
  },
};
