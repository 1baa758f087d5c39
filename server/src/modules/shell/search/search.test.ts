import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { createTestUser } from '../../../../test/factories.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';

describe('GET /api/autocomplete.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  const search = async (username: string, query: string, searchType: string) => {
    const agent = await signIn(t, username);
    const qs = new URLSearchParams({ query, searchType, env: 'make-iat' });
    return agent.get(`/api/autocomplete.json?${qs}`);
  };

  it('finds a user by part of the name for an admin, case-insensitively', async () => {
    const res = await search('admin', 'MANCI', 'user');
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toEqual({
      groups: [
        {
          label: 'Utenti',
          type: 'user',
          data: [
            {
              id: expect.any(Number),
              title: 'Francesca Mancini',
              info: 'operatore.siena · IAT Siena',
              image: null,
              toVerify: false,
            },
          ],
        },
      ],
      params: { query: 'MANCI' },
      showAll: false,
    });
  });

  it('flags a pending user to verify, and finds by e-mail', async () => {
    const res = await search('admin', 'luca.ferri@', 'user');
    expect(res.data.data.groups[0].data).toEqual([
      expect.objectContaining({ title: 'Luca Ferri', info: 'nuovo.utente · IAT Pisa', toVerify: true }),
    ]);
  });

  it('puts prefix matches first, stops at 8 and offers "show all"', async () => {
    for (let i = 1; i <= 9; i++) await createTestUser(t.db, { fullName: `Tommaso Nerini ${i}` });
    await createTestUser(t.db, { fullName: 'Nerina Paoli' });
    const res = await search('admin', 'neri', 'user');
    const data = res.data.data.groups[0].data;
    expect(data).toHaveLength(8);
    expect(data[0].title).toBe('Nerina Paoli');
    expect(data[1].title).toBe('Tommaso Nerini 1');
    expect(res.data.data.showAll).toBe(true);
  });

  it('takes % and _ literally', async () => {
    const res = await search('admin', '%', 'user');
    expect(res.data.data.groups).toEqual([]);
  });

  it('gives an operator no user or group results', async () => {
    for (const type of ['user', 'group']) {
      const res = await search('operatore', 'siena', type);
      expect(res.statusCode).toBe(200);
      expect(res.data.data).toEqual({ groups: [], params: { query: 'siena' }, showAll: false });
    }
  });

  it('finds groups by city, flagging the pending one', async () => {
    const bySiena = await search('admin', 'siena', 'group');
    expect(bySiena.data.data.groups[0]).toMatchObject({ label: 'Gruppi', type: 'group' });
    expect(bySiena.data.data.groups[0].data.map((g: { title: string }) => g.title)).toEqual([
      'Hotel Bellavista Siena',
      'IAT Siena',
    ]);
    expect(bySiena.data.data.groups[0].data[1].info).toBe('Ufficio IAT · Siena');
    const pending = await search('admin', 'asciano', 'group');
    expect(pending.data.data.groups[0].data).toEqual([
      expect.objectContaining({
        title: 'Casale Le Crete',
        info: 'Struttura ricettiva · Asciano',
        toVerify: true,
      }),
    ]);
  });

  it('resets on an empty query', async () => {
    const res = await search('admin', '   ', 'user');
    expect(res.data.data).toEqual({ groups: [], params: { query: '' }, showAll: false });
  });

  it('finds nothing, honestly, for a type without a provider yet', async () => {
    const res = await search('admin', 'firenze', 'content');
    expect(res.statusCode).toBe(200);
    expect(res.data.data.groups).toEqual([]);
  });

  it('refuses without a session, and a bad type or a long query with an Italian message', async () => {
    const anonymous = await new Agent(t.app).get('/api/autocomplete.json?query=a&searchType=user');
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.data.code).toBe('auth_required');
    const badType = await search('admin', 'a', 'utenti');
    expect(badType.statusCode).toBe(400);
    expect(badType.data.code).toBe('bad_request');
    expect(badType.data.fields.searchType).toMatch(/^Opzione non valida|non valid/i);
    const long = await search('admin', 'a'.repeat(101), 'user');
    expect(long.statusCode).toBe(400);
    expect(long.data.fields.query).toBe('Ricerca: al massimo 100 caratteri');
  });

  it('lets the admin of a factory-built app search as well', async () => {
    const admin = await createTestUser(t.db, { role: 'admin', fullName: 'Beatrice Zanobini' });
    const agent = new Agent(t.app);
    await agent.login(admin.username, admin.password);
    const res = await agent.get('/api/autocomplete.json?query=zanob&searchType=user');
    expect(res.data.data.groups[0].data[0].title).toBe('Beatrice Zanobini');
  });
});
