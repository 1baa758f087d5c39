/**
 * A simplified outline of Tuscany for the list PDF's offline map, as [lat, lng] points (WGS84),
 * clockwise from the border with Lazio on the coast (the mouth of the Chiarone). APPROXIMATE: drawn
 * by hand for this map (about 2–5 km off in places) from the coordinates of well-known border and
 * coast points — coast towns, capes and the Apennine passes (Cisa, Cerreto, Abetone, Muraglione,
 * Mandrioli) as given on OpenStreetMap / Wikipedia — not survey data; good for finding one's way,
 * not for measuring. The province capitals give a visitor reference points.
 */
export const TUSCANY: readonly (readonly [number, number])[] = [
  // Coast, south to north.
  [42.38, 11.45], // Chiarone (border with Lazio)
  [42.41, 11.29], // Ansedonia
  [42.44, 11.2], // Orbetello
  [42.37, 11.17], // Monte Argentario (south)
  [42.42, 11.08], // Monte Argentario (west)
  [42.47, 11.15], // Santa Liberata
  [42.55, 11.13], // Talamone
  [42.65, 11.0], // mouth of the Ombrone
  [42.76, 10.88], // Castiglione della Pescaia
  [42.8, 10.74], // Punta Ala
  [42.92, 10.76], // Follonica
  [42.92, 10.6], // Golfo di Follonica (west)
  [42.93, 10.5], // Piombino
  [43.0, 10.51], // Baratti
  [43.1, 10.54], // San Vincenzo
  [43.3, 10.49], // Marina di Cecina
  [43.4, 10.41], // Castiglioncello
  [43.55, 10.3], // Livorno
  [43.68, 10.27], // mouth of the Arno
  [43.87, 10.24], // Viareggio
  [43.96, 10.17], // Forte dei Marmi
  [44.04, 10.03], // Marinella (border with Liguria)
  // Border with Liguria and Emilia-Romagna, west to east.
  [44.13, 10.0], // Fosdinovo
  [44.22, 9.9],
  [44.32, 9.78], // Zeri (south)
  [44.43, 9.68], // Passo Cento Croci
  [44.47, 9.93], // Passo della Cisa
  [44.4, 10.07], // Passo del Lagastrello
  [44.3, 10.24], // Passo del Cerreto
  [44.2, 10.45], // San Pellegrino in Alpe
  [44.15, 10.67], // Abetone
  [44.11, 10.9],
  [44.13, 11.05], // Passo della Collina / Porretta
  [44.09, 11.15], // Vernio
  [44.24, 11.35], // Firenzuola (north)
  [44.15, 11.55], // Palazzuolo sul Senio
  [44.15, 11.66], // Marradi
  [43.94, 11.71], // Passo del Muraglione
  [43.86, 11.79], // Campigna
  [43.79, 11.93], // Passo dei Mandrioli
  [43.8, 12.12],
  [43.77, 12.37], // Sestino (east)
  [43.65, 12.25], // Badia Tedalda (south)
  // Border with Umbria, north to south.
  [43.57, 12.17], // Sansepolcro
  [43.45, 12.12],
  [43.32, 12.1], // Cortona (east)
  [43.2, 12.03], // Lago Trasimeno (west shore)
  [43.08, 11.98], // Lago di Chiusi
  [42.98, 11.95], // Cetona
  [42.87, 11.89], // San Casciano dei Bagni
  // Border with Lazio, north-east to the coast.
  [42.83, 11.75], // Piancastagnaio (south)
  [42.7, 11.75], // Sorano
  [42.6, 11.63],
  [42.5, 11.55],
  [42.43, 11.5],
];

/** Elba, the largest island (the others are too small at this scale). */
export const ELBA: readonly (readonly [number, number])[] = [
  [42.76, 10.1],
  [42.82, 10.12],
  [42.83, 10.25],
  [42.87, 10.32],
  [42.82, 10.44],
  [42.74, 10.42],
  [42.72, 10.31],
  [42.75, 10.22],
];

/** The province capitals (their town halls, rounded): reference points on the map. */
export const TUSCANY_TOWNS: readonly { name: string; lat: number; lng: number }[] = [
  { name: 'Firenze', lat: 43.769, lng: 11.256 },
  { name: 'Pisa', lat: 43.716, lng: 10.402 },
  { name: 'Siena', lat: 43.318, lng: 11.331 },
  { name: 'Livorno', lat: 43.551, lng: 10.308 },
  { name: 'Arezzo', lat: 43.463, lng: 11.88 },
  { name: 'Grosseto', lat: 42.763, lng: 11.112 },
  { name: 'Lucca', lat: 43.843, lng: 10.503 },
  { name: 'Pistoia', lat: 43.933, lng: 10.917 },
  { name: 'Prato', lat: 43.878, lng: 11.102 },
  { name: 'Massa', lat: 44.035, lng: 10.139 },
];

/** The outline's box, a little wider: the map shows the whole region when every element is in it. */
export const TUSCANY_BOX = { minLat: 42.3, maxLat: 44.52, minLng: 9.62, maxLng: 12.42 };
