import Box from '@mui/material/Box';
import { FixedMap } from '../../../../components/map/fixed-map';
import { MAP_BACKGROUND, STATIC_MAP_SIZE, STATIC_MAP_ZOOM } from './leaflet-setup';

/**
 * The small map beside an address (spec 1 §9: 140×140, zoom 14) with its marker: a picture, not a
 * control — no dragging, zooming or keyboard, hidden from screen readers, which read the address.
 */
export default function StaticMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        width: STATIC_MAP_SIZE,
        height: STATIC_MAP_SIZE,
        flex: 'none',
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: MAP_BACKGROUND,
        '& .leaflet-container': { width: '100%', height: '100%', bgcolor: MAP_BACKGROUND, cursor: 'default' },
      }}
    >
      <FixedMap lat={lat} lng={lng} zoom={STATIC_MAP_ZOOM} />
    </Box>
  );
}
