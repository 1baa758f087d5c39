import { plainTextOf } from '../text.js';
import { CONTENT_MESSAGES } from './messages.js';
import {
  COMPONENT_VALUE,
  STAGE_TYPES,
  selectedValue,
  type ComponentDef,
  type ComponentType,
  type ComponentValidator,
  type DateEntry,
  type TimeOfDay,
} from './components.js';
import type { CustomTypeDef } from './document.js';

/**
 * The editor's rules (spec 1 §5), shared by the browser (as the editor types) and the server (on
 * publication, where they are the truth). Pure functions only.
 */

export { CONTENT_MESSAGES };

const YOUTUBE =
  /^https?:\/\/(www\.|m\.)?(youtube\.com\/(watch\?(\S*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)[\w-]{6,}/i;
const VIMEO = /^https?:\/\/(www\.|player\.)?vimeo\.com\/(video\/|channels\/[\w-]+\/)?\d+/i;
const HTTPS = /^https:\/\/[^\s/]+\.[^\s]+$/i;

/** Where a video address points: YouTube, Vimeo, another https site, or nowhere valid (null). */
export function videoProvider(url: string): 'YouTube' | 'Vimeo' | 'web' | null {
  const u = url.trim();
  if (YOUTUBE.test(u)) return 'YouTube';
  if (VIMEO.test(u)) return 'Vimeo';
  if (HTTPS.test(u)) return 'web';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Time (spec 1 §5 "Time")

/** An hour or minute as typed: out of range or empty becomes 0. */
export function clampTimePart(raw: string | number | null | undefined, max: 23 | 59): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? '').trim(), 10);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : 0;
}

/** Two digits, as the time inputs show them. */
export const padTime = (n: number): string => String(n).padStart(2, '0');

/** Displayed h.mm (spec 1 §9). */
export const formatTime = (t: TimeOfDay): string => `${t.h}.${padTime(t.m)}`;

const minutesOf = (t: TimeOfDay) => t.h * 60 + t.m;

/**
 * The end after the start changed: a start hour above the end hour carries the end hour with it,
 * and in the same hour a later start minute pushes the end minute up.
 */
export function followStart(from: TimeOfDay, to: TimeOfDay): TimeOfDay {
  if (from.h > to.h) return { h: from.h, m: Math.max(to.m, from.m) };
  if (from.h === to.h && from.m > to.m) return { h: to.h, m: from.m };
  return to;
}

const LAST_MINUTE = 23 * 60 + 59;

/**
 * A timetable of every day from 0.00 to 23.59: the place never closes. Readers are told "Sempre
 * aperto", not seven days and a midnight-to-midnight range.
 */
export const isAlwaysOpen = (t: { days: readonly number[]; from: TimeOfDay; to: TimeOfDay }): boolean =>
  [0, 1, 2, 3, 4, 5, 6].every((day) => t.days.includes(day)) &&
  minutesOf(t.from) === 0 &&
  minutesOf(t.to) === LAST_MINUTE;

/** On blur of the end: an end before the start becomes the start. */
export const endNotBeforeStart = (from: TimeOfDay, to: TimeOfDay): TimeOfDay =>
  minutesOf(to) < minutesOf(from) ? { ...from } : to;

/** A date block with neither dates nor timetables is dropped on confirm. */
export const keepDateEntries = (entries: DateEntry[]): DateEntry[] =>
  entries.filter(
    (e) => (e.dateRange && (e.dateRange.from !== null || e.dateRange.to !== null)) || e.timetables.length > 0,
  );

/** Date entries may be removed only while more than one is left. */
export const canRemoveDateEntry = (entries: readonly DateEntry[]): boolean => entries.length > 1;

/** The last day of the Date value (unix seconds), for expiry; null when no range has an end. */
export function lastDayOf(entries: readonly DateEntry[]): number | null {
  const ends = entries
    .flatMap((e) => (e.dateRange ? [e.dateRange.to ?? e.dateRange.from] : []))
    .filter((n): n is number => n !== null);
  return ends.length ? Math.max(...ends) : null;
}

// ---------------------------------------------------------------------------------------------
// Tag checklist (spec 1 §5)

/** Ticked tags that count toward min and max (those in `ignore` do not). */
export const countedTags = (checked: readonly string[], ignore: readonly string[]): number =>
  checked.filter((v) => !ignore.includes(v)).length;

const limitOf = (validators: readonly ComponentValidator[], type: 'min' | 'max') =>
  validators.find((v): v is Extract<ComponentValidator, { type: 'min' | 'max' }> => v.type === type);

/** At the maximum, unticked tags (other than ignored ones) are disabled. */
export function isTagDisabled(
  def: Pick<ComponentDef, 'validators' | 'ignore'>,
  checked: readonly string[],
  tag: string,
): boolean {
  const max = limitOf(def.validators, 'max');
  if (!max || checked.includes(tag) || def.ignore.includes(tag)) return false;
  return countedTags(checked, def.ignore) >= max.value;
}

// ---------------------------------------------------------------------------------------------
// Custom contents (spec 1 §5 "Add component types are limited …")

/**
 * How many more custom contents of a kind may be added: max minus existing; -1 means unlimited
 * (Infinity here).
 */
export function remainingOfKind(
  kind: Pick<CustomTypeDef, 'max' | 'name'>,
  existing: readonly { kind: string }[],
): number {
  if (kind.max === -1) return Number.POSITIVE_INFINITY;
  return Math.max(0, kind.max - existing.filter((c) => c.kind === kind.name).length);
}

/** The kinds the add-new-element modal offers. */
export const addableKinds = <K extends Pick<CustomTypeDef, 'max' | 'name'>>(
  kinds: readonly K[],
  existing: readonly { kind: string }[],
): K[] => kinds.filter((k) => remainingOfKind(k, existing) > 0);

export const isStageType = (type: ComponentType): boolean =>
  (STAGE_TYPES as readonly string[]).includes(type);

/**
 * The marker of a stage added right after the custom content at `afterIndex` (-1: at the top): one
 * more than the nearest stage at or before that place, and the stages after it move up by one.
 * Returns the new marker and the markers of every stage in the list once inserted.
 */
export function insertStageMarker(
  list: readonly { type: ComponentType; marker: number | null }[],
  afterIndex: number,
): { marker: number; renumbered: (number | null)[] } {
  let previous = 0;
  for (let i = Math.min(afterIndex, list.length - 1); i >= 0; i--) {
    const item = list[i]!;
    if (isStageType(item.type) && item.marker !== null) {
      previous = item.marker;
      break;
    }
  }
  const marker = previous + 1;
  const renumbered = list.map((item, i) =>
    i > afterIndex && isStageType(item.type) && item.marker !== null && item.marker >= marker
      ? item.marker + 1
      : item.marker,
  );
  return { marker, renumbered };
}

// ---------------------------------------------------------------------------------------------
// Values and validation

/** Parses a component's value by its type; undefined when the shape is wrong. */
export function parseComponentValue(type: ComponentType, value: unknown): unknown {
  const parsed = COMPONENT_VALUE[type].safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Not filled: empty text, no items, no place (spec 1 §5 "Required"; 0 counts as filled). */
export function isEmptyValue(type: ComponentType, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return plainTextOf(value).trim() === '';
  if (typeof value === 'number' || typeof value === 'boolean')
    return type === 'Checkbox' ? value === false : false;
  if (Array.isArray(value)) {
    if (type === 'Date') return keepDateEntries(value as DateEntry[]).length === 0;
    if (type === 'Dynamic')
      return value.every((e) => Object.values(e as Record<string, string>).every((v) => !v.trim()));
    return value.length === 0;
  }
  if (type === 'Location') return !(value as { address?: string }).address?.trim();
  if (type === 'Select') return selectedValue(value) === '';
  if (type === 'Time') return false;
  // Structured blocks (paragraph, stage, gallery, video, social, title with subtitle): filled when
  // any of their texts, pictures, tags or places is.
  const v = value as Record<string, unknown>;
  const texts = ['title', 'subtitle', 'eyelet', 'url', 'duration'].some(
    (k) => typeof v[k] === 'string' && v[k].trim() !== '',
  );
  const rich = typeof v.text === 'string' && plainTextOf(v.text).trim() !== '';
  const lists = ['images', 'image', 'photos', 'tags', 'locations', 'kml'].some(
    (k) => Array.isArray(v[k]) && v[k].length > 0,
  );
  const place = !!(v.location as { address?: string } | null | undefined)?.address?.trim();
  return !texts && !rich && !lists && !place;
}

/** The text whose length min/max measure: plain text of rich text, the text itself otherwise. */
const measuredText = (type: ComponentType, value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  return type === 'Text' ? plainTextOf(value).trim() : value.trim();
};

const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  // Italian decimals: "12,5" is 12.5.
  const text = value.trim().replace(',', '.');
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
};

/**
 * The first message for a component's value in its document (siblings give `lt` its other field),
 * or undefined when valid. The editor shows it under the field; publication refuses it.
 */
export function validateComponent(
  def: Pick<
    ComponentDef,
    'type' | 'validators' | 'ignore' | 'limit' | 'limitLabel' | 'max' | 'fields' | 'minElements' | 'label'
  >,
  value: unknown,
  siblings: readonly { fieldname: string; label: string; value: unknown }[] = [],
): string | undefined {
  const { type } = def;
  const empty = isEmptyValue(type, value);
  for (const rule of def.validators) {
    switch (rule.type) {
      case 'required':
        if (empty) return rule.message ?? CONTENT_MESSAGES.required;
        break;
      case 'min':
      case 'max': {
        // An empty optional text is not "too short"; a list's count is checked even at 0.
        if (empty && rule.type === 'min' && !Array.isArray(value)) break;
        const count =
          type === 'CheckList' && Array.isArray(value)
            ? countedTags(value as string[], def.ignore)
            : Array.isArray(value)
              ? value.length
              : measuredText(type, value)?.length;
        if (count === undefined) break;
        const tags = type === 'CheckList' || Array.isArray(value);
        if (rule.type === 'min' && count < rule.value)
          return (
            rule.message ?? (tags ? CONTENT_MESSAGES.minTags(rule.value) : CONTENT_MESSAGES.min(rule.value))
          );
        if (rule.type === 'max' && count > rule.value)
          return (
            rule.message ?? (tags ? CONTENT_MESSAGES.maxTags(rule.value) : CONTENT_MESSAGES.max(rule.value))
          );
        break;
      }
      case 'lt': {
        const other = siblings.find((s) => s.fieldname === rule.field);
        if (!other || empty) break;
        const mine = numberOf(value);
        const theirs = numberOf(other.value);
        if (mine !== undefined && theirs !== undefined && mine > theirs)
          return rule.message ?? CONTENT_MESSAGES.lt(other.label);
        break;
      }
      case 'regex': {
        const text = measuredText(type, value);
        if (text === undefined || text === '') break;
        if (!safeRegex(rule.expression).test(text)) return rule.message;
        break;
      }
      case 'atleastone': {
        if (type !== 'Dynamic' || !Array.isArray(value)) break;
        const bad = (value as Record<string, string>[]).some((entry) =>
          rule.fields.every((f) => !entry[f]?.trim()),
        );
        if (bad) return rule.message ?? CONTENT_MESSAGES.atleastone;
        break;
      }
    }
  }
  if (type === 'Image' && def.limit !== undefined && Array.isArray(value) && value.length > def.limit)
    return def.limitLabel ?? CONTENT_MESSAGES.imageLimit;
  if (type === 'Social' && def.max !== undefined) {
    const tags = (value as { tags?: unknown[] } | null)?.tags ?? [];
    if (tags.length > def.max) return CONTENT_MESSAGES.socialTags(def.max);
  }
  if (type === 'Video') {
    const url = (value as { url?: string } | null)?.url?.trim();
    if (url && !videoProvider(url)) return CONTENT_MESSAGES.videoUrl;
  }
  if (type === 'Dynamic' && Array.isArray(value)) {
    for (const entry of value as Record<string, string>[])
      for (const sub of def.fields) {
        const message = validateComponent(
          { ...sub, type: 'String', ignore: [], fields: [], minElements: 0 },
          entry[sub.fieldname] ?? '',
        );
        if (message) return `${sub.label}: ${message}`;
      }
  }
  return undefined;
}

const regexCache = new Map<string, RegExp>();
/** A template's pattern; a broken one matches everything rather than blocking the editor. */
function safeRegex(expression: string): RegExp {
  let re = regexCache.get(expression);
  if (!re) {
    try {
      re = new RegExp(expression, 'u');
    } catch {
      re = /[\s\S]*/u;
    }
    regexCache.set(expression, re);
  }
  return re;
}

// ---------------------------------------------------------------------------------------------
// Languages

/** Fields kept equal across languages: the values to copy from `source` into another language. */
export function syncedValues(
  source: readonly { fieldname: string; languageSync: boolean; value: unknown }[],
): Map<string, unknown> {
  return new Map(source.filter((c) => c.languageSync).map((c) => [c.fieldname, c.value]));
}

/** A short fingerprint of a value, to tell whether the Italian source changed since a translation. */
export function valueFingerprint(value: unknown): string {
  const text = canonicalJson(value ?? null);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

/** JSON with object keys sorted, so the same value gives the same text whatever built it. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
