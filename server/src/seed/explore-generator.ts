import {
  AssetInput,
  EXPLORE_LOCALES,
  PLACE_KINDS,
  type AssetTexts,
  type AssetType,
  type ExploreLocale,
  type PlaceKind,
} from '@sportello/contracts';
import type { Ctx, Draft, Towns } from './explore-common.js';
import { accommodation, alloggio } from './explore-gen-stay.js';
import { producer, restaurant, shop, vetrina } from './explore-gen-food.js';
import { prodottoArtigianale, prodottoTurismo } from './explore-gen-products.js';
import { ricetta } from './explore-gen-recipes.js';
import { attraction, event, idea, offer, tour } from './explore-gen-visit.js';
import { itinerario, itinerarioBike } from './explore-gen-routes.js';
import { autore, destination, googlePlace, office } from './explore-gen-services.js';
import { Random, WeightedPicker } from './explore-random.js';
import { distanceKm, scatter, type Town } from './explore-towns.js';

/**
 * The generated Tuscan catalogue (demo seed, benchmark data, tests): realistic assets of every type
 * in ASSET_TYPES — every kind of Google place too — spread over Tuscany's municipalities by weight,
 * a few hundred metres from their town's centre, written in Italian and, for a good share, in
 * English, French, German and Spanish. Deterministic: the same count, seed, towns and day give the
 * same assets; each one is parsed by the AssetInput contract before it is handed back.
 */

type Builder = (ctx: Ctx, nth: number) => Draft;

/** What each slot makes and how much of the catalogue it is (per thousand, roughly). */
const SLOTS: readonly (readonly [string, Builder, number])[] = [
  ['accommodation', accommodation, 130],
  ['alloggio', alloggio, 50],
  ['restaurant', restaurant, 110],
  ['attraction', attraction, 100],
  ['evento_turismo', event, 90],
  ['offerta_turismo', offer, 50],
  ['itinerario_turismo', itinerario, 30],
  ['itinerario_bike_turismo', itinerarioBike, 25],
  ['tour', tour, 20],
  ['idea', idea, 12],
  ['ricetta', ricetta, 20],
  ['prodotto_turismo', prodottoTurismo, 20],
  ['prodottoArtigianale', prodottoArtigianale, 12],
  ['producer', producer, 45],
  ['shop', shop, 40],
  ['vetrina', vetrina, 30],
  ['autore', autore, 30],
  ['office', office, 8],
  ['destination', destination, 4],
  ...PLACE_KINDS.map(
    (kind) =>
      [
        `google_place:${kind}`,
        (ctx: Ctx, nth: number) => googlePlace(ctx, kind as PlaceKind, nth),
        14,
      ] as const,
  ),
];

/** Besides Italian, the share of assets written in each language. */
const LANGUAGE_SHARE: Record<Exclude<ExploreLocale, 'it'>, number> = { en: 0.7, de: 0.45, fr: 0.4, es: 0.35 };
/** The share of assets withdrawn (status 2): a list that holds one shows it with its red label. */
const DELETED_SHARE = 0.012;

export interface GenerateOptions {
  /** The day events and offers are placed around (default: today). */
  today?: Date;
  /** The prefix of the source ids (default "gen-{seed}"). */
  prefix?: string;
}

function townIndex(all: readonly Town[]): Towns {
  const picker = new WeightedPicker(all.map((t) => [t, t.weight] as const));
  const byName = new Map(all.map((t) => [t.name, t]));
  const nearest = new Map<string, Town[]>();
  return {
    all,
    byName,
    pick: (r) => picker.pick(r),
    near(town, n) {
      let list = nearest.get(town.istat);
      if (!list) {
        list = all.filter((t) => t !== town).sort((a, b) => distanceKm(town, a) - distanceKm(town, b));
        nearest.set(town.istat, list);
      }
      return list.slice(0, n);
    },
  };
}

function textsOf(
  draft: Draft,
  locales: readonly ExploreLocale[],
): Partial<Record<ExploreLocale, AssetTexts>> {
  const optional = (name: 'subtitle' | 'info' | 'price' | 'profession', k: ExploreLocale) =>
    draft[name] ? { [name]: draft[name][k] } : {};
  return Object.fromEntries(
    locales.map((k) => [
      k,
      {
        title: draft.title[k],
        text: draft.text[k],
        fulltext: draft.fulltext[k],
        ...optional('subtitle', k),
        ...optional('info', k),
        ...optional('price', k),
        ...optional('profession', k),
      },
    ]),
  );
}

function localesFor(r: Random, draft: Draft): ExploreLocale[] {
  const chosen = EXPLORE_LOCALES.filter(
    (k) => k === 'it' || r.chance(LANGUAGE_SHARE[k as Exclude<ExploreLocale, 'it'>]),
  );
  return draft.locales ? chosen.filter((k) => draft.locales!.includes(k)) : chosen;
}

/** The assets one by one, for loads too big to hold at once (the benchmark's 100,000). */
export function* streamAssets(
  count: number,
  seed: number,
  towns: readonly Town[],
  options: GenerateOptions = {},
): Generator<AssetInput> {
  const r = new Random(seed);
  const index = townIndex(towns);
  const today = new Date(`${(options.today ?? new Date()).toISOString().slice(0, 10)}T00:00:00Z`);
  const prefix = options.prefix ?? `gen-${seed}`;
  const slots = new WeightedPicker(SLOTS.map((s) => [s, s[2]] as const));
  const made = new Map<string, number>();
  const titles = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    // Every slot once first, so even a small catalogue holds every type.
    const slot = i < SLOTS.length ? SLOTS[i]! : slots.pick(r);
    const nth = made.get(slot[0]) ?? 0;
    made.set(slot[0], nth + 1);
    let draft: Draft;
    let town: Town;
    // A name already used in the same town is drawn again (a few times at most).
    for (let attempt = 0; ; attempt += 1) {
      town = index.pick(r);
      draft = slot[1]({ r, town, towns: index, today }, nth);
      const key = `${draft.type}|${draft.title.it}|${(draft.town ?? town).istat}`;
      if (!titles.has(key) || attempt >= 4) {
        titles.add(key);
        break;
      }
    }
    const home = draft.town ?? town;
    const status = r.chance(DELETED_SHARE) ? 2 : (draft.status ?? 0);
    yield AssetInput.parse({
      sourceId: `${prefix}-${String(i + 1).padStart(6, '0')}`,
      type: draft.type satisfies AssetType,
      status,
      municipality: home.istat,
      coords: draft.coords ?? [scatter(r, home)],
      ...(draft.priceFrom !== undefined ? { priceFrom: draft.priceFrom } : {}),
      ...(draft.numTappe !== undefined ? { numTappe: draft.numTappe } : {}),
      texts: textsOf(draft, localesFor(r, draft)),
      fields: draft.fields,
    });
  }
}

/** `count` generated assets (see streamAssets), parsed by AssetInput. */
export function generateAssets(
  count: number,
  seed: number,
  towns: readonly Town[],
  options: GenerateOptions = {},
): AssetInput[] {
  return [...streamAssets(count, seed, towns, options)];
}
