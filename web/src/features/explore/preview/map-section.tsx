import Box from '@mui/material/Box';
import { FixedMap } from '../../../components/map/fixed-map';
import { MAP_CANVAS, MARKER_ICONS } from '../map/leaflet-setup';
import { PREVIEW_MAP_HEIGHT } from '../map/map-canvas';
import { exploreMessages as m } from '../messages';
import type { SectionProps } from './section-props';

const MAP_ZOOM = 14;

/** A small map of where the item is: a picture, not a control (the address is in the contacts). */
export default function MapSection({ values, asset }: SectionProps) {
  const coords = values.flatMap((v) => (Array.isArray(v) ? v : [v])) as { lat?: number; lng?: number }[];
  const at = coords.find((c) => typeof c?.lat === 'number' && typeof c?.lng === 'number');
  if (!at) return null;
  return (
    <Box
      role="img"
      aria-label={m.preview.map(asset?.title ?? '')}
      sx={{
        height: PREVIEW_MAP_HEIGHT,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        ...MAP_CANVAS,
        '& .leaflet-container': { height: '100%', width: '100%', cursor: 'default', ...MAP_CANVAS },
        '& .explore-pin': { background: 'none', border: 0 },
      }}
    >
      <FixedMap lat={at.lat!} lng={at.lng!} zoom={MAP_ZOOM} icon={MARKER_ICONS.default} />
    </Box>
  );
}
