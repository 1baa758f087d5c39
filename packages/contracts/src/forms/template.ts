import { z } from '../z.js';
import { Id, IdValue } from '../id.js';
import { TEMPLATE_ERROR_LABEL } from './messages.js';

/**
 * The one template schema of every template-driven form (DESIGN.md §1.3, §4): the dynamic forms of
 * the content area (spec 1 §3 "Form template", "Form field"), the profile and external forms
 * (spec 2 §3 "Form template items") and the legacy user-edit fields (spec 3 §3) are all mapped
 * onto it (see ./dialects), so browser and server run one engine over one shape.
 *
 * Values live in one flat record keyed by `fieldname` (see FormValues); a `group` only arranges its
 * children on screen, a `repeatableGroup` holds an array of records of its children.
 */

/** A scalar a condition or an option compares with. */
export const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type Scalar = z.infer<typeof Scalar>;

/**
 * showIf / hideIf entry: matches when one of the named fields holds one of the listed values
 * (for an array value: contains one of them). A field shows only if every showIf matches and no
 * hideIf matches (spec 1 §4).
 */
export const FieldCondition = z.object({
  fieldname: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  value: z.union([Scalar, z.array(Scalar).min(1)]),
});
export type FieldCondition = z.infer<typeof FieldCondition>;

/** requiredIf (spec 2 §5): "or" needs at least one of the nodes to have a value, "and" all of them. */
export const RequiredIf = z.object({
  type: z.enum(['or', 'and']).default('or'),
  fields: z.array(z.string().min(1)).min(1),
});
export type RequiredIf = z.infer<typeof RequiredIf>;

export const Validator = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('regex'),
    expression: z.string(),
    flags: z.string().optional(),
    message: z.string(),
  }),
  z.object({
    type: z.literal('minSelection'),
    value: z.number().int().min(0),
    message: z.string().optional(),
  }),
  z.object({
    type: z.literal('maxSelection'),
    value: z.number().int().min(0),
    message: z.string().optional(),
  }),
  z.object({ type: z.literal('minLength'), value: z.number().int().min(0), message: z.string().optional() }),
  z.object({ type: z.literal('maxLength'), value: z.number().int().min(0), message: z.string().optional() }),
  z.object({ type: z.literal('email'), message: z.string().optional() }),
  /** The value must equal another field's value (a repeated password, a repeated e-mail). */
  z.object({ type: z.literal('equals'), fieldname: z.string(), message: z.string() }),
  /** The number must not exceed another field's number (spec 1 §5 "lt"). */
  z.object({ type: z.literal('lte'), fieldname: z.string(), message: z.string() }),
]);
export type Validator = z.infer<typeof Validator>;

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

export const FormAction = z.object({
  label: z.string(),
  type: z.enum(['switch-view', 'submit']),
  style: z.enum(['primary', 'secondary', 'text']).optional(),
});
export type FormAction = z.infer<typeof FormAction>;

export const TitleText = z.object({ title: z.string(), text: z.string().optional() });

export const FormTemplate = z.object({
  formType: z.string().min(1),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  text: z.string().optional(),
  fields: z.array(FormField),
  labels: z
    .object({
      /** Snackbar text when the form is invalid (spec 1 §4). */
      error: z.string().default(TEMPLATE_ERROR_LABEL),
      submit: z.string().optional(),
      cancel: z.string().optional(),
    })
    .default({ error: TEMPLATE_ERROR_LABEL }),
  actions: z
    .object({ edit: z.array(FormAction).default([]), preview: z.array(FormAction).default([]) })
    .default({ edit: [], preview: [] }),
  /** Replaces the whole form (e.g. "request already sent"). */
  message: TitleText.optional(),
  /** Replaces the form after a successful submission. */
  successMessage: TitleText.optional(),
  /** Asked before posting. */
  pendingPopup: Popup.optional(),
  /** Load the record's current values (GET data.json) before showing the fields. */
  loadData: z.boolean().optional(),
  /** Reload template and data every time the form opens (no cache). */
  forceLoad: z.boolean().optional(),
  /** Settings only the server's handler reads (who is notified, which group kind is created …); toClientTemplate() removes it. */
  server: z.record(z.string(), z.unknown()).optional(),
});
export type FormTemplate = z.infer<typeof FormTemplate>;

/** Address value (spec 1 §3 Location). */
export const AddressValue = z.object({
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type AddressValue = z.infer<typeof AddressValue>;

/** Time value: hours 0-23, minutes 0-59. */
export const TimeValue = z.object({ h: z.number().int().min(0).max(23), m: z.number().int().min(0).max(59) });
export type TimeValue = z.infer<typeof TimeValue>;

/** A picked media file as a form stores it. */
export const FileValue = z.object({
  id: Id,
  name: z.string(),
  src: z.string().optional(),
  position: z.number().int().optional(),
});
export type FileValue = z.infer<typeof FileValue>;

/**
 * A form's values: one entry per fieldname. Strings (input, text, html, select, radio, date as
 * formatted text, telephone as "prefix-number"), numbers, booleans (checkbox), arrays (checkList,
 * multiple selects, multiInput, files), objects (address, time) and arrays of records
 * (repeatableGroup).
 */
export const FormValues = z.record(z.string(), z.unknown());
export type FormValues = Record<string, unknown>;

/** Body of POST /api/forms/{formType}. */
export const FormSubmitBody = z.object({
  values: FormValues,
  /** The record a form edits (user-edit?id=…): a number, or its digits from the page address. */
  id: IdValue.optional(),
});
export type FormSubmitBody = z.input<typeof FormSubmitBody>;

/** Reply of a successful submission. */
export const FormSubmitReply = z.object({
  message: z.string().optional(),
  successMessage: TitleText.optional(),
  /** Where the browser goes next, when the form leads somewhere. */
  redirect: z.string().optional(),
});
export type FormSubmitReply = z.infer<typeof FormSubmitReply>;

/** Options lookup reply (spec 1 §7): data.data of {label, value}. */
export const OptionsReply = z.object({
  data: z.array(
    z.object({ label: z.string(), value: z.union([z.string(), z.number()]), info: z.string().optional() }),
  ),
});
export type OptionsReply = z.infer<typeof OptionsReply>;
