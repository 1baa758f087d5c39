import { z } from '../z.js';
import { idOf } from '../id.js';

/**
 * The component types of the content editor (spec 1 §3 "Component types"). A content type's
 * template lists components; a document gives each of them a value. Every component, base or
 * custom, has one `value` whose shape its type fixes (COMPONENT_VALUE below): the server rebuilds a
 * saved document from the type's template and these values, so a browser can never change a
 * component's label, rules or options.
 */
export const COMPONENT_TYPES = [
  'String',
  'Select',
  'Checkbox',
  'CheckList',
  'Text',
  'Hidden',
  'Image',
  'Document',
  'Location',
  'Date',
  'Dynamic',
  'Divider',
  'Paragraph',
  'Stage',
  'PIStage',
  'BikeStage',
  'ProposalStage',
  'Gallery',
  'Video',
  'Social',
  'NotEditable',
  'Title',
  'Time',
  'ReadOnly',
  'TitleWithSubtitle',
] as const;
export const ComponentType = z.enum(COMPONENT_TYPES);
export type ComponentType = z.infer<typeof ComponentType>;

/** Stage-like components: a numbered marker, title, text, images and a place (spec 1 §3 "Stage"). */
export const STAGE_TYPES = [
  'Stage',
  'PIStage',
  'BikeStage',
  'ProposalStage',
] as const satisfies readonly ComponentType[];
/** Components that only show something: they carry no value a user edits. */
export const DISPLAY_TYPES = [
  'Divider',
  'Title',
  'NotEditable',
  'ReadOnly',
] as const satisfies readonly ComponentType[];

// ---------------------------------------------------------------------------------------------
// Values

const text = (max: number) => z.string().max(max);

/** A picked image (spec 1 §3 "Image"): the media library's file with its texts for this language. */
export const ImageValue = z.object({
  id: idOf('Immagine'),
  src: z.string().max(2000).default(''),
  alt: text(500).default(''),
  copyright: text(500).default(''),
  link: text(2000).default(''),
  /** Order chosen by the editor when the field shows positions (showPosition). */
  position: z.number().int().min(0).max(999).nullable().default(null),
  info: z.object({ name: text(500), filesize: z.number().int().min(0) }).optional(),
});
export type ImageValue = z.infer<typeof ImageValue>;

/** A picked document (spec 1 §3 "Document"). */
export const DocumentValue = z.object({
  id: idOf('Documento'),
  name: text(500),
  lingua: text(10).nullable().default(null),
  documentType: text(100).default(''),
  link: text(2000).default(''),
  info: z.object({ name: text(500), filesize: z.number().int().min(0), type: text(100) }).optional(),
});
export type DocumentValue = z.infer<typeof DocumentValue>;

/** An address and its coordinates; lat/lng stay null until the address was geocoded or placed. */
export const LocationValue = z.object({
  address: text(500),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
});
export type LocationValue = z.infer<typeof LocationValue>;

export const TimeOfDay = z.object({ h: z.number().int().min(0).max(23), m: z.number().int().min(0).max(59) });
export type TimeOfDay = z.infer<typeof TimeOfDay>;

/** Opening hours on some weekdays; days are 0 (Monday) to 6 (Sunday). */
export const Timetable = z.object({
  from: TimeOfDay,
  to: TimeOfDay,
  days: z.array(z.number().int().min(0).max(6)).max(7),
});
export type Timetable = z.infer<typeof Timetable>;

/** One block of a Date component: a range of days (unix seconds) and its timetables. */
export const DateEntry = z.object({
  dateRange: z
    .object({ from: z.number().int().nullable(), to: z.number().int().nullable() })
    .nullable()
    .default(null),
  timetables: z.array(Timetable).max(50).default([]),
});
export type DateEntry = z.infer<typeof DateEntry>;

const stageBase = {
  /** The stage's number on the map (1, 2, …); a stage added after another takes the next. */
  marker: z.number().int().min(0).max(999),
  /** Short line above the title ("Giorno 1", "Da Siena a Buonconvento"). */
  eyelet: text(200).default(''),
  title: text(300).default(''),
  text: text(50_000).default(''),
  images: z.array(ImageValue).max(50).default([]),
  location: LocationValue.nullable().default(null),
};

export const StageValue = z.object(stageBase);
export type StageValue = z.infer<typeof StageValue>;

/** A cycling stage: the stage plus its length and the GPS track. */
export const BikeStageValue = z.object({
  ...stageBase,
  distance: z.number().min(0).max(10_000).nullable().default(null),
  kml: z.array(DocumentValue).max(1).default([]),
});
export type BikeStageValue = z.infer<typeof BikeStageValue>;

/** A stage of a proposal (spec 1 §3): duration, vehicle, distance, track and several places. */
export const ProposalStageValue = z.object({
  ...stageBase,
  duration: text(100).default(''),
  vehicle: text(100).default(''),
  distance: z.number().min(0).max(10_000).nullable().default(null),
  kml: z.array(DocumentValue).max(1).default([]),
  locations: z.array(LocationValue).max(30).default([]),
});
export type ProposalStageValue = z.infer<typeof ProposalStageValue>;

export const ParagraphValue = z.object({
  numbered: z.boolean().default(false),
  title: text(300).default(''),
  text: text(50_000).default(''),
  image: z.array(ImageValue).max(1).default([]),
  location: LocationValue.nullable().default(null),
});
export type ParagraphValue = z.infer<typeof ParagraphValue>;

export const GalleryValue = z.object({
  title: text(300).default(''),
  images: z.array(ImageValue).max(100).default([]),
});
export type GalleryValue = z.infer<typeof GalleryValue>;

export const VideoValue = z.object({ title: text(300).default(''), url: text(2000).default('') });
export type VideoValue = z.infer<typeof VideoValue>;

export const SocialValue = z.object({
  title: text(300).default(''),
  photos: z.array(ImageValue).max(50).default([]),
  tags: z.array(text(100)).max(100).default([]),
});
export type SocialValue = z.infer<typeof SocialValue>;

export const TitleWithSubtitleValue = z.object({
  title: text(300).default(''),
  subtitle: text(500).default(''),
});
export type TitleWithSubtitleValue = z.infer<typeof TitleWithSubtitleValue>;

/**
 * The choice of a Select whose options come from the server (`source`): its value with the label
 * it had when picked, as the form engine's async select keeps it (a municipality: ISTAT code and
 * name). A Select with options in the template keeps the bare value.
 */
export const SelectedOption = z.object({ value: text(200), label: text(300) });
export type SelectedOption = z.infer<typeof SelectedOption>;

/** The value a Select holds, bare or with its label. */
export const selectedValue = (v: unknown): string =>
  typeof v === 'string' ? v : v && typeof v === 'object' && 'value' in v ? String(v.value) : '';

/** The label of a Select's value: the kept one, else the template option's, else the value. */
export function selectedLabel(
  def: { options: readonly { value: string; label: string }[] },
  v: unknown,
): string {
  if (v && typeof v === 'object' && 'label' in v && typeof v.label === 'string' && v.label) return v.label;
  const value = selectedValue(v);
  return def.options.find((o) => o.value === value)?.label ?? value;
}

/** Where a Select's options come from: the options lookup the form engine's async select calls. */
export const OptionsSource = z.object({
  /** GET url?search=&lang= → data of {label, value} (spec 1 §7 "Options lookup"). */
  url: z.string().min(1).max(200),
  labelNode: z.string().optional(),
  valueNode: z.string().optional(),
});
export type OptionsSource = z.infer<typeof OptionsSource>;

/** One entry of a Dynamic component: its sub-fields' text values by fieldname. */
export const DynamicEntry = z.record(z.string().max(60), text(2000));
export type DynamicEntry = z.infer<typeof DynamicEntry>;

/** The value each component type stores. Display-only types store nothing (null). */
export const COMPONENT_VALUE = {
  String: text(5000),
  Select: z.union([text(200), SelectedOption]),
  Checkbox: z.boolean(),
  CheckList: z.array(text(200)).max(500),
  Text: text(100_000),
  Hidden: text(5000),
  Image: z.array(ImageValue).max(100),
  Document: z.array(DocumentValue).max(100),
  Location: LocationValue.nullable(),
  Date: z.array(DateEntry).max(100),
  Dynamic: z.array(DynamicEntry).max(200),
  Divider: z.null(),
  Paragraph: ParagraphValue,
  Stage: StageValue,
  PIStage: StageValue,
  BikeStage: BikeStageValue,
  ProposalStage: ProposalStageValue,
  Gallery: GalleryValue,
  Video: VideoValue,
  Social: SocialValue,
  NotEditable: z.string().max(5000).nullable(),
  Title: z.null(),
  Time: TimeOfDay.nullable(),
  ReadOnly: z.string().max(5000).nullable(),
  TitleWithSubtitle: TitleWithSubtitleValue,
} satisfies Record<ComponentType, z.ZodType>;

export interface ComponentValues {
  String: string;
  Select: string | SelectedOption;
  Checkbox: boolean;
  CheckList: string[];
  Text: string;
  Hidden: string;
  Image: ImageValue[];
  Document: DocumentValue[];
  Location: LocationValue | null;
  Date: DateEntry[];
  Dynamic: DynamicEntry[];
  Divider: null;
  Paragraph: ParagraphValue;
  Stage: StageValue;
  PIStage: StageValue;
  BikeStage: BikeStageValue;
  ProposalStage: ProposalStageValue;
  Gallery: GalleryValue;
  Video: VideoValue;
  Social: SocialValue;
  NotEditable: string | null;
  Title: null;
  Time: TimeOfDay | null;
  ReadOnly: string | null;
  TitleWithSubtitle: TitleWithSubtitleValue;
}

// ---------------------------------------------------------------------------------------------
// Definitions (what a content type's template says about a component)

/**
 * Rules of a component (spec 1 §5). Each carries the Italian message shown under the field.
 * - required: not empty (an array needs one item; 0 counts as filled);
 * - min / max: text length (String, Text as plain text), or count of checked tags (CheckList,
 *   ignoring `ignore`), of images (Image), of tags (Social);
 * - lt: the value must not exceed the named field's value (numbers or text length);
 * - regex: the text must match `expression`;
 * - atleastone: a Dynamic entry needs a value in at least one of `fields`.
 */
export const ComponentValidator = z.discriminatedUnion('type', [
  z.object({ type: z.literal('required'), message: z.string().optional() }),
  z.object({ type: z.literal('min'), value: z.number().int().min(0), message: z.string().optional() }),
  z.object({ type: z.literal('max'), value: z.number().int().min(0), message: z.string().optional() }),
  z.object({ type: z.literal('lt'), field: z.string(), message: z.string().optional() }),
  z.object({ type: z.literal('regex'), expression: z.string().max(500), message: z.string() }),
  z.object({
    type: z.literal('atleastone'),
    fields: z.array(z.string()).min(1),
    message: z.string().optional(),
  }),
]);
export type ComponentValidator = z.infer<typeof ComponentValidator>;

export const ComponentOption = z.object({
  value: z.string(),
  label: z.string(),
  info: z.string().optional(),
  /** The option cannot be unticked once saved (spec: hideDelete). */
  hideDelete: z.boolean().optional(),
  /** Asked before the tag is ticked (spec 1 §5 "some tags ask for confirmation"). */
  confirm: z.string().optional(),
});
export type ComponentOption = z.infer<typeof ComponentOption>;

/** A sub-field of a Dynamic component: a short text. */
export const DynamicSubField = z.object({
  fieldname: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,59}$/),
  label: z.string(),
  placeholder: z.string().optional(),
  validators: z.array(ComponentValidator).default([]),
});
export type DynamicSubField = z.infer<typeof DynamicSubField>;

export const ComponentDef = z.object({
  type: ComponentType,
  /** Unique within its list (base or extra contents). */
  fieldname: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,59}$/),
  label: z.string().default(''),
  info: z.string().optional(),
  placeholder: z.string().optional(),
  defaultValue: z.unknown().optional(),
  validators: z.array(ComponentValidator).default([]),
  readOnly: z.boolean().default(false),
  /** Kept equal across languages (100 ms after a change, spec 1 §9); the server enforces it too. */
  languageSync: z.boolean().default(false),
  /** A custom content the editor may not remove. */
  removable: z.boolean().default(true),
  options: z.array(ComponentOption).default([]),
  /** Select: options searched on the server instead of listed (e.g. all Italian municipalities). */
  source: OptionsSource.optional(),
  multiple: z.boolean().default(false),
  /** String and Text: 4-row text box. */
  multiline: z.boolean().default(false),
  /** Image: the most images (spec: limit) and the message at the limit. */
  limit: z.number().int().positive().optional(),
  limitLabel: z.string().optional(),
  showPosition: z.boolean().default(false),
  /** CheckList: tag ids that do not count toward min/max. */
  ignore: z.array(z.string()).default([]),
  /** Social: the most tags. */
  max: z.number().int().positive().optional(),
  /** Dynamic: the sub-fields of one entry and the fewest entries kept (default 1). */
  fields: z.array(DynamicSubField).default([]),
  minElements: z.number().int().min(0).default(1),
  /** Side blocks: the category block title an extra content is shown under. */
  category: z.string().optional(),
});
export type ComponentDef = z.infer<typeof ComponentDef>;
export type ComponentDefInput = z.input<typeof ComponentDef>;

/** The value a component starts with when the template gives no defaultValue. */
export function emptyValueOf(type: ComponentType): unknown {
  switch (type) {
    case 'String':
    case 'Select':
    case 'Text':
    case 'Hidden':
      return '';
    case 'Checkbox':
      return false;
    case 'CheckList':
    case 'Image':
    case 'Document':
      return [];
    case 'Date':
      return [{ dateRange: null, timetables: [] }];
    case 'Dynamic':
      return [{}];
    case 'Location':
    case 'Divider':
    case 'Title':
    case 'Time':
    case 'NotEditable':
    case 'ReadOnly':
      return null;
    case 'Paragraph':
      return ParagraphValue.parse({});
    case 'Stage':
    case 'PIStage':
      return StageValue.parse({ marker: 1 });
    case 'BikeStage':
      return BikeStageValue.parse({ marker: 1 });
    case 'ProposalStage':
      return ProposalStageValue.parse({ marker: 1 });
    case 'Gallery':
      return GalleryValue.parse({});
    case 'Video':
      return VideoValue.parse({});
    case 'Social':
      return SocialValue.parse({});
    case 'TitleWithSubtitle':
      return TitleWithSubtitleValue.parse({});
  }
}
