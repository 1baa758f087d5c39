import type { Db } from '../platform/db/connect.js';
import { placesDb } from '../modules/places/places.schema.js';
import type { Random } from './explore-random.js';

/**
 * The Tuscan towns the generated catalogue is spread over: every municipality of the region from
 * the municipalities table (ISTAT code, centre, postal code), weighted so the visitors' places
 * (Firenze, Siena, Pisa …) hold most of the catalogue, each with the tourist area it belongs to.
 */

export const TUSCANY_REGION = '09';

export interface Town {
  istat: string;
  name: string;
  province: string;
  provinceName: string;
  postalCode: string;
  lat: number;
  lng: number;
  /** How much of the catalogue it draws (1 for a town visitors rarely ask about). */
  weight: number;
  /** The tourist area ("Chianti", "Val d'Orcia"), or the province ("provincia di Siena"). */
  area: string;
  /** How far from the centre a place may be scattered, in metres. */
  radius: number;
  /** Coastal towns: the compass bearing of the land side (the sea is behind the centre). */
  inland?: number;
}

/** The visitors' places and how much more they hold than a town of weight 1. */
const WEIGHTS: Record<string, number> = {
  Firenze: 60, Siena: 24, Pisa: 16, Lucca: 16, Arezzo: 12, Livorno: 10, Grosseto: 9,
  'San Gimignano': 10, Montepulciano: 9, Cortona: 9, Volterra: 8, Pienza: 7, Montalcino: 7,
  Prato: 6, Pistoia: 6, Viareggio: 7, 'Forte dei Marmi': 5, Pietrasanta: 5, Portoferraio: 5,
  'Greve in Chianti': 5, 'Castellina in Chianti': 4, 'Radda in Chianti': 4, 'Gaiole in Chianti': 3,
  'Castiglione della Pescaia': 5, Orbetello: 4, 'Monte Argentario': 4, Pitigliano: 4, Sorano: 2,
  'Massa Marittima': 4, Monteriggioni: 4, "Colle di Val d'Elsa": 3, Certaldo: 4, Vinci: 4,
  Fiesole: 5, "San Quirico d'Orcia": 4, "Castiglione d'Orcia": 2, 'Chianciano Terme': 3, Chiusi: 3,
  'Montecatini-Terme': 5, 'Bagni di Lucca': 3, Barga: 3, 'Castelnuovo di Garfagnana': 3,
  Anghiari: 3, Sansepolcro: 3, Poppi: 3, Bibbiena: 2, Capalbio: 3, Manciano: 3,
  'Castagneto Carducci': 4, 'San Vincenzo': 3, Piombino: 3, Follonica: 3, Capoliveri: 3,
  'Marciana Marina': 2, 'Porto Azzurro': 2, "Campo nell'Elba": 2, Impruneta: 2,
  'San Casciano in Val di Pesa': 3, 'Barberino Tavarnelle': 3, Empoli: 3, 'San Miniato': 4,
  Lucignano: 2, 'Monte San Savino': 2, Asciano: 3, Buonconvento: 2, Murlo: 2, Scansano: 2,
  Arcidosso: 2, 'Santa Fiora': 2, 'Abbadia San Salvatore': 2, Pontremoli: 3, Fivizzano: 2,
  Massa: 4, Carrara: 4, Cecina: 3, Camaiore: 3, 'Borgo San Lorenzo': 2, 'Scarperia e San Piero': 2,
  Vicchio: 2, 'Castelnuovo Berardenga': 3, 'Rapolano Terme': 2, Sarteano: 2, Cetona: 2,
  'San Casciano dei Bagni': 2, 'Bagno a Ripoli': 2,
}; // prettier-ignore

/** The tourist areas and their towns: what a visitor calls the place. */
const AREAS: Record<string, readonly string[]> = {
  Chianti: ['Greve in Chianti', 'Castellina in Chianti', 'Radda in Chianti', 'Gaiole in Chianti', 'Castelnuovo Berardenga', 'Barberino Tavarnelle', 'San Casciano in Val di Pesa', 'Impruneta'],
  "Val d'Orcia": ['Pienza', "San Quirico d'Orcia", "Castiglione d'Orcia", 'Montalcino', 'Radicofani'],
  'Crete Senesi': ['Asciano', 'Buonconvento', "Monteroni d'Arbia", 'Rapolano Terme', 'Trequanda', 'Murlo'],
  Valdichiana: ['Montepulciano', 'Cortona', 'Chiusi', 'Chianciano Terme', 'Sarteano', 'Cetona', 'Lucignano', 'Foiano della Chiana', 'Sinalunga', 'Torrita di Siena', 'Monte San Savino', 'Castiglion Fiorentino', 'Marciano della Chiana'],
  "Val d'Elsa": ['San Gimignano', "Colle di Val d'Elsa", 'Monteriggioni', 'Poggibonsi', 'Certaldo', "Casole d'Elsa", 'Gambassi Terme', 'Castelfiorentino', 'Montaione'],
  Garfagnana: ['Castelnuovo di Garfagnana', 'Barga', 'Gallicano', 'Castiglione di Garfagnana', 'Pieve Fosciana', 'Vagli Sotto', 'Careggine', 'Camporgiano', 'Piazza al Serchio', 'Minucciano', 'Molazzana', 'Fosciandora', 'Villa Collemandina', 'San Romano in Garfagnana', 'Sillano Giuncugnano', 'Fabbriche di Vergemoli', 'Coreglia Antelminelli', 'Borgo a Mozzano', 'Bagni di Lucca'],
  Lunigiana: ['Pontremoli', 'Fivizzano', 'Aulla', 'Villafranca in Lunigiana', 'Bagnone', 'Filattiera', 'Licciana Nardi', 'Fosdinovo', 'Mulazzo', 'Tresana', 'Podenzana', 'Comano', 'Casola in Lunigiana', 'Zeri'],
  Versilia: ['Viareggio', 'Forte dei Marmi', 'Pietrasanta', 'Camaiore', 'Massarosa', 'Seravezza', 'Stazzema'],
  Maremma: ['Grosseto', 'Castiglione della Pescaia', 'Orbetello', 'Monte Argentario', 'Capalbio', 'Magliano in Toscana', 'Scansano', 'Manciano', 'Pitigliano', 'Sorano', 'Massa Marittima', 'Follonica', 'Scarlino', 'Gavorrano', 'Roccastrada', 'Campagnatico', 'Civitella Paganico'],
  'Monte Amiata': ['Abbadia San Salvatore', 'Piancastagnaio', 'Santa Fiora', 'Arcidosso', 'Castel del Piano', 'Seggiano', 'Castell\'Azzara', 'Roccalbegna', 'Semproniano', 'Cinigiano'],
  Mugello: ['Borgo San Lorenzo', 'Scarperia e San Piero', 'Vicchio', 'Barberino di Mugello', 'Dicomano', 'Firenzuola', 'Marradi', 'Palazzuolo sul Senio', 'San Godenzo'],
  Casentino: ['Poppi', 'Bibbiena', 'Pratovecchio Stia', 'Chiusi della Verna', 'Castel San Niccolò', 'Castel Focognano', 'Ortignano Raggiolo', 'Montemignaio', 'Talla', 'Chitignano', 'Capolona', 'Subbiano'],
  Valtiberina: ['Sansepolcro', 'Anghiari', 'Caprese Michelangelo', 'Monterchi', 'Pieve Santo Stefano', 'Badia Tedalda', 'Sestino'],
  "Isola d'Elba": ['Portoferraio', 'Capoliveri', 'Porto Azzurro', 'Marciana', 'Marciana Marina', "Campo nell'Elba", 'Rio'],
  'Costa degli Etruschi': ['Castagneto Carducci', 'Bibbona', 'Cecina', 'San Vincenzo', 'Piombino', 'Campiglia Marittima', 'Suvereto', 'Sassetta', 'Rosignano Marittimo'],
  'Val di Cecina': ['Volterra', 'Pomarance', 'Montecatini Val di Cecina', 'Castelnuovo di Val di Cecina', 'Riparbella', 'Montescudaio', 'Guardistallo', 'Casale Marittimo'],
  Valdinievole: ['Montecatini-Terme', 'Pescia', 'Monsummano Terme', 'Buggiano', 'Massa e Cozzile', 'Uzzano', 'Pieve a Nievole', 'Ponte Buggianese', 'Chiesina Uzzanese', 'Lamporecchio', 'Larciano'],
  Valdarno: ['Montevarchi', 'San Giovanni Valdarno', 'Terranuova Bracciolini', 'Loro Ciuffenna', 'Cavriglia', 'Bucine', 'Figline e Incisa Valdarno', 'Reggello', 'Castelfranco Piandiscò'],
}; // prettier-ignore

/** The coast: the land side's bearing, and a tighter scatter where the sea is close. */
const COAST: Record<string, readonly [bearing: number, radius: number]> = {
  Livorno: [90, 600], Viareggio: [90, 500], 'Forte dei Marmi': [60, 250], Follonica: [45, 400],
  'Castiglione della Pescaia': [45, 300], Piombino: [330, 300], 'San Vincenzo': [90, 300],
  Portoferraio: [225, 250], Capoliveri: [90, 200], 'Porto Azzurro': [0, 200], 'Marciana Marina': [180, 200],
  "Campo nell'Elba": [0, 250], Rio: [270, 200], 'Capraia Isola': [270, 150], 'Isola del Giglio': [270, 150],
  Orbetello: [90, 150], 'Monte Argentario': [180, 200],
}; // prettier-ignore

/** The Tuscan municipalities with their weight, area and scatter, in ISTAT code order. */
export async function loadTuscanTowns(db: Db): Promise<Town[]> {
  const rows = await placesDb(db)
    .selectFrom('municipalities as m')
    .innerJoin('provinces as p', 'p.code', 'm.provinceCode')
    .select([
      'm.istatCode',
      'm.name',
      'm.provinceCode',
      'p.name as provinceName',
      'm.postalCodes',
      'm.lat',
      'm.lng',
    ])
    .where('m.regionCode', '=', TUSCANY_REGION)
    .orderBy('m.istatCode')
    .execute();
  if (rows.length === 0) throw new Error('Catalogo demo: la tabella dei comuni non ha la Toscana');
  const areaOf = new Map(Object.entries(AREAS).flatMap(([area, towns]) => towns.map((t) => [t, area])));
  const known = new Set(rows.map((r) => r.name));
  for (const name of [...Object.keys(WEIGHTS), ...areaOf.keys(), ...Object.keys(COAST)])
    if (!known.has(name)) throw new Error(`Catalogo demo: il comune "${name}" non è nella tabella`);
  return rows.map((r) => {
    const weight = WEIGHTS[r.name] ?? 1;
    const coast = COAST[r.name];
    return {
      istat: r.istatCode,
      name: r.name,
      province: r.provinceCode,
      provinceName: r.provinceName,
      postalCode: r.postalCodes.split(' ')[0] ?? '',
      lat: Number(r.lat),
      lng: Number(r.lng),
      weight,
      area: areaOf.get(r.name) ?? `provincia di ${r.provinceName}`,
      radius: coast?.[1] ?? (weight >= 10 ? 900 : weight >= 4 ? 600 : 350),
      ...(coast ? { inland: coast[0] } : {}),
    };
  });
}

const EARTH_KM_PER_DEGREE = 111.32;

/** The point `km` away from (lat, lng) towards `bearing` (degrees from north). */
export function offset(lat: number, lng: number, km: number, bearing: number) {
  const rad = (bearing * Math.PI) / 180;
  return {
    lat: round6(lat + (km * Math.cos(rad)) / EARTH_KM_PER_DEGREE),
    lng: round6(lng + (km * Math.sin(rad)) / (EARTH_KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180))),
  };
}

/** A point a few hundred metres from the town's centre, on the land side for a coastal town. */
export function scatter(random: Random, town: Town) {
  const bearing =
    town.inland === undefined ? random.float(0, 360, 0) : town.inland + random.float(-60, 60, 0);
  // sqrt: points spread evenly over the disc instead of crowding the centre.
  const km = (Math.sqrt(random.next()) * town.radius) / 1000;
  return offset(town.lat, town.lng, km, bearing);
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
