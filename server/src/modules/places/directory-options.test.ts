import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';

describe('options lookups of groups and users', () => {
  let t: TestApp;
  let admin: Agent;
  let operator: Agent;
  beforeAll(async () => {
    t = await buildTestApp();
    await createTestGroup(t.db, { slug: 'iat-forli', name: 'IAT Forlì', kind: 'iat' });
    await createTestGroup(t.db, {
      slug: 'redazione-portale',
      name: 'Redazione del portale',
      kind: 'redazione',
    });
    await createTestGroup(t.db, {
      slug: 'hotel-forlimpopoli',
      name: 'Hotel Forlimpopoli',
      kind: 'structure',
    });
    await createTestGroup(t.db, { slug: 'pro-loco-forli', name: 'Pro Loco di Forlì', kind: 'board' });
    await createTestGroup(t.db, {
      slug: 'casale-in-attesa',
      name: 'Casale Forlivese',
      kind: 'structure',
      status: 0,
    });
    const adminUser = await createTestUser(t.db, { role: 'admin', fullName: 'Niccolò Ammannati' });
    const operatorUser = await createTestUser(t.db, { role: 'operator', fullName: 'Operatore Sportello' });
    await createTestUser(t.db, { username: 'giulia.nicolai', fullName: 'Giulia Nicolai' });
    await createTestUser(t.db, { username: 'nico.attesa', fullName: 'Nicola In Attesa', status: 0 });
    admin = new Agent(t.app);
    await admin.login(adminUser.username);
    operator = new Agent(t.app);
    await operator.login(operatorUser.username);
  });
  afterAll(() => t.close());

  const options = async (agent: Agent, source: string, params: Record<string, string> = {}) => {
    const res = await agent.get(`/api/options/${source}.json?${new URLSearchParams(params)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.data.data.data as { label: string; value: string; info?: string }[];
  };

  it('lists visible groups, prefix matches first, accents ignored, with the kind as info', async () => {
    expect(await options(operator, 'groups', { search: 'forli' })).toEqual([
      { label: 'Hotel Forlimpopoli', value: 'hotel-forlimpopoli', info: 'Struttura ricettiva' },
      { label: 'IAT Forlì', value: 'iat-forli', info: 'Ufficio IAT' },
      { label: 'Pro Loco di Forlì', value: 'pro-loco-forli', info: 'Ente turistico' },
    ]);
    const iat = await options(operator, 'groups', { search: 'iat' });
    expect(iat[0]?.value).toBe('iat-forli');
  });

  it('filters groups by kind', async () => {
    const found = await options(operator, 'groups', { kind: 'board,redazione' });
    expect(found.map((g) => g.value)).toEqual(['pro-loco-forli', 'redazione-portale']);
    const offices = await options(operator, 'groups', { kind: 'iat', search: 'forl' });
    expect(offices.map((g) => g.value)).toEqual(['iat-forli']);
    const bad = await operator.get('/api/options/groups.json?kind=iat,pianeta');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.kind).toMatch(/^Tipo di gruppo non valido: pianeta \(ammessi: admin,/);
  });

  it('lists active users for an administrator, by name or username, accents ignored', async () => {
    const found = await options(admin, 'users', { search: 'nic' });
    expect(found.map((u) => u.label)).toEqual(['Niccolò Ammannati', 'Giulia Nicolai']);
    expect(found[1]).toEqual({ label: 'Giulia Nicolai', value: 'giulia.nicolai', info: 'giulia.nicolai' });
    expect(await options(admin, 'users', { search: 'niccolo' })).toHaveLength(1);
    expect(await options(admin, 'users', { search: '%' })).toEqual([]);
  });

  it('refuses the list of users to anyone else', async () => {
    const res = await operator.get('/api/options/users.json?search=nic');
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('forbidden');
  });
});
