import { searchKey, type GeocodeResult } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { placesByNames, placesByPostalCode, placesByPrefix, type GazetteerPlace } from './geocode.repo.js';

/**
 * The offline geocoder: an Italian address is placed at the centre of its municipality, found by
 * postal code (five digits) and/or by the municipality's name anywhere in the text (accents and
 * case ignored). What is left of the text once the postal code, the name and the province are
 * taken out is the street, kept in the address the editor stores.
 */

/** A word of the typed text: its search key and where it sits in the text. */
interface Word {
  key: string;
  start: number;
  end: number;
}

/** Where a municipality's name was found: words [from, to) of the text. */
interface Found {
  place: GazetteerPlace;
  from: number;
  to: number;
  /** Not right after a street word ("Via Roma", "Piazza del Campo"): a place, not a street. */
  strong: boolean;
  /** The province's abbreviation follows the name ("Siena SI", "Siena (SI)"). */
  province: boolean;
}

/** The longest municipality name in words ("Castelnuovo di Val di Cecina", "Trinità d'Agultu e Vignola"). */
const MAX_NAME_WORDS = 7;
/** A candidate list larger than any answer, so the ranking sees every place of a postal code. */
const POSTAL_CANDIDATES = 50;

/** Words after which a name is a street's, not the place's: "Via Roma", "Piazza del Campo". */
const STREET_WORDS = new Set([
  'via',
  'viale',
  'vle',
  'piazza',
  'p',
  'pza',
  'piazzale',
  'piazzetta',
  'corso',
  'largo',
  'vicolo',
  'strada',
  'localita',
  'loc',
  'borgo',
  'lungarno',
  'lungomare',
  'contrada',
  'salita',
  'rione',
  'ponte',
  'porta',
  'di',
  'del',
  'della',
  'dello',
  'dei',
  'degli',
  'delle',
  'da',
  'dal',
  'dalla',
  'al',
  'alla',
  'ai',
  'alle',
]);
const COUNTRY_WORDS = new Set(['italia', 'italy']);

export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const m of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const key = searchKey(m[0]);
    if (key) words.push({ key, start: m.index, end: m.index + m[0].length });
  }
  return words;
}

const isDigits = (key: string) => /^\d+$/.test(key);

/** Every run of up to MAX_NAME_WORDS words without digits, as a search key. */
function nameCandidates(words: Word[]): Map<string, [number, number][]> {
  const runs = new Map<string, [number, number][]>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= MAX_NAME_WORDS && i + n <= words.length; n++) {
      if (isDigits(words[i + n - 1]!.key)) break;
      const key = words
        .slice(i, i + n)
        .map((w) => w.key)
        .join(' ');
      runs.set(key, [...(runs.get(key) ?? []), [i, i + n]]);
    }
  }
  return runs;
}

/** Best first: a place over a street's name, the province named, later in the text, longer. */
const byRank = (a: Found, b: Found) =>
  Number(b.strong) - Number(a.strong) ||
  Number(b.province) - Number(a.province) ||
  b.to - a.to ||
  b.to - b.from - (a.to - a.from);

async function namesIn(db: Db, words: Word[]): Promise<Found[]> {
  const runs = nameCandidates(words);
  if (!runs.size) return [];
  const keys = [...runs.keys()];
  const places: GazetteerPlace[] = [];
  // Keep each IN list short enough for any engine's parameter limit.
  for (let i = 0; i < keys.length; i += 500)
    places.push(...(await placesByNames(db, keys.slice(i, i + 500))));
  const found: Found[] = [];
  for (const place of places) {
    // The last time the name appears: an address names its place at the end.
    const spans = runs.get(place.nameSearch) ?? [];
    const [from, to] = spans[spans.length - 1]!;
    const before = words[from - 1]?.key;
    found.push({
      place,
      from,
      to,
      strong: !before || !STREET_WORDS.has(before),
      province: words[to]?.key === place.provinceCode.toLowerCase(),
    });
  }
  // A name inside a longer one ("Sesto" in "Sesto Fiorentino") is not a place of its own.
  const kept = found.filter(
    (f) => !found.some((g) => g !== f && g.from <= f.from && g.to >= f.to && g.to - g.from > f.to - f.from),
  );
  const strong = kept.filter((f) => f.strong);
  return (strong.length ? strong : kept).sort(byRank);
}

/** The street: the text without the postal code, the place's name, its province and the country. */
function streetOf(text: string, words: Word[], cut: number[]): string {
  let out = '';
  let at = 0;
  const spans = cut
    .map((i) => words[i]!)
    .sort((a, b) => a.start - b.start)
    .map((w) => [w.start, w.end] as const);
  for (const [start, end] of spans) {
    out += text.slice(at, start);
    at = end;
  }
  out += text.slice(at);
  return out
    .replace(/\(\s*\)/g, ' ')
    .split(/[,;]/)
    .map((part) =>
      part
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[-–—:]+|[-–—:]+$/g, '')
        .trim(),
    )
    .filter(Boolean)
    .join(', ');
}

function resultOf(
  text: string,
  words: Word[],
  place: GazetteerPlace,
  span: [number, number] | null,
  cap: number | null,
): GeocodeResult {
  const codes = place.postalCodes.split(' ').filter(Boolean);
  const typedCap = cap !== null ? words[cap]!.key : null;
  const postal = typedCap && codes.includes(typedCap) ? typedCap : codes.length === 1 ? codes[0]! : '';
  const cut: number[] = [];
  if (cap !== null) cut.push(cap);
  if (span) {
    for (let i = span[0]; i < span[1]; i++) cut.push(i);
    if (words[span[1]]?.key === place.provinceCode.toLowerCase()) cut.push(span[1]);
  }
  const last = words.length - 1;
  if (last >= 0 && COUNTRY_WORDS.has(words[last]!.key) && !cut.includes(last)) cut.push(last);
  const street = streetOf(text, words, cut);
  const town = postal ? `${postal} ${place.name}` : place.name;
  const address = street ? `${street}, ${town}` : town;
  return { label: `${address} (${place.provinceCode})`, address, lat: place.lat, lng: place.lng };
}

/**
 * The places an address may be at, best first: with a postal code, the municipalities it serves
 * (the one also named first, or only it); otherwise the municipalities named; failing those, the
 * names that begin with the last words typed (an address being typed). Empty when nothing fits.
 */
export async function gazetteerSearch(db: Db, text: string, limit: number): Promise<GeocodeResult[]> {
  const words = wordsOf(text);
  if (!words.length) return [];
  let cap: number | null = null;
  for (let i = words.length - 1; i >= 0; i--)
    if (/^\d{5}$/.test(words[i]!.key)) {
      cap = i;
      break;
    }

  const named = await namesIn(db, words);
  let picked: { place: GazetteerPlace; span: [number, number] | null }[] = [];
  if (cap !== null) {
    const served = await placesByPostalCode(db, words[cap]!.key, POSTAL_CANDIDATES);
    const servedIds = new Set(served.map((p) => p.istatCode));
    const both = named.filter((f) => servedIds.has(f.place.istatCode));
    if (both.length) picked = both.map((f) => ({ place: f.place, span: [f.from, f.to] }));
    else {
      // "53100 Sie": the words after the postal code begin the town's name, still being typed.
      const tail = words
        .slice(cap + 1)
        .map((w) => w.key)
        .join(' ');
      const typing = (place: GazetteerPlace) => tail !== '' && place.nameSearch.startsWith(tail);
      const span: [number, number] = [cap + 1, words.length];
      picked = [
        ...served.filter(typing).map((place) => ({ place, span })),
        ...served.filter((place) => !typing(place)).map((place) => ({ place, span: null })),
      ];
    }
  }
  if (!picked.length) picked = named.map((f) => ({ place: f.place, span: [f.from, f.to] }));
  if (!picked.length) picked = await typedPrefix(db, words, limit);

  const seen = new Set<string>();
  const results: GeocodeResult[] = [];
  for (const { place, span } of picked) {
    if (seen.has(place.istatCode)) continue;
    seen.add(place.istatCode);
    results.push(resultOf(text, words, place, span, cap));
    if (results.length >= limit) break;
  }
  return results;
}

/**
 * The municipalities whose names begin with the last one to three words ("…, 12 Sie" → Siena),
 * unless they follow a street word.
 */
async function typedPrefix(
  db: Db,
  words: Word[],
  limit: number,
): Promise<{ place: GazetteerPlace; span: [number, number] }[]> {
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const tail = words.slice(words.length - n);
    if (tail.some((w) => isDigits(w.key))) continue;
    // "Piazza del Campo" is a street being typed, not a place.
    const before = words[words.length - n - 1]?.key;
    if (before && STREET_WORDS.has(before)) continue;
    const key = tail.map((w) => w.key).join(' ');
    if (key.length < 3) continue;
    const places = await placesByPrefix(db, key, limit);
    if (places.length)
      return places.map((place) => ({ place, span: [words.length - n, words.length] as [number, number] }));
  }
  return [];
}
