import { CONTENT_LANGUAGES } from '../../constants.js';
import { DEFAULT_DATE_FORMAT } from '../dates.js';
import type { FieldCondition, Validator } from '../field-rules.js';
import type { FieldOption, FormField } from '../field.js';
import { formMessages } from '../messages.js';
import { fieldLabel } from '../validators.js';
import {
  KIOSK_PROPS,
  LANGUAGE_NAMES,
  PROFILE_ACTION_TYPES,
  PROFILE_TEXT_LIMITS,
  type ProfileItem,
  ProfileItems,
  type ProfileOption,
} from './profile-schema.js';
import { asArray, compact } from './shared.js';

/**
 * Profile and external (kiosk) forms mapped onto FormField: valueNode is the fieldname,
 * showOnValue/hideOnValue are showIf/hideIf, requiredIf.valueNodes its fields. action, button and
 * modal are kiosk commands, not values: they become no field and come back as `actions`.
 */
export interface ProfileForm {
  fields: FormField[];
  /** The kiosk's action, button and modal items, in template order (nested ones too). */
  actions: ProfileItem[];
}

/** Parses the items (a ZodError names an unknown type and its place) and maps them. */
export function fromProfileItems(items: unknown): ProfileForm {
  const actions: ProfileItem[] = [];
  const fields = mapItems(ProfileItems.parse(items), actions);
  return { fields, actions };
}

function mapItems(items: readonly ProfileItem[], actions: ProfileItem[]): FormField[] {
  return items.flatMap((item): FormField[] => {
    if (!PROFILE_ACTION_TYPES.includes(item.type)) return [mapItem(item, actions)];
    actions.push(item);
    return [];
  });
}

function mapItem(item: ProfileItem, actions: ProfileItem[]): FormField {
  const base = baseOf(item);
  // prettier-ignore
  switch (item.type) {
    case 'input': return inputField(item, base);
    case 'inputRO': return { ...base, type: 'readonly', validators: [textLimit(item, PROFILE_TEXT_LIMITS.input)] };
    case 'text': return { ...base, type: 'text', validators: [textLimit(item, PROFILE_TEXT_LIMITS.text)] };
    case 'title': return { ...base, type: 'title', label: item.label ?? item.title };
    case 'divider': return { ...base, type: 'divider' };
    case 'hidden': return { ...base, type: 'hidden', validators: [textLimit(item, PROFILE_TEXT_LIMITS.input)] };
    case 'checkbox': return { ...base, type: 'checkbox' };
    case 'date':
      return compact({ ...base, type: 'date', format: item.format ?? DEFAULT_DATE_FORMAT, clearable: item.clearable ?? true });
    case 'number': return numberField(item, base);
    case 'lang': {
      const options = CONTENT_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
      return { ...base, type: 'select', options };
    }
    case 'select': return compact({ ...base, type: 'select', options: optionsOf(item), multiple: item.multiple });
    case 'radioList': return { ...base, type: 'radioList', options: optionsOf(item) };
    case 'checkList': return { ...base, type: 'checkList', options: optionsOf(item) };
    case 'group': return { ...base, type: 'group', fields: mapItems(item.fields ?? [], actions) };
    default: return repeatableGroup(item, base, actions);
  }
}

type Base = Omit<Extract<FormField, { type: 'input' }>, 'type'>;

function baseOf(item: ProfileItem): Base {
  const meta = Object.fromEntries(
    KIOSK_PROPS.filter((key) => item[key] !== undefined).map((key) => [key, item[key]]),
  );
  const plainDefault =
    typeof item.defaultValue === 'object' && !Array.isArray(item.defaultValue)
      ? undefined
      : item.defaultValue;
  return compact({
    fieldname: item.valueNode ?? item.valuesNode,
    label: item.label,
    placeholder: item.placeholder,
    info: item.info,
    required: item.required,
    requiredIf: item.requiredIf && { type: item.requiredIf.type, fields: item.requiredIf.valueNodes },
    showIf: conditions(item.showOnValue),
    hideIf: conditions(item.hideOnValue),
    hideIfNull: item.hideIfNull,
    readOnly: item.readOnly ?? item.inputProps?.readOnly,
    defaultValue: plainDefault ?? undefined,
    meta: Object.keys(meta).length ? meta : undefined,
  });
}

function conditions(raw: ProfileItem['showOnValue']): FieldCondition[] | undefined {
  const list = asArray(raw).map((c) => ({ fieldname: c.valueNode, value: c.value }));
  return list.length ? list : undefined;
}

/** The item's own limit, or the dialect's for its kind: no free text of a profile is unbounded. */
const textLimit = (item: ProfileItem, limit: number): Validator => ({
  type: 'maxLength',
  value: item.maxLength ?? limit,
});

/** Digits, spaces and + ( ) . / -, with at least four digits: a telephone as a desk writes it. */
const PHONE_TEXT = '^(?=(?:\\D*\\d){4})[+0-9 ()./-]+$';

/**
 * An input of the engine's kind (text, email, url, each checked by the engine's value shapes); a
 * telephone is a text of phone characters, checked by the engine's regex validator.
 */
function inputField(item: ProfileItem, base: Base): FormField {
  const limit = textLimit(item, PROFILE_TEXT_LIMITS.input);
  if (item.inputType === 'tel') {
    const label = fieldLabel({ ...base, type: 'input' });
    const phone: Validator = {
      type: 'regex',
      expression: PHONE_TEXT,
      message: formMessages.invalidPhone(label),
    };
    return { ...base, type: 'input', validators: [phone, limit] };
  }
  return compact({ ...base, type: 'input', inputType: item.inputType, validators: [limit] });
}

function numberField(item: ProfileItem, base: Base): FormField {
  const typed = item.defaultValue;
  const fromType = typeof typed === 'object' && typed !== null && !Array.isArray(typed) ? typed : undefined;
  const min = item.min ?? item.inputProps?.min ?? fromType?.minValue;
  const max = item.max ?? item.inputProps?.max;
  const defaultValue = fromType ? (fromType.minValue ?? 0) : base.defaultValue;
  return compact({ ...base, type: 'number', min, max, defaultValue });
}

function optionsOf(item: ProfileItem): FieldOption[] {
  if (item.options) return item.options.map(mapOption);
  const range = item.optionsConfig;
  if (!range) return [];
  const step = range.step ?? 1;
  const count = range.to >= range.from ? Math.floor((range.to - range.from) / step) + 1 : 0;
  return Array.from({ length: count }, (_, i) => ({
    value: range.from + i * step,
    label: String(range.from + i * step),
  }));
}

function mapOption(option: ProfileOption): FieldOption {
  const requires = [...asArray(option.requires), ...asArray(option.required)];
  return compact({
    value: option.value,
    label: option.label,
    info: option.info,
    requires: requires.length ? requires : undefined,
    options: option.options?.map(mapOption),
  });
}

function repeatableGroup(item: ProfileItem, base: Base, actions: ProfileItem[]): FormField {
  const children = item.fields ?? [];
  // A number child naming a target sums into it across the rows (spec 2 "updateRelated").
  const summed = children.find((child) => typeof child.updateRelated === 'string' && child.valueNode);
  const updateRelated =
    typeof item.updateRelated === 'object'
      ? item.updateRelated
      : summed && { from: summed.valueNode!, target: summed.updateRelated as string };
  const label = (button: ProfileItem['addBtn']) => (typeof button === 'object' ? button.label : button);
  return compact({
    ...base,
    type: 'repeatableGroup',
    fieldname: item.repeatableDataNode ?? base.fieldname,
    fields: mapItems(children, actions),
    addLabel: label(item.addBtn),
    removeLabel: label(item.removeBtn),
    minItems: item.minItems,
    maxItems: item.maxItems,
    updateRelated,
  });
}
