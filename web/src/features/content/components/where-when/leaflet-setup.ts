import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Leaflet looks for its marker images next to its CSS; the bundle names them itself (docs/architecture.md).
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

/** Zoom of the small map beside an address (spec 1 §9). */
export const STATIC_MAP_ZOOM = 14;
/** Size of the small map (spec 1 §9: 140×140). */
export const STATIC_MAP_SIZE = 140;
/** Height of the location picker's map (spec 1 §9). */
export const PICKER_MAP_HEIGHT = 300;
/** Background while tiles load, or when there are none (offline). */
export const MAP_BACKGROUND = '#e8eef0';

export { L };
