import { useState, type FocusEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type {
  ComponentType,
  ContentComponent,
  ContentLang,
  DocumentValue,
  ImageValue,
  LocationValue,
} from '@sportello/contracts';
import { ComponentFrame } from './component-frame';
import { RichText } from './rich-text';
import { DecimalInput } from './decimal-input';
import { DocumentListEditor } from './document-list-editor';
import { helpIdOf, labelIdOf } from './field-ids';
import { ImageListEditor } from './image-list-editor';
import { componentMessages as m } from './messages';
import { TextInput } from './text-input';
import { LocationComponent } from './where-when';

/**
 * The parts composite components are made of (title, rich text, images, place, number, track), each
 * framed like a component of its own with a quieter label.
 */

/** A part as a component of its own, for the renderers a composite reuses (Location, Select). */
export function partDef<T extends ComponentType>(
  parent: ContentComponent,
  type: T,
  key: string,
  label: string,
  extra: Partial<ContentComponent> = {},
): ContentComponent & { type: T } {
  const { info: _info, outdated: _outdated, placeholder: _placeholder, ...rest } = parent;
  return {
    ...rest,
    validators: [],
    options: [],
    multiple: false,
    showPosition: false,
    fields: [],
    ...extra,
    type,
    fieldname: `${parent.fieldname}_${key}`,
    label,
    value: null,
  };
}

/** Calls `onLeave` when the focus leaves the whole element (not when it moves inside it). */
export const leaveHandler = (onLeave: (() => void) | undefined) => (e: FocusEvent<HTMLElement>) => {
  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave?.();
};

interface PartBase {
  id: string;
  label: string;
  readOnly: boolean;
  info?: string | undefined;
}

export function TextPart({
  id,
  label,
  value,
  onChange,
  readOnly,
  info,
  placeholder,
  maxLength,
}: PartBase & { value: string; onChange: (v: string) => void; placeholder?: string; maxLength: number }) {
  return (
    <ComponentFrame id={id} label={label} mode="for" part info={info}>
      <TextInput
        id={id}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        placeholder={placeholder}
        maxLength={maxLength}
        describedBy={info ? helpIdOf(id) : undefined}
      />
    </ComponentFrame>
  );
}

export function RichTextPart({
  id,
  label,
  value,
  onChange,
  readOnly,
}: PartBase & { value: string; onChange: (v: string) => void }) {
  return (
    <ComponentFrame id={id} label={label} mode="by" part>
      <RichText
        id={id}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        label={label}
        labelledBy={labelIdOf(id)}
        minHeight={110}
      />
    </ComponentFrame>
  );
}

export function ImagesPart({
  id,
  label,
  images,
  onChange,
  readOnly,
  multiple,
  lang,
  owner,
}: PartBase & {
  images: ImageValue[];
  onChange: (v: ImageValue[]) => void;
  multiple: boolean;
  lang: ContentLang;
  owner: string;
}) {
  return (
    <ComponentFrame id={id} label={label} mode="group" part>
      <ImageListEditor
        id={id}
        images={images}
        onChange={onChange}
        readOnly={readOnly}
        multiple={multiple}
        lang={lang}
        label={`${owner}, ${label.toLowerCase()}`}
      />
    </ComponentFrame>
  );
}

export function TrackPart({
  id,
  label,
  documents,
  onChange,
  readOnly,
  owner,
}: PartBase & { documents: DocumentValue[]; onChange: (v: DocumentValue[]) => void; owner: string }) {
  return (
    <ComponentFrame id={id} label={label} mode="group" part>
      <DocumentListEditor
        id={id}
        documents={documents}
        onChange={onChange}
        readOnly={readOnly}
        multiple={false}
        limit={1}
        label={`${owner}, ${label.toLowerCase()}`}
      />
    </ComponentFrame>
  );
}

export function LocationPart({
  id,
  label,
  parent,
  partKey,
  value,
  onChange,
  readOnly,
  lang,
}: PartBase & {
  parent: ContentComponent;
  partKey: string;
  value: LocationValue | null;
  onChange: (v: LocationValue | null) => void;
  lang: ContentLang;
}) {
  return (
    <ComponentFrame id={id} label={label} mode="group" part>
      <LocationComponent
        component={partDef(parent, 'Location', partKey, label)}
        value={value}
        onChange={onChange}
        lang={lang}
        readOnly={readOnly}
        id={id}
      />
    </ComponentFrame>
  );
}

export function DistancePart({
  id,
  label,
  value,
  onChange,
  readOnly,
}: PartBase & { value: number | null; onChange: (v: number | null) => void }) {
  const [bad, setBad] = useState(false);
  return (
    <ComponentFrame id={id} label={label} mode="for" part error={bad ? m.stage.distanceInvalid : undefined}>
      <DecimalInput
        id={id}
        value={value}
        onChange={onChange}
        onInvalid={setBad}
        readOnly={readOnly}
        invalid={bad}
        describedBy={bad ? helpIdOf(id) : undefined}
      />
    </ComponentFrame>
  );
}

/** Two parts side by side on a wide screen, one under the other on a narrow one. */
export function PartRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  );
}
