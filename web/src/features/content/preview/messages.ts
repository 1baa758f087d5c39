/** The Italian texts of the content preview page (spec 1 §2 "Content preview"). */
export const previewMessages = {
  title: 'Anteprima',
  languages: 'Lingua dell’anteprima',
  frame: (title: string, language: string) => `Anteprima di «${title}» in ${language}`,
  loading: 'Caricamento dell’anteprima…',
  newTab: 'Apri in una nuova scheda',
  deleted: 'Elemento rimosso con successo',
  deleteCancelled: 'Richiesta di eliminazione annullata',
  /** The content-preview-modal of the content list. */
  modal: {
    title: (name: string) => `Anteprima: ${name}`,
    openPage: 'Apri l’anteprima completa',
    close: 'Chiudi',
  },
} as const;
