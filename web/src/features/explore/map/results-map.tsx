import { useEffect, useRef, useState } from 'react';
import {
  MapContainer,
  Marker,
  Rectangle,
  TileLayer,
  Tooltip,
  ZoomControl,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import type { Box as GeoBox, ExploreConfig } from '@sportello/contracts';
import { exploreMessages as m } from '../messages';
import { formatBox } from '../search/explore-params';
import { L, MAP_CANVAS, MARKER_ICONS } from './leaflet-setup';
import type { Place } from './map-canvas';

export type { Place };

const boundsOf = (b: GeoBox) => L.latLngBounds([b.south, b.west], [b.north, b.east]);
const boxOf = (b: L.LatLngBounds): GeoBox => ({
  south: b.getSouth(),
  west: b.getWest(),
  north: b.getNorth(),
  east: b.getEast(),
});
const keyOfBox = (b: GeoBox | null) => (b ? formatBox(b) : '');

/**
 * Fits the view to the box or to the markers when the search changes, and tells a move the
 * operator made (drag, zoom, keys) from its own fitting: only the former offers "Cerca in questa
 * zona". A box the operator has just searched from the map is already in view: no refit.
 */
function ViewKeeper({
  places,
  box,
  searchedBox,
  maxZoom,
  onUserMove,
}: {
  places: Place[];
  box: GeoBox | null;
  searchedBox: string;
  maxZoom: number;
  onUserMove: () => void;
}) {
  const map = useMap();
  const fitting = useRef(false);
  const placesKey = places.map((p) => p.id).join('|');
  const boxKey = keyOfBox(box);
  useMapEvents({
    moveend: () => {
      if (fitting.current) return;
      onUserMove();
    },
  });
  useEffect(() => {
    if (box && boxKey === searchedBox) return;
    let target: L.LatLngBounds | null = null;
    if (box) target = boundsOf(box);
    else if (places.length) target = L.latLngBounds(places.map((p) => [p.lat, p.lng] as [number, number]));
    if (!target) return;
    fitting.current = true;
    map.fitBounds(target, { padding: [36, 36], maxZoom: Math.min(maxZoom, 15), animate: false });
    // moveend of the fit has fired (no animation); the next one is the operator's.
    const t = window.setTimeout(() => (fitting.current = false), 0);
    return () => window.clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit when the search changes, not on every render
  }, [map, placesKey, boxKey, searchedBox]);
  return null;
}

/**
 * The results on a map (spec 2 §2, §4): default and active markers, the operator's office, the
 * box of the geolocation filter; moving the map shows the configured "Cerca in questa zona",
 * which filters by what is in view. Without tiles (offline) the markers stand on a quiet grid.
 */
export interface ResultsMapProps {
  places: Place[];
  activeId: string | null;
  onMarker: (id: string) => void;
  box: GeoBox | null;
  map: ExploreConfig['map'];
  searchHereLabel?: string;
  onSearchHere?: (box: GeoBox) => void;
  label: string;
  height: number | string;
}

export function ResultsMap({
  places,
  activeId,
  onMarker,
  box,
  map: settings,
  searchHereLabel,
  onSearchHere,
  label,
  height,
}: ResultsMapProps) {
  const [moved, setMoved] = useState(false);
  const [searchedBox, setSearchedBox] = useState('');
  const mapRef = useRef<L.Map | null>(null);
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        position: 'relative',
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        ...MAP_CANVAS,
        '& .leaflet-container': { height: '100%', width: '100%', font: 'inherit', ...MAP_CANVAS },
        '& .explore-pin': { background: 'none', border: 0 },
        '& .explore-pin:focus-visible': {
          outline: '3px solid #1d4ed8',
          outlineOffset: 2,
          borderRadius: '50%',
        },
      }}
    >
      <MapContainer
        ref={mapRef}
        center={settings.center}
        zoom={settings.zoom}
        maxZoom={settings.maxZoom}
        zoomControl={false}
        scrollWheelZoom
      >
        <ZoomControl position="topleft" zoomInTitle={m.map.zoomIn} zoomOutTitle={m.map.zoomOut} />
        <TileLayer url={settings.tileUrl} attribution={settings.attribution} maxZoom={settings.maxZoom} />
        <ViewKeeper
          places={places}
          box={box}
          searchedBox={searchedBox}
          maxZoom={settings.maxZoom}
          onUserMove={() => setMoved(true)}
        />
        {box ? (
          <Rectangle
            bounds={boundsOf(box)}
            interactive={false}
            pathOptions={{ color: '#9a4a1f', weight: 2, dashArray: '6 6', fillOpacity: 0.04 }}
          />
        ) : null}
        {settings.office ? (
          <Marker
            position={[settings.office.lat, settings.office.lng]}
            icon={MARKER_ICONS.office}
            title={m.map.office(settings.office.name)}
            alt={m.map.office(settings.office.name)}
            keyboard={false}
            zIndexOffset={-100}
          />
        ) : null}
        {places.map((p) => (
          <Marker
            key={p.id}
            position={[p.lat, p.lng]}
            icon={p.id === activeId ? MARKER_ICONS.active : MARKER_ICONS.default}
            zIndexOffset={p.id === activeId ? 1000 : 0}
            title={p.title}
            alt={p.title}
            keyboard
            eventHandlers={{ click: () => onMarker(p.id) }}
          >
            {p.id === activeId ? (
              <Tooltip direction="top" permanent opacity={1}>
                {p.title}
              </Tooltip>
            ) : null}
          </Marker>
        ))}
      </MapContainer>
      {moved && onSearchHere && searchHereLabel ? (
        <Button
          variant="contained"
          startIcon={<TravelExploreOutlined aria-hidden />}
          onClick={() => {
            const map = mapRef.current;
            if (!map) return;
            const here = boxOf(map.getBounds());
            setSearchedBox(keyOfBox(here));
            setMoved(false);
            onSearchHere(here);
          }}
          sx={{
            position: 'absolute',
            top: 12,
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 1000,
            borderRadius: 5,
            boxShadow: '0 2px 8px rgba(0,0,0,0.25)',
          }}
        >
          {searchHereLabel}
        </Button>
      ) : null}
    </Box>
  );
}
