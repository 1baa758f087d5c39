import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { createTestUser } from '../../../../test/factories.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';

describe('GET /api/autocomplete.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp({ catalogue: true });
  });
  afterAll(() => t.close());

  const search = async (username: string, query: string, searchType: string, env = 'make-iat') => {
    const agent = await signIn(t, username);
    const qs = new URLSearchParams({ query, searchType, env });
    return agent.get(`/api/autocomplete.json?${qs}`);
  };
  const groupsOf = (res: { data: { data: { groups: { type: string }[] } } }) =>
    res.data.data.groups.map((g) => g.type);

  it('finds a user by part of the name for an admin, case-insensitively', async () => {
    const res = await search('admin', 'MANCI', 'user');
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ params: { query: 'MANCI' }, showAll: false });
    expect(res.data.data.groups[0]).toEqual({
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

  it('gives an operator the catalogue, never users or groups, whatever the page', async () => {
    for (const type of ['explore', 'content', 'user', 'group']) {
      const res = await search('operatore', 'Siena', type);
      expect(res.statusCode).toBe(200);
      // The catalogue first; the published guides and reports the desk hands out may follow.
      expect(groupsOf(res)[0]).toBe('explore');
      // The agenda's contacts (offices, partners in Siena) follow the catalogue.
      expect(groupsOf(res).filter((g) => !['guide', 'report'].includes(g))).toEqual(['explore', 'agenda']);
      const [catalogue] = res.data.data.groups;
      expect(catalogue.label).toBe('Catalogo');
      expect(catalogue.data).toHaveLength(8);
      // Siena holds hundreds of places: the full results are offered.
      expect(catalogue.showAll).toBe(true);
      expect(res.data.data.showAll).toBe(true);
      for (const item of catalogue.data) {
        expect(item.id).toMatch(/^[A-Za-z_]+:\d+$/);
        expect(item.toVerify).toBe(false);
      }
      expect(catalogue.data.some((i: { info: string }) => i.info.includes('Siena'))).toBe(true);
    }
  });

  it('finds a catalogue item by a word of its title, with its type and town', async () => {
    const res = await search('operatore', 'duomo siena', 'explore');
    const titles = res.data.data.groups[0].data.map((i: { title: string }) => i.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.join(' | ')).toMatch(/Duomo/i);
  });

  it("puts the page's own type first, then the other types the admin may search", async () => {
    const onUsers = await search('admin', 'siena', 'user');
    expect(groupsOf(onUsers)).toEqual(['user', 'group', 'explore', 'agenda', 'content', 'guide', 'report']);
    expect(onUsers.data.data.groups[2].data.length).toBeLessThanOrEqual(4);
    const onExplore = await search('admin', 'siena', 'explore');
    expect(groupsOf(onExplore)).toEqual(['explore', 'user', 'group', 'agenda', 'content', 'guide', 'report']);
    expect(onExplore.data.data.groups[0].data).toHaveLength(8);
  });

  it('leaves out the catalogue where explore is disabled; a structure gets only what it may read', async () => {
    const vt = await search('admin', 'siena', 'content', 'make-vt');
    expect(groupsOf(vt)).toEqual(['content', 'user', 'group', 'agenda', 'guide', 'report']);
    const structure = await search('struttura', 'siena', 'content', 'make-vt');
    expect(structure.statusCode).toBe(200);
    // Its own contents and the published guides and reports: never people, groups or the catalogue.
    for (const type of groupsOf(structure)) expect(['content', 'guide', 'report']).toContain(type);
  });

  it('tells the page what each user may search (app config searchTypes)', async () => {
    const typesOf = async (username: string, env: string) => {
      const agent = await signIn(t, username);
      const res = await agent.get(`/api/app-config.json?env=${env}`);
      return res.data.data.searchTypes;
    };
    expect(await typesOf('operatore', 'make-iat')).toEqual(['explore', 'agenda', 'guide', 'report']);
    expect(await typesOf('admin', 'make-iat')).toEqual([
      'user',
      'group',
      'explore',
      'agenda',
      'content',
      'guide',
      'report',
    ]);
    expect(await typesOf('admin', 'make-vt')).toEqual([
      'user',
      'group',
      'agenda',
      'content',
      'guide',
      'report',
    ]);
    expect(await typesOf('struttura', 'make-vt')).toEqual(['content', 'guide', 'report']);
  });

  it('finds groups by city, flagging the pending one', async () => {
    const bySiena = await search('admin', 'siena', 'group');
    expect(bySiena.data.data.groups[0]).toMatchObject({ label: 'Gruppi', type: 'group', showAll: false });
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

  it('finds contents on the content page first, then the other types; none that find nothing', async () => {
    const res = await search('admin', 'firenze', 'content');
    expect(res.statusCode).toBe(200);
    // No user is called Firenze: the types that find nothing give no group.
    expect(groupsOf(res)[0]).toBe('content');
    expect(groupsOf(res)).not.toContain('user');
    expect(groupsOf(res)).toEqual(expect.arrayContaining(['group', 'explore']));
    for (const item of res.data.data.groups[0].data) expect(item.id).toEqual(expect.any(Number));
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
