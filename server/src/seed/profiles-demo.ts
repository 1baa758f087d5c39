import type { Db } from '../platform/db/connect.js';
import { insertProfiles } from '../modules/profiles/index.js';
import { generateProfiles } from './profiles-generator.js';

/** About 20,000 visits over the last 24 months: what two years of Tuscan desks look like. */
export const DEMO_PROFILES = 20_000;

/** How busy each demo desk is (Florence the most); the others count 1. */
const DESK_WEIGHT: Record<string, number> = {
  'iat-firenze': 3.5,
  'iat-siena': 2,
  'iat-pisa': 2,
  'iat-lucca': 1.5,
};

/**
 * The demo offices' visitor profiles, generated (seeded, so the same every time for the same day)
 * and bulk-inserted: seasons, nationalities, parties, not-profiled tallies, kiosk entries, consented
 * contacts and, for some, favourites from the demo catalogue. Runs after the demo's transaction.
 */
export async function seedDemoProfiles(db: Db, { count = DEMO_PROFILES, now = new Date() } = {}) {
  const offices = await db
    .selectFrom('groups')
    .select(['id', 'slug'])
    .where('kind', '=', 'iat')
    .orderBy('id')
    .execute();
  const staff = await db
    .selectFrom('memberships')
    .select(['groupId', 'userId'])
    .where('role', 'in', ['operator', 'referent'])
    .where('stato', '=', 1)
    .execute();
  const assets = await db
    .selectFrom('assets')
    .innerJoin('assetTexts', (j) =>
      j.onRef('assetTexts.assetId', '=', 'assets.id').on('assetTexts.locale', '=', 'it'),
    )
    .select([
      'assets.id',
      'assets.type',
      'assets.sourceId',
      'assets.href',
      'assets.imgSrc',
      'assets.imgAlt',
      'assets.coords',
      'assetTexts.title',
      'assetTexts.subtitle',
    ])
    .where('assets.status', '=', 0)
    .where('assets.type', 'in', [
      'accommodation',
      'attraction',
      'evento_turismo',
      'itinerario_turismo',
      'restaurant',
      'ricetta',
    ])
    .orderBy('assets.id')
    .limit(120)
    .execute();
  const favouritePool = assets.map((a) => ({
    resId: a.sourceId,
    type: a.type,
    assetId: a.id,
    locale: 'it',
    title: a.title,
    valuesJson: JSON.stringify({
      subtitle: a.subtitle,
      text: '',
      info: '',
      price: '',
      img: a.imgSrc ? { src: a.imgSrc, alt: a.imgAlt ?? '' } : null,
      href: a.href,
      coords: JSON.parse(a.coords || '[]') as unknown,
    }),
  }));
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - 24);
  return insertProfiles(
    db,
    generateProfiles({
      count,
      offices: offices.map((o) => ({
        id: o.id,
        operatorIds: staff.filter((s) => s.groupId === o.id).map((s) => s.userId),
        weight: DESK_WEIGHT[o.slug] ?? 1,
      })),
      from,
      to: now,
      seed: 2026,
      favouritePool,
      favouriteShare: 0.03,
    }),
    { keepIds: false },
  );
}
