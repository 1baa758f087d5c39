/**
 * What the partners' read API says, in Italian and English: a partner's developer may read no
 * Italian (as partner-keys.messages.ts does for the key's refusals).
 */
export const PUBLIC_API_MESSAGES = {
  typeNotGranted: (code: string) =>
    `Tipo di contenuto non autorizzato per questa chiave: «${code}» / Content type not granted to this key: "${code}"`,
  assetTypeNotGranted: (code: string) =>
    `Tipo del catalogo non autorizzato per questa chiave: «${code}» / Catalogue type not granted to this key: "${code}"`,
  langNotGranted: (lang: string) =>
    `Lingua non autorizzata per questa chiave: «${lang}» / Language not granted to this key: "${lang}"`,
  contentNotFound: 'Contenuto non trovato / Content not found',
  assetNotFound: 'Elemento del catalogo non trovato / Catalogue item not found',
  originNotAllowed: 'Origine non autorizzata per questa chiave API / Origin not allowed for this API key',
  publishableNeedsOrigin:
    'La chiave del widget (spw_…) funziona solo nelle pagine dei siti autorizzati; da un server usa la chiave segreta / The widget key (spw_…) works only in pages of the allowed sites; from a server use the secret key',
  listNotFound: 'Lista non trovata / List not found',
  preflightRefused:
    'Origine o metodo non consentiti dall’API pubblica / Origin or method not allowed by the public API',
  badCursor:
    'cursor: cursore non valido, usa il valore «next» di una risposta / cursor: invalid, use the "next" value of a reply',
  badType: 'type: codici separati da virgole / type: comma-separated codes',
  badLang: 'lang: una lingua tra it, en, fr, de, es / lang: one of it, en, fr, de, es',
  badUpdatedSince:
    'updatedSince: data e ora ISO 8601, come 2026-12-01T00:00:00Z / updatedSince: an ISO 8601 date-time, like 2026-12-01T00:00:00Z',
  badLimit: 'limit: un numero intero da 1 a 100 / limit: a whole number from 1 to 100',
  badQuery: 'q: al massimo 200 caratteri / q: at most 200 characters',
  badMunicipality:
    'municipality: codici ISTAT di 6 cifre separati da virgole / municipality: comma-separated 6-digit ISTAT codes',
  badBbox:
    'bbox: sud,ovest,nord,est in gradi, sud ≤ nord e ovest ≤ est / bbox: south,west,north,east in degrees, south ≤ north and west ≤ east',
  badId: 'id: un numero intero positivo / id: a positive whole number',
} as const;
