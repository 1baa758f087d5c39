import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TableRow, TableTemplate } from '@sportello/contracts';
import { useAppScope } from '../../lib/app-scope';
import { cellText, rowClickAction, titleOf } from './table-text';
import { tableMessages as m } from './messages';

// Leaflet looks for its marker images next to its CSS; the bundle names them itself (docs/architecture.md).
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

const HEIGHT = 480;

type Placed = TableRow & { lat: number; lng: number };

/** Fits the map to the markers of the page whenever they change. */
function FitToMarkers({ rows }: { rows: Placed[] }) {
  const map = useMap();
  useEffect(() => {
    if (rows.length === 0) return;
    if (rows.length === 1) {
      map.setView([rows[0]!.lat, rows[0]!.lng], 13);
      return;
    }
    map.fitBounds(L.latLngBounds(rows.map((r) => [r.lat, r.lng] as [number, number])), {
      padding: [40, 40],
      maxZoom: 13,
    });
  }, [map, rows]);
  return null;
}

/**
 * The map mode of a table (template.map): the rows of the page that have a position become
 * markers; a marker's popup names the row and opens it as a row click would. Tiles come from the
 * app config; without them (offline) the markers still show on a plain background.
 */
export default function MapView({
  template,
  rows,
  onOpen,
}: {
  template: TableTemplate;
  rows: TableRow[];
  onOpen: (row: TableRow) => void;
}) {
  const { config } = useAppScope();
  const settings = config.map;
  const map = template.map!;
  const placed = useMemo(() => rows.filter((r): r is Placed => r.lat !== null && r.lng !== null), [rows]);

  return (
    <Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
        {placed.length ? m.mapShown(placed.length, rows.length) : m.mapNone}
      </Typography>
      <Box
        role="region"
        aria-label={m.map(template.title)}
        sx={{
          height: HEIGHT,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: '#e8eef0',
          '& .leaflet-container': { height: '100%', width: '100%', bgcolor: '#e8eef0', font: 'inherit' },
          '& .leaflet-popup-content': { m: 1.5, minWidth: 180 },
          '& .leaflet-popup-content p': { m: 0 },
        }}
      >
        <MapContainer center={settings.center} zoom={settings.zoom} zoomControl={false} scrollWheelZoom>
          <ZoomControl position="topleft" zoomInTitle={m.zoomIn} zoomOutTitle={m.zoomOut} />
          <TileLayer url={settings.tileUrl} attribution={settings.attribution} />
          <FitToMarkers rows={placed} />
          {placed.map((row) => {
            const title = titleOf(template.columns, row.cells);
            const info = map.infoKey ? cellText(row.cells[map.infoKey]) : '';
            const label = cellText(row.cells[map.titleKey]) || title;
            const action = rowClickAction(template, row);
            return (
              <Marker key={row.id} position={[row.lat, row.lng]} title={label} alt={label} keyboard>
                <Popup>
                  <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
                    {label}
                  </Typography>
                  {info ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {info}
                    </Typography>
                  ) : null}
                  {action ? (
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => onOpen(row)}
                      aria-label={m.mapOpenOf(label)}
                      sx={{ mt: 1 }}
                    >
                      {m.mapOpen}
                    </Button>
                  ) : null}
                </Popup>
              </Marker>
            );
          })}
        </MapContainer>
      </Box>
    </Box>
  );
}
