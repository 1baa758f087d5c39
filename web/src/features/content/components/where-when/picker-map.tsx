import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import type { Marker as LeafletMarker } from 'leaflet';
import Box from '@mui/material/Box';
import { useAppScope } from '../../../../lib/app-scope';
import { MAP_BACKGROUND, PICKER_MAP_HEIGHT, STATIC_MAP_ZOOM } from './leaflet-setup';
import { whereWhenMessages as m } from './messages';

export interface Point {
  lat: number;
  lng: number;
}

/** A click on the map places the point there. */
function ClickToPlace({ onPick }: { onPick: (p: Point) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/** Brings a point set from outside the map (a suggestion chosen) into view; clicks do not move it. */
function Follow({ focus }: { focus: Point | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView([focus.lat, focus.lng], Math.max(map.getZoom(), STATIC_MAP_ZOOM));
  }, [map, focus]);
  return null;
}

/**
 * The location picker's map (spec 1 §9: 300 px high): a click places the marker, the marker can
 * be dragged; zoom buttons and the keyboard move the map. Tiles come from the app config.
 */
export default function PickerMap({
  point,
  focus,
  onPick,
}: {
  point: Point | null;
  /** A point to bring into view: a new object each time the point is set from outside the map. */
  focus: Point | null;
  onPick: (p: Point) => void;
}) {
  const { config } = useAppScope();
  const marker = useRef<LeafletMarker>(null);
  const handlers = useMemo(
    () => ({
      dragend: () => {
        const at = marker.current?.getLatLng();
        if (at) onPick({ lat: at.lat, lng: at.lng });
      },
    }),
    [onPick],
  );
  const start = point ?? { lat: config.map.center[0], lng: config.map.center[1] };
  return (
    <Box
      sx={{
        height: PICKER_MAP_HEIGHT,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: MAP_BACKGROUND,
        '& .leaflet-container': { height: '100%', width: '100%', bgcolor: MAP_BACKGROUND, font: 'inherit' },
      }}
    >
      <MapContainer
        center={[start.lat, start.lng]}
        zoom={point ? STATIC_MAP_ZOOM : config.map.zoom}
        zoomControl={false}
        scrollWheelZoom
      >
        <ZoomControl position="topleft" zoomInTitle={m.location.zoomIn} zoomOutTitle={m.location.zoomOut} />
        <TileLayer url={config.map.tileUrl} attribution={config.map.attribution} />
        <ClickToPlace onPick={onPick} />
        <Follow focus={focus} />
        {point ? (
          <Marker
            ref={marker}
            position={[point.lat, point.lng]}
            draggable
            eventHandlers={handlers}
            title={m.location.marker}
            alt={m.location.marker}
          />
        ) : null}
      </MapContainer>
    </Box>
  );
}
