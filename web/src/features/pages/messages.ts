/** The texts of the pages the server configures. */
export const pagesMessages = {
  notFound: 'Pagina non trovata',
  notFoundHint: 'La pagina che hai chiesto non esiste o è stata rimossa.',
} as const;
