import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { Agent } from '../../test/agent.js';
import { DEMO_ACCOUNTS, formatDemoAccounts, seedDemoIfEmpty } from './seed.js';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const count = async (table: 'users' | 'groups' | 'memberships' | 'apps') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses to run in production, even on an empty database', async () => {
    await expect(seedDemoIfEmpty(t.db, { ...t.config, env: 'production' })).rejects.toThrow(/produzione/);
    expect(await count('users')).toBe(0);
  });

  it('fills an empty database with Tuscan offices, structures and demo accounts', async () => {
    const accounts = await seedDemoIfEmpty(t.db, t.config);
    expect(accounts).toEqual(DEMO_ACCOUNTS);
    expect(await count('apps')).toBe(2);
    const groups = await t.db
      .selectFrom('groups')
      .select(['slug', 'name', 'kind', 'status', 'address'])
      .execute();
    expect(groups.filter((g) => g.kind === 'iat' && g.status === 1).map((g) => g.name)).toEqual(
      expect.arrayContaining([
        'IAT Firenze',
        'IAT Siena',
        'IAT Pisa',
        'IAT Lucca',
        'IAT Arezzo',
        'IAT Grosseto',
        'IAT Livorno',
      ]),
    );
    expect(groups.find((g) => g.slug === 'iat-firenze')?.address).toBe('Piazza Stazione 4, 50123 Firenze');
    expect(groups.some((g) => g.status === 4)).toBe(true);
    expect(groups.some((g) => g.status === 0)).toBe(true);
    expect(groups.find((g) => g.kind === 'redazione')?.name).toBe('Redazione Visit Tuscany');
    const usernames = accounts!.map((a) => a.username);
    for (const u of [
      'admin',
      'revisore',
      'referente',
      'redattore',
      'operatore',
      'operatore.siena',
      'struttura',
      'nuovo.utente',
    ]) {
      expect(usernames).toContain(u);
    }
    expect(formatDemoAccounts()).toMatch(
      /^Account demo \(password: demo\):\n {2}admin +Amministratore · Admin/,
    );
  });

  it('lets a demo account sign in with the password "demo"', async () => {
    const agent = new Agent(t.app);
    await agent.login('operatore', 'demo');
    const res = await agent.get('/api/app-config.json?env=make-iat');
    expect(res.data.data.user).toMatchObject({ username: 'operatore', groupName: 'IAT Firenze' });
  });

  it('does nothing the second time', async () => {
    const before = [await count('users'), await count('groups'), await count('memberships')];
    expect(await seedDemoIfEmpty(t.db, t.config)).toBeNull();
    expect([await count('users'), await count('groups'), await count('memberships')]).toEqual(before);
  });
});
