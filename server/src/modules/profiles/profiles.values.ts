import { CONTACT_PREFIX, PROFILE_NODES as N, type CountryKind, type Profiled } from '@sportello/contracts';

type Values = Record<string, unknown>;

const isRecord = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Empty values stripped (spec 2 §4): null, blank text, empty arrays and objects go, through groups
 * and rows; 0 and false are values and stay. A row left empty goes too.
 */
export function stripEmpty(values: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    const kept = stripValue(value);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

function stripValue(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map(stripValue).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (isRecord(value)) {
    const inner = stripEmpty(value);
    return Object.keys(inner).length ? inner : undefined;
  }
  return value;
}

/** The country nodes of the profile form, and of one row of the not-profiled tally. */
interface CountryNodes {
  kind: string;
  eu: string;
  eeu: string;
  region: string;
}
const PROFILE_COUNTRY: CountryNodes = {
  kind: N.countryKind,
  eu: N.euCountry,
  eeu: N.eeuCountry,
  region: N.region,
};
const TALLY_COUNTRY: CountryNodes = {
  kind: 'np_paese',
  eu: 'np_eu_paese',
  eeu: 'np_eeu_paese',
  region: 'np_regione',
};

/**
 * Country logic on save (spec 2 §4): it keeps the region and drops both countries; eu keeps the EU
 * country and drops the extra-EU one and the region; eeu the other way round; no kind drops all.
 */
function applyCountry(values: Values, nodes: CountryNodes): Values {
  const out = { ...values };
  const kind = out[nodes.kind];
  if (kind !== 'it') delete out[nodes.region];
  if (kind !== 'eu') delete out[nodes.eu];
  if (kind !== 'eeu') delete out[nodes.eeu];
  return out;
}

/**
 * What a profile stores: empty values stripped, the country logic applied (in each tally row of a
 * not-profiled entry too), and on not-profiled entries the number of people at least 1.
 */
export function normalizeProfileValues(profiled: Profiled, values: Values): Values {
  let out = applyCountry(stripEmpty(values), PROFILE_COUNTRY);
  const rows = out[N.notProfiled];
  if (Array.isArray(rows)) {
    out[N.notProfiled] = rows.filter(isRecord).map((row) => applyCountry(row, TALLY_COUNTRY));
  }
  if (profiled === 'not_profiled') {
    const people = out[N.people];
    if (typeof people !== 'number' || people < 1) out = { ...out, [N.people]: tallyPeople(out) || 1 };
  }
  return out;
}

/** Contact data (contatti_*) apart from the statistical values; the consent flag stays with the values. */
export function splitContact(values: Values): { values: Values; contact: Values | null } {
  const stats: Values = {};
  const contact: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith(CONTACT_PREFIX) && key !== N.consent) contact[key] = value;
    else stats[key] = value;
  }
  return { values: stats, contact: Object.keys(contact).length ? contact : null };
}

export interface ProfileStats {
  countryKind: CountryKind | null;
  country: string | null;
  region: string | null;
  people: number;
  interests: string[];
}

const asKind = (v: unknown): CountryKind | null => (v === 'it' || v === 'eu' || v === 'eeu' ? v : null);
const asText = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const asCount = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.floor(v) : 0);

function tallyPeople(values: Values): number {
  const rows = values[N.notProfiled];
  return Array.isArray(rows)
    ? rows.filter(isRecord).reduce((s, r) => s + Math.max(asCount(r.np_persone), 1), 0)
    : 0;
}

function countryOf(values: Values, nodes: CountryNodes) {
  const kind = asKind(values[nodes.kind]);
  const country =
    kind === 'it'
      ? 'it'
      : kind === 'eu'
        ? asText(values[nodes.eu])
        : kind === 'eeu'
          ? asText(values[nodes.eeu])
          : null;
  return { countryKind: kind, country, region: kind === 'it' ? asText(values[nodes.region]) : null };
}

/**
 * The statistics columns of a profile. A not-profiled tally counts everyone in its rows; its
 * country is that of its largest row (the first on a tie), since one profile has one country —
 * a desk that wants each nationality counted apart records one tally row per profile.
 */
export function statsOf(profiled: Profiled, values: Values): ProfileStats {
  const interests = Array.isArray(values[N.interests])
    ? [
        ...new Set(
          (values[N.interests] as unknown[]).filter((v): v is string => typeof v === 'string' && v !== ''),
        ),
      ]
    : [];
  const rows = Array.isArray(values[N.notProfiled])
    ? (values[N.notProfiled] as unknown[]).filter(isRecord)
    : [];
  if (profiled === 'not_profiled' && rows.length) {
    const largest = rows.reduce((best, row) =>
      asCount(row.np_persone) > asCount(best.np_persone) ? row : best,
    );
    return { ...countryOf(largest, TALLY_COUNTRY), people: Math.max(tallyPeople(values), 1), interests };
  }
  return { ...countryOf(values, PROFILE_COUNTRY), people: Math.max(asCount(values[N.people]), 1), interests };
}
