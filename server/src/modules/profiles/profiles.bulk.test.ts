import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup } from '../../../test/factories.js';
import { insertProfiles } from './index.js';
import { generateProfiles } from '../../seed/profiles-generator.js';

describe('insertProfiles and the demo generator', () => {
  let t: TestApp;
  let fi: { id: number };
  let si: { id: number };
  beforeAll(async () => {
    t = await buildTestApp();
    fi = await createTestGroup(t.db, { name: 'IAT Bulk Uno', kind: 'iat' });
    si = await createTestGroup(t.db, { name: 'IAT Bulk Due', kind: 'iat' });
  });
  afterAll(() => t.close());

  const opts = () => ({
    count: 3000,
    offices: [
      { id: fi.id, operatorIds: [], weight: 2 },
      { id: si.id, operatorIds: [] },
    ],
    from: new Date('2024-11-01T00:00:00Z'),
    to: new Date('2026-10-31T23:59:59Z'),
    seed: 7,
  });

  it('generates the same realistic rows for the same seed', () => {
    const a = [...generateProfiles(opts())];
    const b = [...generateProfiles(opts())];
    expect(a).toEqual(b);
    expect(a).toHaveLength(3000);
    const profiled = a.filter((r) => r.profiled === 'profiled');
    const italians = profiled.filter((r) => r.values.profilo_paese === 'it').length / profiled.length;
    expect(italians).toBeGreaterThan(0.48);
    expect(italians).toBeLessThan(0.62);
    const notProfiled = a.filter((r) => r.profiled === 'not_profiled').length / a.length;
    expect(notProfiled).toBeGreaterThan(0.05);
    // Summer beats winter: August against January, both years.
    const month = (m: string) => a.filter((r) => r.visitedAt.slice(5, 7) === m).length;
    expect(month('08')).toBeGreaterThan(month('01') * 3);
    const twos = profiled.filter((r) => r.values.profilo_numero_persone === 2).length;
    expect(twos / profiled.length).toBeGreaterThan(0.35);
  });

  it('inserts in bulk with codes, statistics columns and interests', async () => {
    const rows = [...generateProfiles(opts())];
    const { inserted, ids } = await insertProfiles(t.db, rows);
    expect(inserted).toBe(3000);
    expect(ids).toHaveLength(3000);
    const codes = await t.db.selectFrom('profiles').select(['code', 'officeId']).execute();
    // Both offices have the same prefix: their codes still never repeat.
    expect(new Set(codes.map((c) => c.code)).size).toBe(3000);
    expect(codes[0]!.code).toMatch(/^[A-Z]{2}-20\d\d-\d{6}$/);
    const people = await t.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.sum<number>('people').as('n'))
      .executeTakeFirstOrThrow();
    const expected = rows.reduce((s, r) => {
      if (r.profiled === 'profiled') return s + (r.values.profilo_numero_persone as number);
      return (
        s + (r.values.notProfiledValues as { np_persone: number }[]).reduce((x, y) => x + y.np_persone, 0)
      );
    }, 0);
    expect(Number(people.n)).toBe(expected);
    const interests = await t.db
      .selectFrom('profileInterests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const wanted = rows.reduce(
      (s, r) => s + ((r.values.profilo_interessi as string[] | undefined)?.length ?? 0),
      0,
    );
    expect(Number(interests.n)).toBe(wanted);
    // Contact data only with consent, apart from the statistics.
    const withContact = await t.db
      .selectFrom('profiles')
      .select(['valuesJson', 'contactJson', 'consentAt'])
      .where('contactJson', 'is not', null)
      .execute();
    expect(withContact.length).toBeGreaterThan(300);
    for (const p of withContact) {
      expect(p.consentAt).not.toBeNull();
      expect(p.valuesJson).not.toContain('contatti_email');
    }
    // Counters follow, so the next bulk insert continues the codes.
    await insertProfiles(t.db, [
      { officeId: fi.id, profiled: 'not_profiled', values: {}, visitedAt: '2026-10-31T10:00:00.000Z' },
    ]);
    const last = await t.db
      .selectFrom('profiles')
      .select(['code', 'people'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const counter = await t.db
      .selectFrom('profileCodeCounters')
      .select('last')
      .where('prefix', '=', last.code.slice(0, 2))
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    expect(last.code.endsWith(String(counter.last).padStart(6, '0'))).toBe(true);
    expect(last.people).toBe(1);
  });
});
