import type { TimeValue } from './values.js';

/** Italy: the telephone field's country when the template names none (spec 1 §5). */
export const DEFAULT_DIAL_CODE = '+39';
/** A stored telephone: "+<dial code>-<digits>", 4 to 15 digits (E.164 allows 15 in all). */
export const STORED_PHONE = /^\+\d{1,4}-\d{4,15}$/;

/** Number field (spec 2 §5): an integer clamped to min and max; anything unreadable becomes 0. */
export function normalizeNumber(raw: unknown, min?: number, max?: number): number {
  const text = typeof raw === 'string' ? raw.trim().replace(',', '.') : raw;
  const read = typeof text === 'number' ? text : typeof text === 'string' && text !== '' ? Number(text) : NaN;
  let result = Number.isFinite(read) ? Math.trunc(read) : 0;
  if (min !== undefined) result = Math.max(result, min);
  if (max !== undefined) result = Math.min(result, max);
  return result;
}

/** Whether a raw number field value can be read as a number at all. */
export function isNumeric(raw: unknown): boolean {
  if (typeof raw === 'number') return Number.isFinite(raw);
  return (
    typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw.trim().replace(',', '.')))
  );
}

/** Time field (spec 1 §5): hours 0-23, minutes 0-59; out of range or empty becomes 0. Reads {h, m} or "HH:mm". */
export function normalizeTime(raw: unknown): TimeValue {
  const [h, m] =
    typeof raw === 'string'
      ? raw.split(/[:.]/)
      : typeof raw === 'object' && raw !== null
        ? [(raw as Record<string, unknown>).h, (raw as Record<string, unknown>).m]
        : [];
  return { h: inRange(h, 23), m: inRange(m, 59) };
}
const inRange = (raw: unknown, max: number): number => {
  const n = typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= max ? n : 0;
};

/** Telephone as stored (spec 1 §5): "+39-3331234567", digits only; no digits → ''. */
export function formatPhone(dialCode: string, number: string): string {
  const digits = number.replace(/\D/g, '');
  const dial = dialCode.replace(/[^\d]/g, '');
  return digits ? `+${dial || DEFAULT_DIAL_CODE.slice(1)}-${digits}` : '';
}

/** A stored telephone back into dial code and number; Italy when the value has no dial code. */
export function parsePhone(value: unknown): { dialCode: string; number: string } {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  const stored = /^\+(\d{1,4})-(.*)$/.exec(text);
  if (stored) return { dialCode: `+${stored[1]}`, number: (stored[2] ?? '').replace(/\D/g, '') };
  // No separate dial code: an Italian number, possibly written with +39 or 0039 in front.
  const digits = text.replace(/\D/g, '');
  const prefixed = /^(\+|00)39/.test(text);
  return { dialCode: DEFAULT_DIAL_CODE, number: prefixed ? digits.replace(/^(00)?39/, '') : digits };
}
