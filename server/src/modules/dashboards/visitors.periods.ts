import {
  ITALIAN_MONTHS,
  partsOfInstant,
  romeWallToIso,
  type DashboardGranularity,
} from '@sportello/contracts';

/**
 * The periods of the Visitors dashboard, in Italian days (Europe/Rome): a period's instants, the
 * same period a year before, and the buckets (days, weeks from Monday, months) that the hourly
 * counts of the database fold into.
 */

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const utcDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first and last instants of Italian days `from` to `to` (YYYY-MM-DD), as stored ISO strings. */
export function romeRange(from: string, to: string): { fromIso: string; toIso: string } {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const next = isoOf(utcDay(to) + DAY_MS)
    .split('-')
    .map(Number) as [number, number, number];
  const wall = (y: number, m: number, d: number) =>
    romeWallToIso({ year: y, month: m, day: d, hour: 0, minute: 0, second: 0 });
  return {
    fromIso: wall(fy, fm, fd),
    toIso: new Date(Date.parse(wall(...next)) - 1).toISOString(),
  };
}

/** The same day a year before (29 February → 28 February). */
export function yearBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return dayKey(y - 1, m, Math.min(d, last));
}

/** The bucket of an Italian day: itself, its week's Monday, or its month. */
export function bucketOfDay(day: string, granularity: DashboardGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return day.slice(0, 7);
  const ms = utcDay(day);
  const monday = ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS;
  return isoOf(monday);
}

/** The Italian day of a stored UTC hour ("2026-03-29T01"). */
export function romeDayOfHour(hour: string): string {
  const p = partsOfInstant(Date.parse(`${hour}:00:00.000Z`))!;
  return dayKey(p.year, p.month, p.day);
}

/** Every bucket of the period in order, empty ones too. */
export function bucketsOf(from: string, to: string, granularity: DashboardGranularity): string[] {
  const out: string[] = [];
  for (let ms = utcDay(from); ms <= utcDay(to); ms += DAY_MS) {
    const b = bucketOfDay(isoOf(ms), granularity);
    if (out[out.length - 1] !== b) out.push(b);
  }
  return out;
}

const MONTHS = ITALIAN_MONTHS;

/** A day as DD/MM/YYYY (spec 3 §9). */
export const italianDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** A bucket's label: 06/12/2026, "sett. 30/11/2026", "dicembre 2026". */
export function bucketLabel(bucket: string, granularity: DashboardGranularity): string {
  if (granularity === 'month') return `${MONTHS[Number(bucket.slice(5, 7)) - 1]} ${bucket.slice(0, 4)}`;
  if (granularity === 'week') return `sett. ${italianDay(bucket)}`;
  return italianDay(bucket);
}
