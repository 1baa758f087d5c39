import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import Box from '@mui/material/Box';
import { useAppScope } from '../../../../lib/app-scope';
import { MAP_BACKGROUND, STATIC_MAP_SIZE, STATIC_MAP_ZOOM } from './leaflet-setup';

/** Keeps the map on the point when it moves (a map's center is read once, at mount). */
function Follow({ lat, lng, zoom }: { lat: number; lng: number; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], zoom, { animate: false });
  }, [map, lat, lng, zoom]);
  return null;
}

/**
 * The small map beside an address (spec 1 §9: 140×140, zoom 14) with its marker: a picture, not a
 * control — no dragging, zooming or keyboard, hidden from screen readers, which read the address.
 */
export default function StaticMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const { config } = useAppScope();
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
      <MapContainer
        center={[lat, lng]}
        zoom={STATIC_MAP_ZOOM}
        zoomControl={false}
        attributionControl={false}
        dragging={false}
        scrollWheelZoom={false}
        doubleClickZoom={false}
        touchZoom={false}
        boxZoom={false}
        keyboard={false}
      >
        <TileLayer url={config.map.tileUrl} />
        <Marker position={[lat, lng]} interactive={false} keyboard={false} />
        <Follow lat={lat} lng={lng} zoom={STATIC_MAP_ZOOM} />
      </MapContainer>
    </Box>
  );
}
