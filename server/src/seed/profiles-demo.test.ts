import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { seedDemoIfEmpty } from './seed.js';
import { DEMO_PROFILES, seedDemoProfiles } from './profiles-demo.js';

/** The demo's visitor profiles: two years of every demo desk, fast enough for a fresh seed per journey half. */
describe('demo visitor profiles', () => {
  let t: TestApp;
  let ms = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoIfEmpty(t.db, t.config, { profiles: false });
    const started = performance.now();
    await seedDemoProfiles(t.db);
    ms = performance.now() - started;
  });
  afterAll(() => t.close());

  it('spreads about 20,000 profiles over the last 24 months across the demo offices', async () => {
    const rows = await t.db
      .selectFrom('profiles')
      .innerJoin('groups', 'groups.id', 'profiles.officeId')
      .select(['groups.slug', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('groups.slug')
      .execute();
    const bySlug = Object.fromEntries(rows.map((r) => [r.slug, Number(r.n)]));
    expect(Object.values(bySlug).reduce((a, b) => a + b, 0)).toBe(DEMO_PROFILES);
    expect(bySlug['iat-firenze']).toBeGreaterThan(bySlug['iat-siena']!);
    expect(Object.keys(bySlug).length).toBeGreaterThanOrEqual(7);
    const oldest = await t.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.min('visitedAt').as('v'))
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(String(oldest.v))).toBeGreaterThan(700 * 86_400_000);
    const withFavourites = await t.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listId', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(withFavourites.n)).toBeGreaterThan(100);
    console.log(`demo profiles: ${DEMO_PROFILES} in ${Math.round(ms)} ms`);
  });
});
