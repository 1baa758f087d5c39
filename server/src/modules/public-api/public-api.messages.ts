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
  imageNotFound:
    'Immagine non trovata: il contenuto non è pubblicato o non ha un’immagine della libreria / Image not found: the content is not published or has no library image',
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

  // The GraphQL endpoint (public-api.graphql*.ts): its request, its document and its limits.
  graphqlBadBody:
    'Corpo non valido: serve un oggetto JSON {query, variables?, operationName?} / Invalid body: a JSON object {query, variables?, operationName?} is expected',
  graphqlBadQuery: (max: number) =>
    `query: il documento GraphQL, da 1 a ${max} caratteri / query: the GraphQL document, 1 to ${max} characters`,
  graphqlBadVariables: 'variables: un oggetto JSON / variables: a JSON object',
  graphqlBadOperationName:
    'operationName: il nome di un’operazione / operationName: the name of an operation',
  graphqlBadJson: 'Corpo JSON non valido / Invalid JSON body',
  graphqlTooLarge: 'Richiesta troppo grande / Request too large',
  graphqlUnsupported: 'Content-Type: usa application/json / Content-Type: use application/json',
  graphqlSyntax: (detail: string) =>
    `query: sintassi GraphQL non valida / query: GraphQL syntax error: ${detail}`,
  graphqlInvalid: (detail: string) =>
    `query: documento non valido per lo schema / query: invalid for the schema: ${detail}`,
  graphqlUnknownOperation: (name: string) =>
    `operationName: nessuna operazione «${name}» nel documento / operationName: no operation "${name}" in the document`,
  graphqlManyOperations:
    'operationName: il documento contiene più operazioni, scegline una / operationName: the document holds several operations, choose one',
  graphqlOnlyQueries:
    'query: solo letture (query), nessuna mutation / query: reads only (query), no mutation',
  graphqlBadVariable: (name: string, detail: string) =>
    `variables.${name}: valore non valido / variables.${name}: invalid value: ${detail}`,
  graphqlTooDeep: (max: number) =>
    `query: troppo annidata, al massimo ${max} livelli / query: nested too deep, at most ${max} levels`,
  graphqlTooManyFields: (max: number) =>
    `query: troppi campi e frammenti, al massimo ${max} / query: too many fields and fragments, at most ${max}`,
  graphqlTooCostly: (max: number, costs: string) =>
    `query: troppo costosa, al massimo ${max} (${costs}): dividila in più richieste / ` +
    `query: too costly, at most ${max} (${costs}): split it into several requests`,
  graphqlInternal: 'Errore interno, riprova tra poco / Internal error, try again shortly',
} as const;
