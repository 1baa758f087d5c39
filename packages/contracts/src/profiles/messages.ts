import { PROFILE_NODES } from './nodes.js';

/**
 * Where a visit was recorded, as every screen and file names it: the profiles table and its filter,
 * the profile's preview, the export's columns, filters and aggregates. The kiosk is the spec's word,
 * and the terminals page's ("Self-service (kiosk)").
 */
export const PROFILE_SOURCE_LABELS = { desk: 'Sportello', kiosk: 'Kiosk' } as const;

/** The profile pages' Italian texts, and their titles and headings. */
export const PROFILE_MESSAGES = {
  title: 'Scheda turista',
  notProfiledTitle: 'Non profilati',
  saved: 'Scheda salvata',
  deleted: 'Scheda eliminata',
  favouritesHeading: 'Preferiti profilo ({n})',
  addFavourite: 'Aggiungi ai preferiti',
  removeFavourite: 'Rimuovi dai preferiti',
  addedFavourite: 'Aggiunto ai preferiti',
  removedFavourite: 'Rimosso dai preferiti',
  addedAll: 'Aggiunti tutti gli elementi della lista ai preferiti',
  removeAllTitle: 'Rimuovi tutti gli elementi.',
  removeAllText: 'Vuoi davvero rimuovere tutti gli elementi dalla lista?',
  removeAllConfirm: 'Elimina',
  removeAllCancel: 'Annulla',
  reorderTitle: 'Cambia ordine elemento',
  emptyFavourites: 'La lista è vuota.',
  shareFavourites: 'Condividi preferiti',
  share: 'Condividi',
  emailSent: 'Email inviata con successo',
  editProfile: 'Modifica scheda',
  contactErased: 'Dati di contatto cancellati',
  backToProfiles: 'Torna a Profili turisti',
} as const;

/** Document title of the profile page: 'Scheda turista "{code}"'. */
export const profileDocumentTitle = (code: string) => `Scheda turista "${code}"`;
/** Heading of the profile page: the contact name, otherwise the code. */
export const profileHeading = (p: { code: string | null; values: Record<string, unknown> }) => {
  const name = p.values[PROFILE_NODES.name];
  return typeof name === 'string' && name.trim() ? name.trim() : (p.code ?? '');
};
