import { z } from '../../z.js';
import type { CONTENT_LANGUAGES } from '../../constants.js';
import { Scalar } from '../field-rules.js';
import { checkItemTypes } from './shared.js';

/** Profile and external (kiosk) form items as the templates write them (spec 2 §3 "Form template items"). */
// prettier-ignore
export const PROFILE_ITEM_TYPES = [
  'input', 'date', 'group', 'repeatableGroup', 'radioList', 'checkList', 'title', 'number', 'select',
  'text', 'inputRO', 'action', 'lang', 'button', 'modal', 'checkbox', 'divider', 'hidden',
] as const;
export const PROFILE_ACTION_TYPES: readonly string[] = ['action', 'button', 'modal'];
/** Kiosk-only properties the engine leaves to the kiosk (spec 2 §3); kept in `meta`. */
export const KIOSK_PROPS = [
  'showOnExternal',
  'externalChildren',
  'dynamic',
  'externalOptions',
  'icon',
  'variant',
];
/**
 * The longest text a free-text item takes, unless the item says its own `maxLength`:
 * one line (`input`, and the `hidden` and `inputRO` values a form carries) or a `text` area.
 */
export const PROFILE_TEXT_LIMITS = { input: 200, text: 2000 } as const;
/** What an `input` item holds: plain text (default), an e-mail, a web address, a telephone. */
export const PROFILE_INPUT_TYPES = ['text', 'email', 'url', 'tel'] as const;

/** Names of the content languages, for the `lang` item (the desk works in Italian). */
// prettier-ignore
export const LANGUAGE_NAMES: Record<(typeof CONTENT_LANGUAGES)[number], string> = {
  it: 'Italiano', en: 'Inglese', fr: 'Francese', de: 'Tedesco', es: 'Spagnolo',
};

const names = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
const ProfileCondition = z.object({ valueNode: names, value: z.union([Scalar, z.array(Scalar).min(1)]) });
const ButtonLabel = z.union([z.string(), z.looseObject({ label: z.string() })]);

export interface ProfileOption {
  value: string | number;
  label: string;
  info?: string | undefined;
  /** The option's own rule: choosing it makes these value nodes required; `required` is the same. */
  requires?: string | string[] | undefined;
  required?: string | string[] | undefined;
  options?: ProfileOption[] | undefined;
}
const ProfileOption: z.ZodType<ProfileOption> = z.lazy(() =>
  z.object({
    value: z.union([z.string(), z.number()]),
    label: z.string(),
    info: z.string().optional(),
    requires: z.union([z.string(), z.array(z.string())]).optional(),
    required: z.union([z.string(), z.array(z.string())]).optional(),
    options: z.array(ProfileOption).optional(),
  }),
);

const profileItemShape = {
  type: z.string(),
  valueNode: z.string().min(1).optional(),
  valuesNode: z.string().min(1).optional(),
  label: z.string().optional(),
  title: z.string().optional(),
  placeholder: z.string().optional(),
  info: z.string().optional(),
  required: z.boolean().optional(),
  requiredIf: z
    .object({ type: z.enum(['or', 'and']).default('or'), valueNodes: z.array(z.string()).min(1) })
    .optional(),
  showOnValue: z.union([ProfileCondition, z.array(ProfileCondition)]).optional(),
  hideOnValue: z.union([ProfileCondition, z.array(ProfileCondition)]).optional(),
  hideIfNull: z.boolean().optional(),
  readOnly: z.boolean().optional(),
  inputProps: z
    .looseObject({ min: z.number().optional(), max: z.number().optional(), readOnly: z.boolean().optional() })
    .optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  inputType: z.enum(PROFILE_INPUT_TYPES).optional(),
  /** The longest text of an `input`, `text`, `hidden` or `inputRO` item (PROFILE_TEXT_LIMITS otherwise). */
  maxLength: z.number().int().positive().optional(),
  /** A plain value, or {valueType: 'number', minValue}: a number starting at minValue (0 by default). */
  defaultValue: z
    .union([
      Scalar,
      z.array(Scalar),
      z.looseObject({ valueType: z.string(), minValue: z.number().optional() }),
    ])
    .optional(),
  /** A number child of a repeatableGroup names the field its sum goes to; or the group says {from, target}. */
  updateRelated: z.union([z.string(), z.object({ from: z.string(), target: z.string() })]).optional(),
  options: z.array(ProfileOption).optional(),
  optionsConfig: z
    .object({ from: z.number().int(), to: z.number().int(), step: z.number().int().positive().optional() })
    .optional(),
  multiple: z.boolean().optional(),
  clearable: z.boolean().optional(),
  format: z.string().optional(),
  repeatableDataNode: z.string().min(1).optional(),
  addBtn: ButtonLabel.optional(),
  removeBtn: ButtonLabel.optional(),
  minItems: z.number().int().min(0).optional(),
  maxItems: z.number().int().min(1).optional(),
  action: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
};
type ProfileItemShape = z.infer<z.ZodObject<typeof profileItemShape>>;
export interface ProfileItem extends ProfileItemShape {
  fields?: ProfileItem[] | undefined;
  [key: string]: unknown;
}
export const ProfileItem: z.ZodType<ProfileItem> = z.lazy(() =>
  z.looseObject({ ...profileItemShape, fields: z.array(ProfileItem).optional() }),
);
export const ProfileItems = z.array(ProfileItem).superRefine(checkItemTypes(PROFILE_ITEM_TYPES, 'fields'));
