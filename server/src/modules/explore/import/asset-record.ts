import { z } from 'zod';
import {
  ASSET_FIELD_SCHEMAS,
  ASSET_TYPES,
  AssetTexts,
  EXPLORE_LOCALES,
  type AssetType,
} from '@sportello/contracts';
import { IMPORT_MESSAGES as M } from './import.messages.js';

/**
 * One row of an import file, read but not yet validated, and the reading of a "flat" record — a CSV
 * row, or GeoJSON properties — into the shape of an AssetInput: `title_it` into texts.it.title,
 * `fields.lunghezza` into fields.lunghezza, lat/lng into coords, numbers and yes/no written as text
 * into numbers and booleans where the asset wants them. Nested keys (texts, fields, img, coords)
 * pass as they are, so a record may also be written the way the JSON format is.
 */

export type ImportFormat = 'csv' | 'json' | 'geojson';

export interface RowIssue {
  /** The field as the file names it (CSV column, JSON path). */
  field: string;
  message: string;
}

export interface ImportRow {
  /** CSV line, or position (from 1) in the JSON array or in the GeoJSON features. */
  line: number;
  value: unknown;
  /** Problems found while reading the row, before validation (a cell that is no JSON, …). */
  issues: RowIssue[];
}

export interface ParsedImport {
  format: ImportFormat;
  rows: ImportRow[];
  /** How the file names the field at this AssetInput path. */
  fieldName(path: readonly PropertyKey[]): string;
}

export const TOP_COLUMNS = ['sourceId', 'type', 'municipality', 'lat', 'lng', 'coords', 'priceFrom', 'numTappe', 'img', 'img_alt', 'href', 'status'] as const; // prettier-ignore
const NUMERIC = new Set(['priceFrom', 'numTappe', 'status']);
const TEXT_KEYS = Object.keys(AssetTexts.shape);
const TEXT_COLUMN = new RegExp(`^(${TEXT_KEYS.join('|')})_(${EXPLORE_LOCALES.join('|')})$`);
const FIELD_COLUMN = /^fields\.(.+)$/;

/** Whether a flat record may have this key (a CSV column, a GeoJSON property). */
export const isKnownColumn = (key: string): boolean =>
  (TOP_COLUMNS as readonly string[]).includes(key) || TEXT_COLUMN.test(key) || FIELD_COLUMN.test(key);

const isAssetType = (t: unknown): t is AssetType => (ASSET_TYPES as readonly unknown[]).includes(t);

/** What a type-specific field holds, so a cell "12,5" or "sì" becomes what the field wants. */
function kindOf(type: unknown, key: string): 'number' | 'boolean' | 'other' {
  if (!isAssetType(type)) return 'other';
  let schema = (ASSET_FIELD_SCHEMAS[type] as unknown as { shape: Record<string, z.ZodType> }).shape[key];
  if (schema instanceof z.ZodOptional) schema = schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodNumber) return 'number';
  return schema instanceof z.ZodBoolean ? 'boolean' : 'other';
}

/** A cell as a number when it reads as one ("12", "12,5", "-3.2"); anything else as it was. */
function toNumber(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  return /^[+-]?\d+([.,]\d+)?$/.test(s) ? Number(s.replace(',', '.')) : s;
}

const YES = new Set(['sì', 'si', 'true', 'vero', '1', 'x', 'yes']);
const NO = new Set(['no', 'false', 'falso', '0']);
function toBoolean(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  return YES.has(s) ? true : NO.has(s) ? false : v;
}

/** Lists and objects are written as JSON in a cell. */
function parseJsonCell(v: unknown, field: string, issues: RowIssue[]): unknown {
  if (typeof v !== 'string' || !/^\s*[[{]/.test(v)) return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    issues.push({ field, message: M.badJsonCell });
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The AssetInput-shaped value of a record (flat, nested or both); an unknown key is an issue. */
export function assetOfRecord(record: Record<string, unknown>): {
  value: Record<string, unknown>;
  issues: RowIssue[];
} {
  const issues: RowIssue[] = [];
  const texts: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  const value: Record<string, unknown> = {};
  const cell = (key: string) => (blank(record[key]) ? undefined : record[key]);
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

  for (const key of ['sourceId', 'type', 'municipality', 'href'] as const)
    if (cell(key) !== undefined) value[key] = text(cell(key));
  for (const key of NUMERIC) if (cell(key) !== undefined) value[key] = toNumber(cell(key));

  const coords = parseJsonCell(cell('coords'), 'coords', issues);
  if (coords !== undefined) value.coords = coords;
  else if (cell('lat') !== undefined || cell('lng') !== undefined)
    value.coords = [{ lat: toNumber(cell('lat')), lng: toNumber(cell('lng')) }];

  const img = parseJsonCell(cell('img'), 'img', issues);
  if (isRecord(img)) value.img = img;
  else if (img !== undefined) value.img = { src: text(img), alt: text(cell('img_alt')) ?? '' };

  for (const [key, raw] of Object.entries(record)) {
    if ((TOP_COLUMNS as readonly string[]).includes(key)) continue;
    if (key === 'texts' && isRecord(raw)) {
      for (const [locale, t] of Object.entries(raw)) texts[locale] = isRecord(t) ? { ...t } : t;
      continue;
    }
    if (key === 'fields' && isRecord(raw)) {
      Object.assign(fields, raw);
      continue;
    }
    const textKey = TEXT_COLUMN.exec(key);
    if (textKey) {
      if (blank(raw)) continue;
      const current = texts[textKey[2]!];
      const bucket: Record<string, unknown> = isRecord(current) ? current : {};
      bucket[textKey[1]!] = text(raw);
      texts[textKey[2]!] = bucket;
      continue;
    }
    const fieldKey = FIELD_COLUMN.exec(key);
    if (fieldKey) {
      if (blank(raw)) continue;
      const name = fieldKey[1]!;
      const parsed = parseJsonCell(raw, key, issues);
      const kind = kindOf(value.type, name);
      fields[name] =
        kind === 'number' ? toNumber(parsed) : kind === 'boolean' ? toBoolean(parsed) : text(parsed);
      continue;
    }
    if (key !== 'texts' && key !== 'fields') issues.push({ field: key, message: M.unknownKey });
  }
  if (Object.keys(texts).length) value.texts = texts;
  value.fields = fields;
  return { value, issues };
}

/** A path as the flat columns name it: texts.it.title → title_it, fields.x.0 → fields.x.0. */
export function columnOf(path: readonly PropertyKey[]): string {
  const [head, second, third] = path;
  if (head === 'texts') return `${typeof third === 'string' ? third : 'title'}_${String(second ?? 'it')}`;
  if (head === 'img') return second === 'alt' ? 'img_alt' : 'img';
  if (head === 'coords') return second === 0 && (third === 'lat' || third === 'lng') ? third : 'coords';
  if (head === 'fields') return path.map(String).join('.');
  return String(head ?? '');
}

/** A path as JSON writes it: texts.it.title, coords.0.lat. */
export const dottedPath = (path: readonly PropertyKey[]): string => path.map(String).join('.');
