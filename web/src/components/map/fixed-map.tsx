import { useEffect } from 'react';
import type { DivIcon, Icon } from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { useAppScope } from '../../lib/app-scope';

/** Keeps the map on the point when it moves (a map's center is read once, at mount). */
function Follow({ lat, lng, zoom }: { lat: number; lng: number; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], zoom, { animate: false });
  }, [map, lat, lng, zoom]);
  return null;
}

/**
 * A map that is a picture, not a control: one marker on a point, no dragging, zooming or keyboard.
 * The caller gives it its frame (size, border, role="img" with a label) and its Leaflet CSS.
 */
export function FixedMap({
  lat,
  lng,
  zoom,
  icon,
}: {
  lat: number;
  lng: number;
  zoom: number;
  icon?: Icon | DivIcon;
}) {
  const { config } = useAppScope();
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={zoom}
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
      <Marker position={[lat, lng]} {...(icon ? { icon } : {})} interactive={false} keyboard={false} />
      <Follow lat={lat} lng={lng} zoom={zoom} />
    </MapContainer>
  );
}
