/** The Italian texts of the content preview page (spec 1 §2 "Content preview"). */
export const previewMessages = {
  title: 'Anteprima',
  languages: 'Lingua dell’anteprima',
  frame: (title: string, language: string) => `Anteprima di «${title}» in ${language}`,
  loading: 'Caricamento dell’anteprima…',
  newTab: 'Apri in una nuova scheda',
  deleted: 'Elemento rimosso con successo',
  deleteCancelled: 'Richiesta di eliminazione annullata',
} as const;
