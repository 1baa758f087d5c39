/** The list PDF's colours, margins and the colour of each type of element (map pins, cards). */

export const C = {
  band: '#0f4c5c',
  bandText: '#ffffff',
  bandMuted: '#cfe3e8',
  text: '#1f2933',
  muted: '#52606d',
  accent: '#c0562c',
  rule: '#d9e2e7',
  map: '#eef4f2',
  mapGrid: '#d6e4df',
  red: '#c62828',
};

export const M = { left: 40, right: 40, top: 40, bottom: 54 };

const TYPE_COLORS: Record<string, string> = {
  accommodation: '#3a6ea5',
  alloggio: '#3a6ea5',
  restaurant: '#b5532c',
  producer: '#7a8b2d',
  shop: '#8d5a97',
  vetrina: '#8d5a97',
  attraction: '#0f766e',
  evento_turismo: '#c2410c',
  offerta_turismo: '#a16207',
  itinerario_turismo: '#4d7c0f',
  itinerario_bike_turismo: '#4d7c0f',
  ricetta: '#9f1239',
  prodotto_turismo: '#7a8b2d',
  prodottoArtigianale: '#7c5e3c',
  autore: '#7c5e3c',
};

export const colorOf = (type: string) => TYPE_COLORS[type] ?? '#475569';
