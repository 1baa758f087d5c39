import { PROFILE_NODES as N } from '@sportello/contracts';
import { Random, WeightedPicker } from './explore-random.js';
import type { BulkFavourites } from '../modules/lists/index.js';
import {
  type ProfileSeedRow,
  AGE_BANDS,
  EEU_COUNTRIES,
  EU_COUNTRIES,
  GROUP_TYPES,
  INTERESTS,
  REGIONS,
  STAYS,
} from '../modules/profiles/index.js';

export interface DemoProfilesOptions {
  count: number;
  /** The offices and their operators; weight: how busy the desk is (1 by default). */
  offices: readonly { id: number; operatorIds: readonly number[]; weight?: number }[];
  /** The visits fall between these (the last 24 months for the demo). */
  from: Date;
  to: Date;
  seed?: number;
  /** Catalogue items favourites are drawn from; none: no favourites. */
  favouritePool?: readonly BulkFavourites['elements'][number][];
  /** Share of profiled visitors who leave with favourites. */
  favouriteShare?: number;
}

/** Easter Sunday (anonymous Gregorian algorithm), as a UTC date. */
export function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/** Visits by month in Tuscany: a summer peak, a spring shoulder, a quiet winter. */
const MONTH_WEIGHT = [0.35, 0.4, 0.65, 0.95, 1.1, 1.4, 1.85, 2.0, 1.35, 0.95, 0.45, 0.6];
const DAY = 86_400_000;

function dayWeight(day: Date): number {
  let w = MONTH_WEIGHT[day.getUTCMonth()]!;
  const dow = day.getUTCDay();
  if (dow === 0 || dow === 6) w *= 1.35;
  // Easter week (Palm Sunday to Easter Monday) and Ferragosto are the year's busiest days.
  const e = easter(day.getUTCFullYear()).getTime();
  if (day.getTime() >= e - 7 * DAY && day.getTime() <= e + DAY) w *= 2.6;
  if (day.getUTCMonth() === 7 && day.getUTCDate() >= 10 && day.getUTCDate() <= 20) w *= 1.4;
  // The Christmas holidays.
  if (
    (day.getUTCMonth() === 11 && day.getUTCDate() >= 26) ||
    (day.getUTCMonth() === 0 && day.getUTCDate() <= 6)
  )
    w *= 1.8;
  return w;
}

const HOURS = new WeightedPicker<number>([
  [9, 6],
  [10, 12],
  [11, 14],
  [12, 10],
  [13, 4],
  [14, 6],
  [15, 10],
  [16, 11],
  [17, 8],
  [18, 4],
]);

const pickerOf = (list: readonly (readonly [string, string, number])[]) =>
  new WeightedPicker<string>(list.map(([v, , w]) => [v, w] as const));
const REGION = pickerOf(REGIONS);
const EU = pickerOf(EU_COUNTRIES);
const EEU = pickerOf(EEU_COUNTRIES);
const INTEREST = pickerOf(INTERESTS);
const STAY = pickerOf(STAYS);
const GROUP = pickerOf(GROUP_TYPES);
void AGE_BANDS;
const KIND = new WeightedPicker<'it' | 'eu' | 'eeu'>([
  ['it', 55],
  ['eu', 28],
  ['eeu', 17],
]);
const PARTY = new WeightedPicker<number>([
  [1, 17],
  [2, 46],
  [3, 13],
  [4, 15],
  [5, 5],
  [6, 4],
]);
const LANG_OF: Record<string, string> = {
  de: 'de',
  at: 'de',
  ch: 'de',
  fr: 'fr',
  be: 'fr',
  lu: 'fr',
  es: 'es',
  ar: 'es',
  mx: 'es',
};

const FIRST = [
  'Anna',
  'Marco',
  'Giulia',
  'Luca',
  'Sophie',
  'Thomas',
  'Emma',
  'John',
  'Laura',
  'Pierre',
  'Hanna',
  'Carlos',
  'Yuki',
  'Li',
  'Sara',
  'Paolo',
  'Eva',
  'Jan',
  'Maria',
  'David',
];
const LAST = [
  'Rossi',
  'Bianchi',
  'Müller',
  'Dupont',
  'Smith',
  'García',
  'de Vries',
  'Ferrari',
  'Schmidt',
  'Martin',
  'Johnson',
  'Tanaka',
  'Wang',
  'Conti',
  'Moretti',
  'Jansen',
  'Novak',
  'Silva',
  'Brown',
  'Ricci',
];

function country(random: Random, prefix: 'profilo' | 'np') {
  const kind = KIND.pick(random);
  const p =
    prefix === 'profilo'
      ? { kind: N.countryKind, region: N.region, eu: N.euCountry, eeu: N.eeuCountry }
      : { kind: 'np_paese', region: 'np_regione', eu: 'np_eu_paese', eeu: 'np_eeu_paese' };
  // A few Italian visitors do not say where they are from: the region stays empty.
  if (kind === 'it')
    return random.chance(0.93) ? { [p.kind]: kind, [p.region]: REGION.pick(random) } : { [p.kind]: kind };
  if (kind === 'eu') return { [p.kind]: kind, [p.eu]: EU.pick(random) };
  return { [p.kind]: kind, [p.eeu]: EEU.pick(random) };
}

function groupType(random: Random, people: number): string {
  if (people === 1) return 'solo';
  if (people === 2) return random.chance(0.82) ? 'coppia' : 'amici';
  if (people <= 4) return random.chance(0.7) ? 'famiglia' : 'amici';
  return GROUP.pick(random) === 'gruppo' || random.chance(0.3)
    ? 'gruppo'
    : random.chance(0.6)
      ? 'famiglia'
      : 'amici';
}

function composition(random: Random, people: number, type: string) {
  if (type === 'famiglia' && people >= 3) {
    const kids = people - 2;
    const teen = random.chance(0.3) ? 1 : 0;
    return [
      { profilo_fascia: 'adulti', profilo_quanti: 2 },
      ...(kids - teen > 0 ? [{ profilo_fascia: 'bambini', profilo_quanti: kids - teen }] : []),
      ...(teen ? [{ profilo_fascia: 'ragazzi', profilo_quanti: teen }] : []),
    ];
  }
  const seniors = random.chance(0.15) ? people : 0;
  return [{ profilo_fascia: seniors ? 'over65' : 'adulti', profilo_quanti: people }];
}

function profiledValues(random: Random): { values: Record<string, unknown>; consent: boolean } {
  const people = PARTY.pick(random);
  const type = groupType(random, people);
  const where = country(random, 'profilo');
  const stay = STAY.pick(random);
  const values: Record<string, unknown> = {
    ...where,
    [N.people]: people,
    [N.composition]: composition(random, people, type),
    profilo_tipo_gruppo: type,
    profilo_alloggio: stay,
    ...(stay === 'giornata' ? {} : { profilo_notti: random.int(1, 10) }),
    [N.interests]: [...new Set(Array.from({ length: random.int(1, 3) }, () => INTEREST.pick(random)))],
  };
  const consent = random.chance(0.22);
  if (consent) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const c = (where[N.euCountry] ?? where[N.eeuCountry] ?? 'it') as string;
    Object.assign(values, {
      [N.consent]: true,
      [N.name]: `${first} ${last}`,
      [N.email]:
        `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `${random.int(1, 999)}@example.com`,
      ...(random.chance(0.5) ? { [N.phone]: `+39 3${random.digits(2)} ${random.digits(7)}` } : {}),
      [N.lang]: LANG_OF[c] ?? (where[N.countryKind] === 'it' ? 'it' : 'en'),
    });
  }
  return { values, consent };
}

function tallyValues(random: Random): Record<string, unknown> {
  const rows = Array.from({ length: random.chance(0.7) ? 1 : random.int(2, 3) }, () => {
    const people = PARTY.pick(random);
    return { ...country(random, 'np'), np_gruppo: groupType(random, people), np_persone: people };
  });
  return { [N.notProfiled]: rows };
}

/**
 * Deterministic, realistic visitor profiles (the same seed gives the same rows): visits by season
 * (summer, Easter, Christmas, weekends), during opening hours; about 55 % Italians with the regions
 * weighted, then EU and extra-EU countries; parties of 1–6, mostly couples; 12 % not profiled (a
 * desk's quick tally), 5 % from the kiosk, 22 % leaving their contact with consent, some with
 * favourites. Yields in visit order per office draw, so a million never sit in memory.
 */
export function* generateProfiles(opts: DemoProfilesOptions): Generator<ProfileSeedRow> {
  const random = new Random(opts.seed ?? 15);
  const first = Date.UTC(opts.from.getUTCFullYear(), opts.from.getUTCMonth(), opts.from.getUTCDate());
  const days: [number, number][] = [];
  for (let t = first; t <= opts.to.getTime(); t += DAY) days.push([t, dayWeight(new Date(t))]);
  if (!days.length || !opts.offices.length) return;
  const dayPicker = new WeightedPicker(days);
  const officePicker = new WeightedPicker(opts.offices.map((o) => [o, o.weight ?? 1] as const));
  const pool = opts.favouritePool ?? [];
  const favouriteShare = pool.length ? (opts.favouriteShare ?? 0.04) : 0;
  const limit = opts.to.getTime();
  // Visits are drawn per day and then sorted within chunks, so codes mostly follow visit order.
  for (let done = 0; done < opts.count;) {
    const n = Math.min(5000, opts.count - done);
    const batch: ProfileSeedRow[] = [];
    for (let i = 0; i < n; i += 1) {
      const office = officePicker.pick(random);
      const t = Math.min(
        dayPicker.pick(random) + HOURS.pick(random) * 3_600_000 + random.int(0, 3599) * 1000,
        limit,
      );
      const visitedAt = new Date(t).toISOString();
      const kiosk = random.chance(0.05);
      const notProfiled = !kiosk && random.chance(0.12);
      const operatorId = kiosk || !office.operatorIds.length ? null : random.pick(office.operatorIds);
      if (notProfiled) {
        batch.push({
          officeId: office.id,
          operatorId,
          profiled: 'not_profiled',
          source: 'desk',
          values: tallyValues(random),
          visitedAt,
        });
        continue;
      }
      const { values, consent } = profiledValues(random);
      const favourites = random.chance(favouriteShare)
        ? random.some(pool, random.int(2, 6)).map((e) => ({ ...e }))
        : undefined;
      batch.push({
        officeId: office.id,
        operatorId,
        profiled: 'profiled',
        source: kiosk ? 'kiosk' : 'desk',
        values,
        consentAt: consent ? visitedAt : null,
        visitedAt,
        ...(favourites ? { favourites } : {}),
      });
    }
    batch.sort((a, b) => (a.visitedAt < b.visitedAt ? -1 : a.visitedAt > b.visitedAt ? 1 : 0));
    yield* batch;
    done += n;
  }
}
