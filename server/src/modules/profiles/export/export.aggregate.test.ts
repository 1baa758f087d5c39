import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { insertProfiles } from '../index.js';
import { generateProfiles } from '../../../seed/profiles-generator.js';
import { exportDateHoursAgo, hoursAgo, useExportWorld } from './export.test-kit.js';

/** On the profiles module's realistic generated data: every aggregate equals a direct COUNT. */
describe('profile export aggregates on generated profiles', () => {
  const w = useExportWorld(async (world) => {
    await insertProfiles(
      world.t.db,
      generateProfiles({
        count: 3000,
        offices: [
          { id: world.siena.id, operatorIds: [] },
          { id: world.pisa.id, operatorIds: [], weight: 0.5 },
        ],
        from: new Date(Date.now() - 300 * 86_400_000),
        to: new Date(Date.now() - 60_000),
        seed: 7,
      }),
      { keepIds: false },
    );
  });
  const window = { from: exportDateHoursAgo(200 * 24), to: exportDateHoursAgo(0) };
  const fromIso = () => hoursAgo(200 * 24).slice(0, 16);

  it('by office and provenance, for the Admin group', async () => {
    const res = await w.admin.post('/api/crm/profili/aggregate', {
      ...window,
      aggregate: ['ufficio', 'profilo_paese'],
    });
    expect(res.statusCode).toBe(200);
    const direct = await w.t.db
      .selectFrom('profiles')
      .select([
        'officeId',
        'countryKind',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('people').as('p'),
      ])
      .where('visitedAt', '>=', fromIso())
      .groupBy(['officeId', 'countryKind'])
      .execute();
    const got = res.data.data.rows
      .map(
        (r: { keys: { ufficio: string; profilo_paese: string | null }; profiles: number; people: number }) =>
          [Number(r.keys.ufficio), r.keys.profilo_paese, r.profiles, r.people].join(':'),
      )
      .sort();
    expect(got).toEqual(
      direct.map((d) => [d.officeId, d.countryKind, Number(d.n), Number(d.p)].join(':')).sort(),
    );
  });

  it('by interest and by party size, for an operator of Siena', async () => {
    const res = await w.op.post('/api/crm/profili/aggregate', { ...window, aggregate: ['interessi'] });
    // Counted through profiles: the aggregate reads profile_interests alone, people included.
    const direct = await w.t.db
      .selectFrom('profileInterests')
      .innerJoin('profiles', 'profiles.id', 'profileInterests.profileId')
      .select([
        'profileInterests.interest',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('profiles.people').as('p'),
      ])
      .where('profiles.officeId', '=', w.siena.id)
      .where('profiles.visitedAt', '>=', fromIso())
      .groupBy('profileInterests.interest')
      .execute();
    expect(
      Object.fromEntries(
        res.data.data.rows.map((r: { keys: { interessi: string }; profiles: number; people: number }) => [
          r.keys.interessi,
          [r.profiles, r.people],
        ]),
      ),
    ).toEqual(Object.fromEntries(direct.map((d) => [d.interest, [Number(d.n), Number(d.p)]])));
    const sizes = await w.op.post('/api/crm/profili/aggregate', {
      ...window,
      aggregate: ['profilo_numero_persone'],
    });
    const big = await w.t.db
      .selectFrom('profiles')
      .select(sql<number>`count(*)`.as('n'))
      .where('officeId', '=', w.siena.id)
      .where('visitedAt', '>=', fromIso())
      .where('people', '>=', 5)
      .executeTakeFirstOrThrow();
    const row = sizes.data.data.rows.find(
      (r: { keys: { profilo_numero_persone: string } }) => r.keys.profilo_numero_persone === '5+',
    );
    expect(row?.profiles ?? 0).toBe(Number(big.n));
    expect(sizes.data.data.totals.profiles).toBeGreaterThan(0);
  });
});
