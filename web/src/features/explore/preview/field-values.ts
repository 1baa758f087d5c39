import type { Asset } from '@sportello/contracts';

/** A field of the asset by the template's name: a common field ("subtitle") or "fields.x.y". */
export function fieldValue(asset: Asset, path: string): unknown {
  let value: unknown = asset;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Nothing worth a line: absent, empty text, empty list or object. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** A plain value as it reads in a fact line. */
export function plainText(value: unknown, yes: string, no: string): string {
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'number') return value.toLocaleString('it-IT');
  if (Array.isArray(value)) return value.map((v) => plainText(v, yes, no)).join(', ');
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return String(o.label ?? o.text ?? o.title ?? o.address ?? '');
  }
  const text = String(value ?? '');
  // Codes such as "facile" read as words in a fact line.
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
