import { parseId, type FormValues } from '@sportello/contracts';
import type { EnvContext } from '../../../platform/auth/actor.js';
import type { FormCall, SignedCall } from '../forms.types.js';

/** Reading validated form values: every value has already passed the template's rules. */

/** A text value, trimmed; '' when absent. */
export const text = (values: FormValues, name: string): string => {
  const v = values[name];
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
};

/** A text value exactly as typed (passwords). */
export const raw = (values: FormValues, name: string): string => {
  const v = values[name];
  return typeof v === 'string' ? v : '';
};

/** A number value, or null when absent or unreadable. */
export const numberOrNull = (values: FormValues, name: string): number | null => {
  const v = values[name];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

export const flag = (values: FormValues, name: string): boolean => values[name] === true;

/** The strings of a multiple choice. */
export const list = (values: FormValues, name: string): string[] => {
  const v = values[name];
  return Array.isArray(v) ? v.map(String) : [];
};

/**
 * An async select's chosen value: the value itself, or the {value, label} record the browser may
 * keep for display. Returns the value and, when given, the label.
 */
export function choice(values: FormValues, name: string): { value: string; label: string } | null {
  const v = values[name];
  if (typeof v === 'string' || typeof v === 'number') {
    const value = String(v).trim();
    return value ? { value, label: '' } : null;
  }
  if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'value' in v) {
    const record = v as { value: unknown; label?: unknown };
    const value =
      typeof record.value === 'string' || typeof record.value === 'number' ? String(record.value) : '';
    return value ? { value, label: typeof record.label === 'string' ? record.label : '' } : null;
  }
  return null;
}

/** The ids of the files a file field holds. */
export const fileIds = (values: FormValues, name: string): number[] => {
  const v = values[name];
  if (!Array.isArray(v)) return [];
  return v.flatMap((f) =>
    typeof f === 'object' && f !== null && 'id' in f && Number.isSafeInteger(f.id) ? [f.id as number] : [],
  );
};

/** A positive integer id (a number, or its digits as text), or null: never true, [18] or " 16 ". */
export const idOf = parseId;

/** Narrows a call of a private form (access() has already refused calls without a session). */
export function signed(call: FormCall): SignedCall {
  if (!call.ctx || !call.sessionId) throw new Error('form handler reached without a session');
  return call as SignedCall;
}

export const isOperator = (ctx: EnvContext) => ctx.role === 'operator' || ctx.role === 'referent';

// One formatter for the process (a new one per call holds ICU memory until a GC).
const ROME_DATE_TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "21/11/2026 10:30" in Rome time. */
export const italianDateTime = (iso: string): string => ROME_DATE_TIME.format(new Date(iso)).replace(',', '');
