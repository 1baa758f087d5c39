import type { ContentFamily, ContentLang, ContentStatus } from '@sportello/contracts';

/**
 * The Italian texts of the content, guide and report lists, of the PDF and of the preview page
 * (spec 1 §2, §3). One place, so that the reply's labels and the tests quote the same words.
 */
export const CONTENT_LIST_MESSAGES = {
  loadMore: 'Carica altri contenuti',
  noResults: 'Nessun contenuto corrisponde alla ricerca.',
  updates: 'aggiornamenti',
  reviewer: 'Revisore',
  searchBar: { label: 'Cerca', placeholder: 'Cerca per titolo o testo' },
  rangePicker: { label: 'Data di creazione', from: 'Dal', to: 'Al' },
  actions: {
    preview: 'Anteprima',
    edit: 'Modifica',
    copy: 'Duplica',
    deleteLangs: 'Elimina lingue',
    delete: 'Elimina',
    deleteConfirm: 'Vuoi eliminare questo contenuto?',
    review: 'Rivedi',
    changeReviewer: 'Diventa revisore',
    changeReviewerConfirm: 'Vuoi diventare il revisore di questo contenuto?',
    history: 'Storico aggiornamenti',
    download: (language: string) => `Scarica PDF (${language})`,
  },
  filters: {
    property: {
      label: 'Proprietà',
      all: 'Tutti i contenuti',
      mine: 'I miei contenuti',
      group: 'Del mio gruppo',
    },
    type: { label: 'Tipo', all: 'Tutti i tipi' },
    status: { label: 'Stato', all: 'Tutti gli stati', expired: 'Scaduto' },
    updates: {
      label: 'Aggiornamenti',
      all: 'Tutti',
      with: 'Con aggiornamenti',
      without: 'Senza aggiornamenti',
    },
    api: { label: 'API', all: 'Tutti', yes: 'Esposti alle API', no: 'Non esposti alle API' },
    order: {
      label: 'Ordina per',
      recent: 'Più recenti',
      oldest: 'Meno recenti',
      updated: 'Modificati di recente',
      name: 'Nome (A-Z)',
    },
  },
  badType: 'Tipo di contenuto sconosciuto',
  badRange: 'La data finale precede quella iniziale',
  notFound: 'Contenuto non trovato.',
  langNotActive: 'Il contenuto non è scritto in questa lingua.',
} as const;

/** The guides and reports lists' own words, by family. */
export const GUIDE_LIST_LABELS: Record<
  Exclude<ContentFamily, 'content'>,
  { title: string; add: string; noResults: string; loadMore: string; deleteConfirm: string }
> = {
  guide: {
    title: 'Guide',
    add: 'Nuova guida',
    noResults: 'Nessuna guida corrisponde ai filtri scelti.',
    loadMore: 'Carica altre guide',
    deleteConfirm: 'Vuoi eliminare questa guida?',
  },
  report: {
    title: 'Report',
    add: 'Nuovo report',
    noResults: 'Nessun report corrisponde ai filtri scelti.',
    loadMore: 'Carica altri report',
    deleteConfirm: 'Vuoi eliminare questo report?',
  },
};
export const DOWNLOAD_LABEL = 'Scarica PDF';

/** Language names as the language switcher shows them. */
export const LANGUAGE_NAMES: Record<ContentLang, string> = {
  it: 'Italiano',
  en: 'Inglese',
  fr: 'Francese',
  de: 'Tedesco',
  es: 'Spagnolo',
};

/** MUI icon names of the statuses (the list's status column). */
export const STATUS_ICONS: Record<ContentStatus, string> = {
  draft: 'EditNoteOutlined',
  pending: 'HourglassTopOutlined',
  published: 'CheckCircleOutlined',
  discarded: 'CancelOutlined',
  delete_requested: 'DeleteSweepOutlined',
  deleted: 'DeleteOutlined',
};

/** Words of the rendered document (preview page and PDF). */
export const RENDER_MESSAGES = {
  yes: 'Sì',
  stage: (marker: number) => `Tappa ${marker}`,
  distance: 'Distanza',
  duration: 'Durata',
  vehicle: 'Mezzo',
  places: 'Luoghi',
  address: 'Indirizzo',
  video: 'Guarda il video',
  page: (n: number, of: number) => `Pagina ${n} di ${of}`,
  previewOf: (language: string) => `Anteprima · ${language}`,
  days: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
  alwaysOpen: 'Sempre aperto',
  range: (from: string, to: string) => `dal ${from} al ${to}`,
  from: (from: string) => `dal ${from}`,
  until: (to: string) => `fino al ${to}`,
} as const;
