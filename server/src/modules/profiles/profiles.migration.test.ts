import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup } from '../../../test/factories.js';
import './profiles.schema.js';

describe('profiles migration', () => {
  let t: TestApp;
  let office: { id: number };
  beforeAll(async () => {
    t = await buildTestApp();
    office = await createTestGroup(t.db, { name: 'IAT Migrazione', kind: 'iat' });
  });
  afterAll(() => t.close());

  const row = (code: string) => ({
    code,
    officeId: office.id,
    operatorId: null,
    profiled: 'profiled',
    terminalId: null,
    listId: null,
    valuesJson: '{}',
    contactJson: null,
    consentAt: null,
    visitedAt: '2026-08-01T10:00:00.000Z',
    createdAt: '2026-08-01T10:00:00.000Z',
    updatedAt: '2026-08-01T10:00:00.000Z',
    contactErasedAt: null,
    countryKind: 'it',
    country: 'it',
    region: 'toscana',
  });

  it('keeps codes unique per office and interests per profile', async () => {
    const { id } = await t.db
      .insertInto('profiles')
      .values(row('MI-2026-000001'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(t.db.insertInto('profiles').values(row('MI-2026-000001')).execute()).rejects.toThrow();
    await t.db
      .insertInto('profileInterests')
      .values({
        profileId: id,
        officeId: office.id,
        visitedAt: '2026-08-01T10:00:00.000Z',
        interest: 'arte',
        people: 1,
      })
      .execute();
    const p = await t.db
      .selectFrom('profiles')
      .select(['people', 'source'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(p).toEqual({ people: 1, source: 'desk' });
  });
});
