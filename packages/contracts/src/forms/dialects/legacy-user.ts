import { z } from '../../z.js';
import { type FieldCondition, Scalar } from '../field-rules.js';
import type { FormField } from '../field.js';
import { asArray, checkItemTypes, compact } from './shared.js';

/**
 * Legacy user-edit fields (spec 3 §3) mapped onto FormField. Inputs are named user[fieldname]
 * (contact[fieldname] in the contact form); the value a field carries becomes its defaultValue,
 * except a password's. isGroup, icon and image are kept in `meta` for the renderer.
 */
// prettier-ignore
export const LEGACY_FIELD_TYPES = [
  'StringField', 'PasswordField', 'SelectField', 'TextField', 'HiddenField',
  'CheckboxListField', 'TitleField', 'ReadOnlyField', 'FileField', 'DateField',
] as const;
/** The value the legacy forms keep dates in. */
export const LEGACY_DATE_FORMAT = 'DD/MM/YYYY';
/** The field showOnGroup looks at when no field is marked isGroup. */
const GROUP_FIELD = 'group';

const values = z.union([Scalar, z.array(Scalar).min(1)]);
export const LegacyUserField = z.looseObject({
  type: z.string(),
  /** user[fieldname], contact[fieldname] or the bare fieldname; a TitleField may have none. */
  name: z.string().min(1).optional(),
  label: z.string().optional(),
  value: z.unknown().optional(),
  placeholder: z.string().optional(),
  info: z.string().optional(),
  required: z.boolean().optional(),
  readOnly: z.boolean().optional(),
  options: z.array(z.object({ value: z.union([z.string(), z.number()]), label: z.string() })).optional(),
  multiple: z.boolean().optional(),
  /** Shows the field only while the group field holds one of these values. */
  showOnGroup: values.optional(),
  /** Shows the field only while the named field holds one of the values. */
  showOnValue: z
    .union([
      z.object({ name: z.string(), value: values }),
      z.array(z.object({ name: z.string(), value: values })),
    ])
    .optional(),
  /** This field chooses the group (showOnGroup looks at it). */
  isGroup: z.boolean().optional(),
  icon: z.string().optional(),
  image: z
    .object({
      id: z.union([z.string(), z.number()]).optional(),
      src: z.string().optional(),
      alt: z.string().optional(),
      fieldname: z.string().optional(),
    })
    .optional(),
  kind: z.enum(['image', 'document']).optional(),
  format: z.string().optional(),
});
export type LegacyUserField = z.infer<typeof LegacyUserField>;
export const LegacyUserFields = z
  .array(LegacyUserField)
  .superRefine(checkItemTypes(LEGACY_FIELD_TYPES, 'fields'));

/** user[email] → email; a bare name stays as it is. */
export const legacyFieldname = (name: string): string =>
  /^(?:user|contact)\[([^\]]+)\]$/.exec(name)?.[1] ?? name;

/** Parses the fields (a ZodError names an unknown type and its place) and maps them. */
export function fromLegacyUserFields(fields: unknown): FormField[] {
  const parsed = LegacyUserFields.parse(fields);
  const groupField = parsed.find((field) => field.isGroup && field.name);
  const groupName = groupField?.name ? legacyFieldname(groupField.name) : GROUP_FIELD;
  return parsed.map((field) => mapField(field, groupName));
}

function mapField(field: LegacyUserField, groupName: string): FormField {
  const showIf: FieldCondition[] = [
    ...(field.showOnGroup === undefined ? [] : [{ fieldname: groupName, value: field.showOnGroup }]),
    ...asArray(field.showOnValue).map((c) => ({ fieldname: legacyFieldname(c.name), value: c.value })),
  ];
  const meta = compact({ isGroup: field.isGroup, icon: field.icon, image: field.image });
  const base = compact({
    fieldname: field.name ? legacyFieldname(field.name) : undefined,
    label: field.label,
    placeholder: field.placeholder,
    info: field.info,
    required: field.required,
    readOnly: field.readOnly,
    defaultValue: field.type === 'PasswordField' ? undefined : field.value,
    showIf: showIf.length ? showIf : undefined,
    meta: Object.keys(meta).length ? meta : undefined,
  });
  const options = field.options ?? [];
  // prettier-ignore
  switch (field.type) {
    case 'PasswordField': return { ...base, type: 'input', inputType: 'password' };
    case 'SelectField': return compact({ ...base, type: 'select', options, multiple: field.multiple });
    case 'TextField': return { ...base, type: 'text' };
    case 'HiddenField': return { ...base, type: 'hidden' };
    case 'CheckboxListField': return { ...base, type: 'checkList', options };
    case 'TitleField': return compact({ ...base, type: 'title', label: field.label ?? stringOr(field.value), defaultValue: undefined });
    case 'ReadOnlyField': return { ...base, type: 'readonly' };
    case 'FileField': return compact({ ...base, type: 'file', kind: field.kind ?? 'document', multiple: field.multiple });
    case 'DateField': return { ...base, type: 'date', format: field.format ?? LEGACY_DATE_FORMAT };
    default: return { ...base, type: 'input' };
  }
}

const stringOr = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
