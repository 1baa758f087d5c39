import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { GeocodeResult, LocationValue } from '@sportello/contracts';
import { AddressAutocomplete } from './address-autocomplete';
import { geocodeAddress } from './geocode-api';
import { whereWhenMessages as m } from './messages';
import type { Point } from './picker-map';

const PickerMap = lazy(() => import('./picker-map'));
const MAP_HEIGHT = 300;

const pointOf = (v: LocationValue | null): Point | null =>
  v && v.lat !== null && v.lng !== null ? { lat: v.lat, lng: v.lng } : null;

/**
 * The location picker (spec 1 §2 "location picker"): the address with its suggestions and a map
 * 300 px high where a click or a drag of the marker sets the point. Confirming needs an address the
 * geocoder can place (spec 1 §5); otherwise it says so in the spec's words and stays open. An
 * address typed by hand moves the marker there when the field is left. The point is the marker's;
 * with no marker, the address's.
 */
export function LocationPickerDialog({
  initial,
  onCancel,
  onConfirm,
}: {
  initial: LocationValue | null;
  onCancel: () => void;
  onConfirm: (value: LocationValue) => void;
}) {
  const titleId = useId();
  const textId = useId();
  const fieldId = useId();
  const [address, setAddress] = useState(initial?.address ?? '');
  const [point, setPoint] = useState<Point | null>(pointOf(initial));
  const [focus, setFocus] = useState<Point | null>(null);
  const [failed, setFailed] = useState(false);
  const [checking, setChecking] = useState(false);
  // The address was typed by hand since the point was last set: the point belongs to another one.
  const dirty = useRef(false);
  // Every new point makes a placing still under way out of date.
  const turn = useRef(0);
  // The point as it is now, for a confirm that finishes after other changes.
  const latest = useRef(point);
  const place = (at: Point) => {
    turn.current += 1;
    dirty.current = false;
    latest.current = at;
    setPoint(at);
  };

  // An address without a point yet: start the marker where the address is, when it can be found.
  useEffect(() => {
    const typed = initial?.address.trim();
    if (!typed || pointOf(initial)) return;
    const abort = new AbortController();
    geocodeAddress(typed, abort.signal)
      .then(([first]) => {
        if (!first) return;
        const at = { lat: first.lat, lng: first.lng };
        if (latest.current) return;
        latest.current = at;
        setPoint(at);
        setFocus(at);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [initial]);

  const pick = (found: GeocodeResult) => {
    setAddress(found.address);
    const at = { lat: found.lat, lng: found.lng };
    place(at);
    setFocus(at);
    setFailed(false);
  };

  const leave = () => {
    const text = address.trim();
    if (!dirty.current || !text) return;
    const mine = turn.current;
    geocodeAddress(text)
      .catch(() => [] as GeocodeResult[])
      .then(([first]) => {
        if (turn.current !== mine) return;
        setFailed(!first);
        if (!first) return;
        const at = { lat: first.lat, lng: first.lng };
        place(at);
        setFocus(at);
      });
  };

  const confirm = async () => {
    const typed = address.trim();
    setChecking(true);
    const found = typed ? await geocodeAddress(typed).catch(() => [] as GeocodeResult[]) : [];
    setChecking(false);
    const first = found[0];
    if (!first) {
      setFailed(true);
      return;
    }
    // A point set before the address was changed by hand belongs to the old address.
    const at = latest.current && !dirty.current ? latest.current : { lat: first.lat, lng: first.lng };
    onConfirm({ address: typed, lat: at.lat, lng: at.lng });
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{m.location.pickerTitle}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={textId}>{m.location.pickerHelp}</DialogContentText>
        <AddressAutocomplete
          id={fieldId}
          value={address}
          onInput={(text) => {
            setAddress(text);
            setFailed(false);
            dirty.current = true;
          }}
          onPick={pick}
          onBlur={leave}
          invalid={failed}
          describedBy={failed ? `${fieldId}-failed` : undefined}
          autoFocus
        />
        {failed ? (
          <Alert severity="error" id={`${fieldId}-failed`} role="alert">
            {m.location.geocodingFailed}
          </Alert>
        ) : null}
        <Box role="region" aria-label={m.location.pickerMap}>
          <Suspense
            fallback={
              <Box sx={{ height: MAP_HEIGHT, display: 'grid', placeItems: 'center' }}>
                <CircularProgress aria-label={m.location.pickerMap} />
              </Box>
            }
          >
            <PickerMap point={point} focus={focus} onPick={place} />
          </Suspense>
        </Box>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {point ? m.location.coordinates(point.lat, point.lng) : m.location.noPosition}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onCancel} color="inherit">
          {m.dates.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={checking}
          startIcon={checking ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {checking ? m.location.checking : m.dates.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
