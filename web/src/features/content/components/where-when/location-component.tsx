import { lazy, Suspense, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import MapOutlined from '@mui/icons-material/MapOutlined';
import { splitAddress, type GeocodeResult, type LocationValue } from '@sportello/contracts';
import type { ComponentProps } from '../component-props';
import { describedByOf, isRequired, joinIds } from '../field-ids';
import { AddressAutocomplete } from './address-autocomplete';
import { geocodeAddress } from './geocode-api';
import { LocationPickerDialog } from './location-picker-dialog';
import { whereWhenMessages as m } from './messages';

const StaticMap = lazy(() => import('./static-map'));
const SIZE = 140;

const hasPoint = (v: LocationValue | null): v is LocationValue & { lat: number; lng: number } =>
  !!v && v.lat !== null && v.lng !== null;

/** The small map, or an empty square saying no position was chosen yet. */
function MiniMap({ value }: { value: LocationValue | null }) {
  const frame = {
    width: SIZE,
    height: SIZE,
    flex: 'none',
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
  } as const;
  if (!hasPoint(value))
    return (
      <Box
        sx={{
          ...frame,
          borderStyle: 'dashed',
          display: 'grid',
          placeItems: 'center',
          textAlign: 'center',
          p: 1,
          color: 'text.secondary',
        }}
      >
        <Typography variant="caption">{m.location.noPosition}</Typography>
      </Box>
    );
  return (
    <Suspense fallback={<Box sx={frame} />}>
      <StaticMap lat={value.lat} lng={value.lng} label={m.location.map(value.address)} />
    </Suspense>
  );
}

/** Read only: the address in two lines, split at the postal code (spec 1 §5), and the small map. */
function LocationView({ id, value }: { id: string; value: LocationValue | null }) {
  const lines = value?.address.trim() ? splitAddress(value.address) : [];
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box id={id} sx={{ flex: '1 1 200px', minWidth: 0 }}>
        {lines.length ? (
          lines.map((line, i) => <Typography key={i}>{line}</Typography>)
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{m.notFilled}</Typography>
        )}
      </Box>
      {hasPoint(value) ? <MiniMap value={value} /> : null}
    </Box>
  );
}

/**
 * A place (spec 1 §3 "Location"): the address with suggestions from the geocoder, the small map
 * of its point (140×140, zoom 14) and "Scegli sulla mappa" for the picker. Choosing a suggestion
 * sets address and point; an address typed by hand is placed when the field is left, and when it
 * cannot be, the spec's message says so and the point is cleared.
 */
export function LocationComponent(props: ComponentProps<'Location'>) {
  const { component, id, value, onChange, onBlur, error, readOnly } = props;
  const address = value?.address ?? '';
  const [picking, setPicking] = useState(false);
  const [failed, setFailed] = useState(false);
  // Typed by hand since the point was last set: leaving the field places the new address.
  const [typed, setTyped] = useState(false);
  // Every change of the address makes a placing still under way out of date.
  const turn = useRef(0);

  if (readOnly) return <LocationView id={id} value={value} />;

  const set = (next: LocationValue | null) => {
    turn.current += 1;
    onChange(next);
  };
  const type = (text: string) => {
    setFailed(false);
    setTyped(true);
    set(text === '' ? null : { address: text, lat: value?.lat ?? null, lng: value?.lng ?? null });
  };
  const pick = (place: GeocodeResult) => {
    setFailed(false);
    setTyped(false);
    set({ address: place.address, lat: place.lat, lng: place.lng });
  };
  const leave = () => {
    const text = address.trim();
    if (typed && text) {
      const mine = turn.current;
      setTyped(false);
      geocodeAddress(text)
        .catch(() => [] as GeocodeResult[])
        .then(([first]) => {
          if (turn.current !== mine) return;
          setFailed(!first);
          onChange({ address, lat: first?.lat ?? null, lng: first?.lng ?? null });
        });
    }
    onBlur?.();
  };
  const failedId = `${id}-geocoding`;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 280px', minWidth: 0, display: 'grid', gap: 1 }}>
        <AddressAutocomplete
          id={id}
          value={address}
          onInput={type}
          onPick={pick}
          onBlur={leave}
          invalid={!!error || failed}
          required={isRequired(component)}
          describedBy={joinIds(describedByOf(props), failed && failedId)}
          placeholder={component.placeholder}
        />
        {failed ? (
          <FormHelperText id={failedId} error role="alert" sx={{ mx: 0, mt: 0 }}>
            {m.location.geocodingFailed}
          </FormHelperText>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<MapOutlined />}
            onClick={() => setPicking(true)}
            aria-label={component.label ? m.location.pickOnMapOf(component.label) : undefined}
          >
            {m.location.pickOnMap}
          </Button>
          {hasPoint(value) ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {m.location.coordinates(value.lat, value.lng)}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <MiniMap value={value} />
      {picking ? (
        <LocationPickerDialog
          initial={value}
          onCancel={() => setPicking(false)}
          onConfirm={(next) => {
            setPicking(false);
            setFailed(false);
            setTyped(false);
            set(next);
            onBlur?.();
          }}
        />
      ) : null}
    </Box>
  );
}
