/**
 * What the explore screen needs of its maps before Leaflet has loaded (maps load in a chunk of their
 * own, only when one is shown): the background of every map while tiles load, or when there are
 * none (offline) — a quiet grid — and the places a map shows.
 */
export const MAP_CANVAS = {
  bgcolor: '#e6edef',
  backgroundImage:
    'linear-gradient(#d9e2e5 1px, transparent 1px), linear-gradient(90deg, #d9e2e5 1px, transparent 1px)',
  backgroundSize: '48px 48px',
} as const;

/** Height of the small map of an item's preview. */
export const PREVIEW_MAP_HEIGHT = 180;

export interface Place {
  id: string;
  title: string;
  lat: number;
  lng: number;
}
