import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';
import { compiledOnce } from './compiled-once.js';
import type { Db } from './connect.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const usersOfGroup = (db: Db, groupId: number, from: number) =>
  db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.userId', 'users.id')
    .select(['users.id', 'users.fullName', 'memberships.role'])
    .where('memberships.groupId', '=', groupId)
    .where('users.id', '>=', from)
    .where('users.status', '!=', 0)
    .orderBy('users.id');

describe('compiledOnce', () => {
  it('answers every call with its own values as the query built anew would, keys in camelCase', async () => {
    const compiled = compiledOnce(usersOfGroup);
    const a = await createTestGroup(t.db, { slug: 'once-a' });
    const b = await createTestGroup(t.db, { slug: 'once-b' });
    const anna = await createTestUser(t.db, { username: 'once-anna', group: a });
    const bruno = await createTestUser(t.db, { username: 'once-bruno', group: b });
    const carla = await createTestUser(t.db, { username: 'once-carla', group: b });

    for (const [groupId, from] of [
      [a.id, 0],
      [b.id, 0],
      [b.id, carla.id],
      [b.id, carla.id + 1],
    ] as const) {
      expect(await compiled(t.db, groupId, from)).toEqual(await usersOfGroup(t.db, groupId, from).execute());
    }
    expect((await compiled(t.db, b.id, 0)).map((r) => r.id)).toEqual([bruno.id, carla.id]);
    expect(await compiled(t.db, a.id, 0)).toEqual([
      { id: anna.id, fullName: expect.any(String), role: expect.any(String) },
    ]);
  });

  it("withValues gives the statement with the call's values, as the query built anew compiles it", async () => {
    const compiled = compiledOnce(usersOfGroup);
    const statement = compiled.withValues(t.db, 4, 9);
    const anew = usersOfGroup(t.db, 4, 9).compile();
    expect(statement.sql).toBe(anew.sql);
    expect(statement.parameters).toEqual(anew.parameters);
  });

  it('refuses a value that is not a parameter of the query', async () => {
    const shaped = compiledOnce((db: Db, column: 'id' | 'email') =>
      db.selectFrom('users').select(column === 'id' ? 'id' : 'email'),
    );
    await expect(shaped(t.db, 'id')).rejects.toThrow(/value 0 is not a parameter/);
  });

  it('refuses a call whose values its build does not all declare (a default hides one)', async () => {
    const defaulted = compiledOnce((db: Db, groupId: number, from: number = 0) =>
      usersOfGroup(db, groupId, from),
    );
    await expect(defaulted(t.db, 1, 5)).rejects.toThrow(/2 values given, the query takes 1/);
  });
});
