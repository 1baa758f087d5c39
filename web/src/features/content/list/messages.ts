/**
 * The Italian texts of the content list, its modals and the preview page (spec 1 §2, §8, §9).
 * Texts quoted by the spec are verbatim; the rest come from the server's reply.
 */
export const listMessages = {
  title: 'Contenuti',
  subtitle: 'Cerca, filtra e apri i contenuti multilingue per modificarli.',
  loading: 'Caricamento dei contenuti…',
  refreshing: 'Aggiornamento dei contenuti…',
  // The server counts up to a bound (1.000): past it the count reads "oltre".
  results: (n: number, capped = false) =>
    capped
      ? `Oltre ${n.toLocaleString('it-IT')} contenuti`
      : n === 1
        ? '1 contenuto'
        : `${n.toLocaleString('it-IT')} contenuti`,
  shown: (shown: number, total: number, capped = false) =>
    `${shown.toLocaleString('it-IT')} di ${capped ? 'oltre ' : ''}${total.toLocaleString('it-IT')}`,
  filters: 'Filtri dei contenuti',
  clearFilters: 'Cancella filtri',
  newContent: 'Crea un nuovo contenuto',
  newOf: (name: string) => `Nuovo contenuto: ${name}`,
  table: 'Elenco dei contenuti',
  columns: {
    image: 'Immagine',
    name: 'Nome',
    creator: 'Creato da',
    created: 'Data di creazione',
    type: 'Tipo',
    updates: 'Aggiornamenti',
    status: 'Stato',
    api: 'API',
    reviewer: 'Revisore',
    actions: 'Azioni',
  },
  noImage: 'Nessuna immagine',
  languages: (names: string) => `Lingue: ${names}`,
  creatorOf: (name: string) => `Mostra la scheda di ${name}`,
  rowActions: (name: string) => `Azioni per ${name}`,
  updatesOf: (count: number, label: string) => `${count} ${label}`,
  openHistory: (count: number, name: string) =>
    `${count === 1 ? '1 aggiornamento' : `${count} aggiornamenti`} di «${name}»: apri lo storico`,
  unread: (n: number) => (n === 1 ? '1 da leggere' : `${n} da leggere`),
  noReviewer: 'Nessuno',
  takeOver: 'Prendi in carico',
  takeOverOf: (name: string) => `Prendi in carico la revisione di «${name}»`,
  reviewerChanged: 'Ora sei il revisore di questo contenuto',
  apiYes: 'Esposto alle API',
  apiNo: 'Non esposto alle API',
  expired: 'scaduto',
  copied: 'Elemento copiato con successo',
  removed: 'Elemento rimosso con successo',
  deleteTitle: 'Elimina',
  deleteConfirm: 'Elimina',
  searchSubmit: 'Cerca',
  deleteLangs: {
    title: 'Elimina lingue',
    intro: 'Scegli le lingue da eliminare. Le altre lingue restano come sono.',
    choose: 'Lingue da eliminare',
    /** {{langs}} becomes the chosen languages' Italian names. */
    text: 'Vuoi eliminare le lingue: {{langs}}?',
    none: 'Nessuna lingua scelta.',
    confirm: 'Elimina',
    cancel: 'Annulla',
  },
} as const;

/** The delete-languages text with the chosen languages' names in place of {{langs}}. */
export const deleteLangsText = (names: string[]) =>
  listMessages.deleteLangs.text.replace('{{langs}}', names.join(', '));
