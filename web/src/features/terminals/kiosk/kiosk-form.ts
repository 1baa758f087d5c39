import {
  FormTemplate,
  fromProfileItems,
  validateForm,
  type ExternalForm,
  type FormField,
  type FormValues,
  type ProfileItem,
} from '@sportello/contracts';

interface KioskTexts {
  notFound: string;
  /** The empty required field's message in the visitor's language (Italian: the engine's own). */
  required?: ((label: string) => string) | undefined;
}

/**
 * The form engine's field for a kiosk item: a dynamic select asks the server as the visitor types;
 * a required field's message in the form's language.
 */
function kioskField(item: FormField, texts: KioskTexts): FormField {
  const field =
    texts.required && item.required && !item.requiredMessage
      ? { ...item, requiredMessage: texts.required(item.label ?? item.fieldname ?? '') }
      : item;
  const { notFound } = texts;
  const external = field.meta?.externalOptions as { url?: unknown } | undefined;
  if (field.type === 'select' && typeof external?.url === 'string') {
    const { options: _options, multiple, ...rest } = field;
    return {
      ...rest,
      type: 'asyncSelect',
      multiple,
      source: { url: external.url },
      minChars: 3,
      noOptionsMessage: notFound,
    } as FormField;
  }
  if (field.type === 'group') return { ...field, fields: field.fields.map((f) => kioskField(f, texts)) };
  return field;
}

export interface KioskSection {
  key: string;
  title: string;
  template: FormTemplate;
}

/** Each section of the external form as a template of the form engine (validated on its own). */
export function kioskSections(form: ExternalForm): KioskSection[] {
  const required = form.labels.required;
  const texts: KioskTexts = {
    notFound: form.labels.notFound ?? '',
    required: form.lang !== 'it' && required ? (label) => `${label}: ${required}` : undefined,
  };
  return form.sections.map((s) => ({
    key: s.key,
    title: s.title,
    template: FormTemplate.parse({
      formType: `external-${s.key}`,
      title: s.title,
      fields: fromProfileItems(s.fields as ProfileItem[]).fields.map((f) => kioskField(f, texts)),
      labels: { error: form.labels.required ?? '' },
    }),
  }));
}

/** Whether a section may be left forward (spec 2 §4 "Kiosk": forward only when valid). */
export const sectionValid = (section: KioskSection, values: FormValues) =>
  Object.keys(validateForm(section.template, values).errors).length === 0;

/** What travels to the server: an option picked from a search ({label, value}) as its value. */
export function plainValues(values: FormValues): Record<string, unknown> {
  const plain = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(plain)
      : typeof v === 'object' && v !== null && 'value' in v && 'label' in v
        ? (v as { value: unknown }).value
        : v;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = plain(v);
  }
  return out;
}
