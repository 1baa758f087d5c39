import { expandAddFields } from './added-fields.js';
import { type FieldsSource, templateFields, isFilled, isVisible } from './conditions.js';
import { DEFAULT_DATE_FORMAT, READ_ONLY_DATE_FORMAT, formatDateParts, toDateParts } from './dates.js';
import { NOT_FILLED, NOT_FOUND, NO, YES } from './messages.js';
import { normalizeTime } from './normalize.js';
import { chosenValues, findOption } from './options.js';
import { dateBlockLines, phoneText, splitAddress, timeText } from './read-only-text.js';
import type { FormField } from './field.js';
import type { FileValue, FormValues } from './values.js';
import { plainTextOf } from '../text.js';

/** How a value reads in the read-only view (spec 1 §3 "Read-only values"); 'empty' reads NOT_FILLED. */
export type ReadOnlyDisplay =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'lines'; lines: string[] }
  | { kind: 'list'; items: string[] }
  | { kind: 'html'; html: string }
  | { kind: 'files'; files: FileValue[] };
export interface ReadOnlyOptions {
  /** Language of number formatting (the kiosk's); Italian by default. Texts stay Italian. */
  lang?: string | undefined;
}
export interface ReadOnlyEntry {
  field: FormField;
  display: ReadOnlyDisplay;
}

const EMPTY: ReadOnlyDisplay = { kind: 'empty' };
const text = (value: string): ReadOnlyDisplay => ({ kind: 'text', text: value });
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function readOnlyValue(field: FormField, value: unknown, opts: ReadOnlyOptions = {}): ReadOnlyDisplay {
  if (field.type === 'checkbox') return text(value === true ? YES : NO);
  if (!isFilled(value)) return EMPTY;
  const dated = dateBlockLines(value);
  if (dated) return { kind: 'lines', lines: dated };
  switch (field.type) {
    case 'date': {
      const parts =
        toDateParts(value, field.format ?? DEFAULT_DATE_FORMAT) ?? toDateParts(value, READ_ONLY_DATE_FORMAT);
      return text(parts ? formatDateParts(parts, field.format ?? READ_ONLY_DATE_FORMAT) : String(value));
    }
    case 'time':
      return text(timeText(normalizeTime(value)));
    case 'address':
      return { kind: 'lines', lines: splitAddress(String(isRecord(value) ? value.address : value)) };
    case 'telephone':
      return text(phoneText(value));
    case 'select':
    case 'radioList':
    case 'checkList': {
      const labels = chosenValues(value).map((v) => findOption(field.options, v)?.label ?? NOT_FOUND);
      return Array.isArray(value) ? { kind: 'list', items: labels } : text(labels[0] ?? NOT_FOUND);
    }
    case 'asyncSelect': {
      const labels = chosenValues(value).map((v) => String(isRecord(v) ? (v.label ?? v.value) : v));
      return Array.isArray(value) ? { kind: 'list', items: labels } : text(labels[0] ?? '');
    }
    case 'multiInput':
      return { kind: 'list', items: chosenValues(value).filter(isFilled).map(String) };
    case 'number':
      return text(new Intl.NumberFormat(locale(opts.lang)).format(Number(value)));
    case 'htmlField':
      return { kind: 'html', html: String(value) };
    case 'file':
      return {
        kind: 'files',
        files: (Array.isArray(value) ? value : [value]).filter(isRecord) as FileValue[],
      };
    case 'input':
      return text(field.inputType === 'password' ? '••••••••' : String(value));
    case 'repeatableGroup':
      return {
        kind: 'lines',
        lines: (value as unknown[])
          .filter(isRecord)
          .filter(isFilled)
          .map((row) => rowText(field.fields, row, opts)),
      };
    default:
      return Array.isArray(value) ? { kind: 'list', items: value.map(String) } : text(String(value));
  }
}

/** The fields of the read-only view in order, with their display; groups flattened under a title of their label. */
export function readOnlyFields(
  source: FieldsSource,
  values: FormValues,
  opts: ReadOnlyOptions = {},
): ReadOnlyEntry[] {
  return readOnlyEntries(expandAddFields(templateFields(source), values), values, opts);
}

function readOnlyEntries(
  fields: readonly FormField[],
  values: FormValues,
  opts: ReadOnlyOptions,
): ReadOnlyEntry[] {
  return fields.flatMap((field): ReadOnlyEntry[] => {
    // The add button itself shows nothing: its sets are shown as the fields they are.
    if (field.type === 'add' || field.hideIfRO || !isVisible(field, values)) return [];
    if (field.type === 'group') {
      const title: FormField = { type: 'title', label: field.label, level: 2 };
      return [
        ...(field.label ? [{ field: title, display: text(field.label) }] : []),
        ...readOnlyEntries(field.fields, values, opts),
      ];
    }
    if (field.type === 'title') return field.label ? [{ field, display: text(field.label) }] : [];
    const secret = field.type === 'input' && field.inputType === 'password';
    if (!field.fieldname || field.type === 'divider' || field.type === 'simpleText' || secret) return [];
    const value = values[field.fieldname];
    if (field.hideIfNull && !isFilled(value)) return [];
    return [{ field, display: readOnlyValue(field, value, opts) }];
  });
}

/** One line of text for any display (a table cell, a row of a repeatable group). */
export function displayAsText(display: ReadOnlyDisplay): string {
  // prettier-ignore
  switch (display.kind) {
    case 'empty': return NOT_FILLED;
    case 'text': return display.text;
    case 'lines': return display.lines.reduce((all, line) => (all ? `${all}${all.endsWith(',') ? ' ' : '; '}${line}` : line), '');
    case 'list': return display.items.join(', ');
    case 'html': return plainTextOf(display.html);
    case 'files': return display.files.map((file) => file.name).join(', ');
  }
}

function rowText(fields: readonly FormField[], row: FormValues, opts: ReadOnlyOptions): string {
  const parts = readOnlyFields(fields, row, opts).filter((entry) => entry.display.kind !== 'empty');
  return (
    parts.map((entry) => `${entry.field.label ?? ''}: ${displayAsText(entry.display)}`).join(' · ') ||
    NOT_FILLED
  );
}

const locale = (lang: string | undefined): string => (!lang || lang === 'it' ? 'it-IT' : lang);
