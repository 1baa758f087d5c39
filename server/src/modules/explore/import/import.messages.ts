/** What the importer tells whoever runs `npm run import` (Italian, like every message of the app). */
export const IMPORT_MESSAGES = {
  usage: 'Uso: npm run import -- <file.csv | file.json | file.geojson>',
  unreadable: (file: string, reason: string) => `Impossibile leggere il file ${file}: ${reason}`,
  unknownFormat: (file: string) =>
    `Formato non riconosciuto per ${file}: usa un file .csv, .json o .geojson.`,
  badJson: (reason: string) => `Il file non è un JSON valido: ${reason}`,
  jsonShape: 'Il file JSON deve contenere un elenco di asset, o un oggetto { "assets": [ … ] }.',
  geojsonShape: 'Il file GeoJSON deve contenere una FeatureCollection con l’elenco "features".',
  csvEmpty: 'Il file CSV è vuoto: manca la riga di intestazione.',
  csvOpenQuote: (line: number) => `CSV non valido: le virgolette aperte alla riga ${line} non sono chiuse.`,
  csvAfterQuote: (line: number) =>
    `CSV non valido alla riga ${line}: dopo le virgolette di chiusura serve il separatore.`,
  csvQuoteInCell: (line: number) =>
    `CSV non valido alla riga ${line}: una cella con virgolette va racchiusa tra virgolette, ` +
    'con quelle interne raddoppiate ("").',
  csvInvalid: (line: number) => `CSV non valido alla riga ${line}.`,
  csvUnknownColumns: (columns: string[]) =>
    `Colonne sconosciute nell’intestazione: ${columns.join(', ')}. ` +
    'Ammesse: sourceId, type, municipality, lat, lng, coords, priceFrom, numTappe, img, img_alt, href, status, ' +
    'i testi come title_it, subtitle_it, text_it, fulltext_it, info_it, price_it, profession_it (e per en, fr, de, es) ' +
    'e i campi del tipo come fields.nome.',
  csvDuplicateColumn: (column: string) => `La colonna ${column} compare due volte nell’intestazione.`,
  csvCellCount: (found: number, expected: number) =>
    `La riga ha ${found} celle, l’intestazione ne ha ${expected}`,
  badJsonCell: 'JSON non valido (elenchi tra [ ], oggetti tra { })',
  notAnObject: 'L’elemento deve essere un oggetto con i campi dell’asset',
  notAFeature: 'L’elemento deve essere una Feature con "properties"',
  geometry: (type: string) => `Geometria non supportata: ${type} (usa Point o LineString)`,
  unknownKey: 'Campo sconosciuto',
  duplicate: (where: string) => `Codice già usato ${where} di questo file`,
  row: { csv: 'Riga', json: 'Elemento', geojson: 'Elemento' },
  summary: (inserted: number, updated: number, rejected: number) =>
    `Importati ${inserted}, aggiornati ${updated}, scartati ${rejected}`,
} as const;

/** The file cannot be read or parsed at all: nothing is imported and the command fails. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}
