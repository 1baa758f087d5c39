import { z } from '../z.js';
import { FieldCondition, RequiredIf, Validator } from './field-rules.js';

/**
 * A form field: the one shape of every field of every template-driven form, as a TypeScript type
 * and as its schema (spec 1 §3 "Form field", "Field types"). A `group` only arranges its children on
 * screen, a `repeatableGroup` holds an array of records of its children.
 */

export interface FieldOption {
  value: string | number;
  label: string;
  info?: string | undefined;
  /** The option's own rule: choosing it makes these fields required (spec 2 §5). */
  requires?: string[] | undefined;
  options?: FieldOption[] | undefined;
}
export const FieldOption: z.ZodType<FieldOption> = z.lazy(() =>
  z.object({
    value: z.union([z.string(), z.number()]),
    label: z.string(),
    info: z.string().optional(),
    requires: z.array(z.string()).optional(),
    options: z.array(FieldOption).optional(),
  }),
);

/** Confirm dialog text (a checkbox being unchecked, a submission asked twice). */
export const Popup = z.object({
  title: z.string(),
  text: z.string(),
  confirm: z.string().optional(),
  cancel: z.string().optional(),
});
export type Popup = z.infer<typeof Popup>;

/** Properties every field may carry. */
const base = {
  /** Key of the value; structural fields (title, divider, simpleText) may omit it. */
  fieldname: z.string().min(1).max(100).optional(),
  label: z.string().optional(),
  placeholder: z.string().optional(),
  /** Help text under the field. */
  info: z.string().optional(),
  /** Sanitised HTML shown with the field (spec "snippet"). */
  snippet: z.string().optional(),
  required: z.boolean().optional(),
  /** Message when a required field is empty; defaults to "{label}: campo obbligatorio". */
  requiredMessage: z.string().optional(),
  readOnly: z.boolean().optional(),
  /** Not shown in the read-only view. */
  hideIfRO: z.boolean().optional(),
  /** Kept in the values but never shown. */
  hidden: z.boolean().optional(),
  defaultValue: z.unknown().optional(),
  validators: z.array(Validator).optional(),
  showIf: z.array(FieldCondition).optional(),
  hideIf: z.array(FieldCondition).optional(),
  /** Required only when other fields are filled (profile dialect's showOnValue/hideOnValue map to showIf/hideIf). */
  requiredIf: RequiredIf.optional(),
  /** Hidden while the value is empty in the read-only view and in the kiosk (profile dialect). */
  hideIfNull: z.boolean().optional(),
  /** Width on a 12-column grid; 12 by default. */
  size: z.number().int().min(1).max(12).optional(),
  /** What a dialect carries that the engine does not interpret (legacy isGroup, icon, image; kiosk-only props); renderers may read it. */
  meta: z.record(z.string(), z.unknown()).optional(),
  /** Set by the engine on the copies an `add` field makes (see added-fields.ts): a copy, of which field, in which set. */
  addedField: z.boolean().optional(),
  baseVariant: z.string().optional(),
  index: z.number().int().min(1).optional(),
};

const choice = {
  options: z.array(FieldOption).default([]),
  multiple: z.boolean().optional(),
};

export const FIELD_TYPES = [
  'title',
  'divider',
  'simpleText',
  'input',
  'text',
  'htmlField',
  'number',
  'select',
  'asyncSelect',
  'radioList',
  'checkList',
  'checkbox',
  'date',
  'time',
  'address',
  'telephone',
  'multiInput',
  'file',
  'readonly',
  'hidden',
  'group',
  'repeatableGroup',
  'add',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export type FormField =
  | (BaseField & { type: 'title'; level?: 1 | 2 | 3 })
  | (BaseField & { type: 'divider' })
  | (BaseField & { type: 'simpleText'; text?: string })
  | (BaseField & { type: 'input'; inputType?: 'text' | 'email' | 'url' | 'password' | undefined })
  | (BaseField & { type: 'text'; rows?: number | undefined })
  | (BaseField & { type: 'htmlField' })
  | (BaseField & {
      type: 'number';
      min?: number | undefined;
      max?: number | undefined;
      step?: number | undefined;
    })
  | (BaseField & ChoiceField & { type: 'select' })
  | (BaseField & {
      type: 'asyncSelect';
      multiple?: boolean | undefined;
      /** Options lookup: GET url?search=&lang= → data.data of {label, value} (spec 1 §7). */
      source: { url: string; labelNode?: string | undefined; valueNode?: string | undefined };
      /** Remote options only from this many typed characters (spec: 3). */
      minChars?: number | undefined;
      noOptionsMessage?: string | undefined;
    })
  | (BaseField & ChoiceField & { type: 'radioList' })
  | (BaseField & ChoiceField & { type: 'checkList'; columns?: number | undefined })
  | (BaseField & { type: 'checkbox'; popup?: Popup | undefined })
  | (BaseField & {
      type: 'date';
      /** dayjs format of display and storage; 'DD/MM/YYYY HH:mm' by default (spec 2 §5). */
      format?: string | undefined;
      minDate?: string | undefined;
      maxDate?: string | undefined;
      clearable?: boolean | undefined;
    })
  | (BaseField & { type: 'time' })
  | (BaseField & { type: 'address' })
  | (BaseField & { type: 'telephone'; defaultCountry?: string | undefined })
  | (BaseField & { type: 'multiInput'; addLabel?: string | undefined })
  | (BaseField & {
      type: 'file';
      kind: 'image' | 'document';
      multiple?: boolean | undefined;
      limit?: number | undefined;
      limitLabel?: string | undefined;
      showPosition?: boolean | undefined;
    })
  | (BaseField & { type: 'readonly' })
  | (BaseField & { type: 'hidden' })
  | (BaseField & { type: 'group'; fields: FormField[] })
  | (BaseField & {
      type: 'repeatableGroup';
      fields: FormField[];
      addLabel?: string | undefined;
      removeLabel?: string | undefined;
      minItems?: number | undefined;
      maxItems?: number | undefined;
      /** Sums a numeric child of every row into another field (spec 2 "updateRelated"). */
      updateRelated?: { from: string; target: string } | undefined;
    })
  | (BaseField & {
      /** A button that adds another set of fieldsToAdd (the label is the button's); see added-fields.ts. */
      type: 'add';
      fieldname: string;
      fieldsToAdd: FormField[];
      /** At most this many sets (DEFAULT_ADD_MAX when absent). */
      max?: number | undefined;
      removeLabel?: string | undefined;
    });

type BaseField = {
  fieldname?: string | undefined;
  label?: string | undefined;
  placeholder?: string | undefined;
  info?: string | undefined;
  snippet?: string | undefined;
  required?: boolean | undefined;
  requiredMessage?: string | undefined;
  readOnly?: boolean | undefined;
  hideIfRO?: boolean | undefined;
  hidden?: boolean | undefined;
  defaultValue?: unknown;
  validators?: Validator[] | undefined;
  showIf?: FieldCondition[] | undefined;
  hideIf?: FieldCondition[] | undefined;
  requiredIf?: RequiredIf | undefined;
  hideIfNull?: boolean | undefined;
  size?: number | undefined;
  meta?: Record<string, unknown> | undefined;
  addedField?: boolean | undefined;
  baseVariant?: string | undefined;
  index?: number | undefined;
};
type ChoiceField = { options: FieldOption[]; multiple?: boolean | undefined };

const lazyFields: z.ZodType<FormField[]> = z.lazy(() => z.array(FormField));

/**
 * Field type names the spec uses where the engine has its own (spec 1 §3 "Field types":
 * telephoneField): a template may use either; the engine reads its own.
 */
export const FIELD_TYPE_ALIASES: Readonly<Record<string, FieldType>> = { telephoneField: 'telephone' };

const withEngineType = (raw: Record<string, unknown>): Record<string, unknown> => {
  const own = typeof raw.type === 'string' ? FIELD_TYPE_ALIASES[raw.type] : undefined;
  return own ? { ...raw, type: own } : raw;
};

/**
 * A field read from a template: an alias type becomes the engine's on the way in. A codec, not a
 * preprocess, so that a reply holding fields is written out as it is (replies are encoded).
 */
const FieldInput = z.looseObject({ type: z.string() });
export const FormField: z.ZodType<FormField> = z.lazy(() =>
  z.codec(FieldInput, fieldShapes as z.ZodType, {
    decode: withEngineType,
    encode: (field) => field as z.output<typeof FieldInput>,
  }),
) as unknown as z.ZodType<FormField>;

const fieldShapes = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({
      ...base,
      type: z.literal('title'),
      level: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    }),
    z.object({ ...base, type: z.literal('divider') }),
    z.object({ ...base, type: z.literal('simpleText'), text: z.string().optional() }),
    z.object({
      ...base,
      type: z.literal('input'),
      inputType: z.enum(['text', 'email', 'url', 'password']).optional(),
    }),
    z.object({ ...base, type: z.literal('text'), rows: z.number().int().min(1).max(20).optional() }),
    z.object({ ...base, type: z.literal('htmlField') }),
    z.object({
      ...base,
      type: z.literal('number'),
      min: z.number().optional(),
      max: z.number().optional(),
      step: z.number().positive().optional(),
    }),
    z.object({ ...base, ...choice, type: z.literal('select') }),
    z.object({
      ...base,
      type: z.literal('asyncSelect'),
      multiple: z.boolean().optional(),
      source: z.object({
        url: z.string().min(1),
        labelNode: z.string().optional(),
        valueNode: z.string().optional(),
      }),
      minChars: z.number().int().min(0).optional(),
      noOptionsMessage: z.string().optional(),
    }),
    z.object({ ...base, ...choice, type: z.literal('radioList') }),
    z.object({
      ...base,
      ...choice,
      type: z.literal('checkList'),
      columns: z.number().int().min(1).max(12).optional(),
    }),
    z.object({ ...base, type: z.literal('checkbox'), popup: Popup.optional() }),
    z.object({
      ...base,
      type: z.literal('date'),
      format: z.string().optional(),
      minDate: z.string().optional(),
      maxDate: z.string().optional(),
      clearable: z.boolean().optional(),
    }),
    z.object({ ...base, type: z.literal('time') }),
    z.object({ ...base, type: z.literal('address') }),
    z.object({ ...base, type: z.literal('telephone'), defaultCountry: z.string().length(2).optional() }),
    z.object({ ...base, type: z.literal('multiInput'), addLabel: z.string().optional() }),
    z.object({
      ...base,
      type: z.literal('file'),
      kind: z.enum(['image', 'document']),
      multiple: z.boolean().optional(),
      limit: z.number().int().min(1).optional(),
      limitLabel: z.string().optional(),
      showPosition: z.boolean().optional(),
    }),
    z.object({ ...base, type: z.literal('readonly') }),
    z.object({ ...base, type: z.literal('hidden') }),
    z.object({ ...base, type: z.literal('group'), fields: lazyFields }),
    z.object({
      ...base,
      type: z.literal('repeatableGroup'),
      fields: lazyFields,
      addLabel: z.string().optional(),
      removeLabel: z.string().optional(),
      minItems: z.number().int().min(0).optional(),
      maxItems: z.number().int().min(1).optional(),
      updateRelated: z.object({ from: z.string(), target: z.string() }).optional(),
    }),
    z.object({
      ...base,
      type: z.literal('add'),
      fieldname: z.string().min(1).max(100),
      fieldsToAdd: z.lazy(() => z.array(FormField).min(1).max(20)),
      max: z.number().int().min(1).max(50).optional(),
      removeLabel: z.string().optional(),
    }),
  ]),
);
