import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { MAP_CANVAS } from './map-canvas';

// Leaflet looks for its marker images next to its CSS; the bundle names them itself (docs/architecture.md).
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

const pin = (fill: string, size: number, ring: string) =>
  L.divIcon({
    className: 'explore-pin',
    html: `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${Math.round(size * 1.35)}" viewBox="0 0 24 32" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="${fill}" stroke="${ring}" stroke-width="1.5"/><circle cx="12" cy="12" r="4.6" fill="#fff"/></svg>`,
    iconSize: [size, Math.round(size * 1.35)],
    iconAnchor: [size / 2, Math.round(size * 1.35)],
    tooltipAnchor: [0, -Math.round(size * 1.2)],
  });

/** Default and active marker icons (spec 2 §3 map.marker): teal, and the larger rust one. */
export const MARKER_ICONS = {
  default: pin('#0b5c6b', 26, '#ffffff'),
  active: pin('#9a4a1f', 36, '#ffffff'),
  office: L.divIcon({
    className: 'explore-pin',
    html: '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 30 30" aria-hidden="true"><circle cx="15" cy="15" r="13" fill="#1b2428" stroke="#fff" stroke-width="2.5"/><text x="15" y="20" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" font-weight="700" fill="#fff">i</text></svg>',
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    tooltipAnchor: [0, -14],
  }),
};

export { L, MAP_CANVAS };
