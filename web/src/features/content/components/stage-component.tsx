import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import {
  BikeStageValue,
  ProposalStageValue,
  StageValue,
  selectedValue,
  type ContentComponent,
  type ContentLang,
  type LocationValue,
} from '@sportello/contracts';
import type { ComponentProps, SharedComponentProps } from './component-props';
import { ComponentFrame } from './component-frame';
import { componentMessages as m } from './messages';
import {
  DistancePart,
  ImagesPart,
  LocationPart,
  PartRow,
  RichTextPart,
  TextPart,
  TrackPart,
  leaveHandler,
  partDef,
} from './parts';
import { SelectComponent } from './select-component';
import { useValuePatch } from './use-value-patch';

let lastKey = 0;
const newKey = () => `place-${(lastKey += 1)}`;

const t = m.parts;
const s = m.stage;

interface StageFieldsProps {
  id: string;
  component: ContentComponent;
  value: StageValue;
  set: (patch: Partial<StageValue>) => void;
  readOnly: boolean;
  lang: ContentLang;
  onBlur?: (() => void) | undefined;
  /** What a kind of stage adds after its text (distance, track, duration …). */
  children?: ReactNode;
  /** What it adds at the end, after the stage's own place (the places it visits). */
  trailing?: ReactNode;
}

/**
 * What every stage has (spec 1 §3 "Stage"): its number as a read-only badge (the editor numbers
 * the stages), eyelet, title, rich text, images and place.
 */
function StageFields({
  id,
  component,
  value,
  set,
  readOnly,
  lang,
  onBlur,
  children,
  trailing,
}: StageFieldsProps) {
  const owner = component.label || component.fieldname;
  return (
    <Stack spacing={2} onBlur={leaveHandler(onBlur)}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Chip
          icon={<FlagOutlined />}
          label={s.marker(value.marker)}
          color="primary"
          sx={{ fontWeight: 700 }}
        />
        {readOnly ? null : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {s.markerInfo}
          </Typography>
        )}
      </Box>
      <TextPart
        id={`${id}-eyelet`}
        label={t.eyelet}
        info={readOnly ? undefined : t.eyeletInfo}
        value={value.eyelet}
        onChange={(eyelet) => set({ eyelet })}
        readOnly={readOnly}
        maxLength={200}
      />
      <TextPart
        id={id}
        label={t.title}
        value={value.title}
        onChange={(title) => set({ title })}
        readOnly={readOnly}
        maxLength={300}
      />
      <RichTextPart
        id={`${id}-text`}
        label={t.text}
        value={value.text}
        onChange={(text) => set({ text })}
        readOnly={readOnly}
      />
      {children}
      <ImagesPart
        id={`${id}-images`}
        label={t.images}
        images={value.images}
        onChange={(images) => {
          set({ images });
          onBlur?.();
        }}
        readOnly={readOnly}
        multiple
        lang={lang}
        owner={owner}
      />
      <LocationPart
        id={`${id}-location`}
        label={t.location}
        parent={component}
        partKey="location"
        value={value.location}
        onChange={(location) => set({ location })}
        readOnly={readOnly}
        lang={lang}
      />
      {trailing}
    </Stack>
  );
}

/** A stage, or a point of interest along the way (Stage, PIStage). */
export function StageComponent(props: SharedComponentProps<'Stage'>) {
  const value = props.value ?? StageValue.parse({ marker: 1 });
  const { set } = useValuePatch(value, props.onChange);
  return (
    <StageFields
      id={props.id}
      component={props.component}
      value={value}
      set={set}
      readOnly={props.readOnly}
      lang={props.lang}
      onBlur={props.onBlur}
    />
  );
}

/** A cycling stage: the stage plus its length (km) and its GPS track (one KML or GPX file). */
export function BikeStageComponent(props: ComponentProps<'BikeStage'>) {
  const { id, readOnly, onBlur } = props;
  const value = props.value ?? BikeStageValue.parse({ marker: 1 });
  const { set } = useValuePatch(value, props.onChange);
  const owner = props.component.label || props.component.fieldname;
  return (
    <StageFields
      id={id}
      component={props.component}
      value={value}
      set={set}
      readOnly={readOnly}
      lang={props.lang}
      onBlur={onBlur}
    >
      <PartRow>
        <DistancePart
          id={`${id}-distance`}
          label={s.distance}
          value={value.distance}
          onChange={(distance) => set({ distance })}
          readOnly={readOnly}
        />
      </PartRow>
      <TrackPart
        id={`${id}-kml`}
        label={s.track}
        documents={value.kml}
        onChange={(kml) => {
          set({ kml });
          onBlur?.();
        }}
        readOnly={readOnly}
        owner={owner}
      />
    </StageFields>
  );
}

/** A stage of a proposal: duration, vehicle, distance, track and the places it visits. */
export function ProposalStageComponent(props: ComponentProps<'ProposalStage'>) {
  const { id, readOnly, onBlur, component, lang } = props;
  const value = props.value ?? ProposalStageValue.parse({ marker: 1 });
  const { set, update } = useValuePatch(value, props.onChange);
  const owner = component.label || component.fieldname;
  const vehicle = partDef(component, 'Select', 'vehicle', s.vehicle, {
    options: s.vehicles.map((v) => ({ value: v, label: v })),
  });
  return (
    <StageFields
      id={id}
      component={component}
      value={value}
      set={set}
      readOnly={readOnly}
      lang={lang}
      onBlur={onBlur}
      trailing={
        <StageLocations
          id={`${id}-locations`}
          parent={component}
          locations={value.locations}
          onChange={(change) => update((v) => ({ ...v, locations: change(v.locations) }))}
          readOnly={readOnly}
          lang={lang}
        />
      }
    >
      <PartRow>
        <TextPart
          id={`${id}-duration`}
          label={s.duration}
          value={value.duration}
          onChange={(duration) => set({ duration })}
          readOnly={readOnly}
          placeholder={s.durationPlaceholder}
          maxLength={100}
        />
        <ComponentFrame id={`${id}-vehicle`} label={s.vehicle} mode="by" part>
          <SelectComponent
            component={vehicle}
            id={`${id}-vehicle`}
            value={value.vehicle}
            onChange={(v) => set({ vehicle: selectedValue(v) })}
            lang={lang}
            readOnly={readOnly}
          />
        </ComponentFrame>
        <DistancePart
          id={`${id}-distance`}
          label={s.distance}
          value={value.distance}
          onChange={(distance) => set({ distance })}
          readOnly={readOnly}
        />
      </PartRow>
      <TrackPart
        id={`${id}-kml`}
        label={s.track}
        documents={value.kml}
        onChange={(kml) => {
          set({ kml });
          onBlur?.();
        }}
        readOnly={readOnly}
        owner={owner}
      />
    </StageFields>
  );
}

/** The places a proposal's stage visits: add one at the end, remove any. */
function StageLocations({
  id,
  parent,
  locations,
  onChange,
  readOnly,
  lang,
}: {
  id: string;
  parent: ContentComponent;
  locations: LocationValue[];
  /** Changes the latest list (a place answers the geocoder after others were removed). */
  onChange: (change: (current: LocationValue[]) => LocationValue[]) => void;
  readOnly: boolean;
  lang: ContentLang;
}) {
  // Stable keys per place, so a late answer for a removed place changes nothing.
  const [keys, setKeys] = useState<string[]>(() => locations.map(() => newKey()));
  const keysRef = useRef(keys);
  useLayoutEffect(() => {
    keysRef.current = keys;
  });
  if (keys.length !== locations.length) setKeys(locations.map((_, i) => keys[i] ?? newKey()));
  const focusSoon = (target: string) => requestAnimationFrame(() => document.getElementById(target)?.focus());
  const setKeysNow = (next: string[]) => {
    keysRef.current = next;
    setKeys(next);
  };
  const change = (key: string, next: LocationValue | null) =>
    onChange((current) =>
      current.map((l, j) =>
        keysRef.current[j] === key ? (next ?? { address: '', lat: null, lng: null }) : l,
      ),
    );
  const add = () => {
    setKeysNow([...keysRef.current.slice(0, locations.length), newKey()]);
    onChange((current) => [...current, { address: '', lat: null, lng: null }]);
  };
  const remove = (key: string) => {
    const at = keysRef.current.indexOf(key);
    setKeysNow(keysRef.current.filter((k) => k !== key));
    onChange((current) => current.filter((_, j) => j !== at));
    focusSoon(`${id}-add`);
  };
  return (
    <ComponentFrame id={id} label={s.locations} mode="group" part>
      {locations.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {readOnly ? m.notFilled : s.noLocations}
        </Typography>
      ) : null}
      <Stack spacing={1.5}>
        {locations.map((loc, i) => {
          const key = keys[i] ?? String(i);
          return (
            <Box key={key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <LocationPart
                  id={`${id}-${key}`}
                  label={s.locationN(i + 1)}
                  parent={parent}
                  partKey={`locations_${i}`}
                  value={loc}
                  onChange={(next) => change(key, next)}
                  readOnly={readOnly}
                  lang={lang}
                />
              </Box>
              {readOnly ? null : (
                <IconButton
                  aria-label={s.removeLocation(i + 1)}
                  title={s.removeLocation(i + 1)}
                  onClick={() => remove(key)}
                  sx={{ mt: 3 }}
                >
                  <DeleteOutline />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Stack>
      {readOnly ? null : (
        <Button
          id={`${id}-add`}
          variant="outlined"
          startIcon={<AddOutlined />}
          sx={{ mt: 1.5 }}
          disabled={locations.length >= 30}
          onClick={add}
        >
          {s.addLocation}
        </Button>
      )}
    </ComponentFrame>
  );
}
