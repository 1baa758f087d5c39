import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { FORM_TYPES } from '@sportello/contracts';
import { dataOf, groupBySlug, submit, templateOf, userByUsername } from './forms.test-kit.js';

describe('/api/forms/{formType}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  it('serves a template for every form type to an admin, each naming its own form type', async () => {
    const admin = await signIn(t, 'admin');
    for (const formType of FORM_TYPES) {
      const res = await templateOf(admin, formType);
      expect(res.statusCode, formType).toBe(200);
      expect(res.data.data.formType).toBe(formType);
      expect(res.data.data.labels.error).toBeTruthy();
      expect(res.data.data).not.toHaveProperty('server');
    }
  });

  it('answers data.json with {} for the forms that load no record', async () => {
    const admin = await signIn(t, 'admin');
    for (const formType of [
      'accreditation',
      'change-password',
      'group-create',
      'user-create',
      'api-configuration',
    ]) {
      const res = await dataOf(admin, formType);
      expect(res.statusCode, formType).toBe(200);
      expect(res.data.data).toEqual({});
    }
    expect((await dataOf(new Agent(t.app), 'temporary-register')).data.data).toEqual({});
  });

  it('answers 404 "Modulo non trovato" for an unknown form type, on every call', async () => {
    const admin = await signIn(t, 'admin');
    for (const res of [
      await templateOf(admin, 'questionario'),
      await dataOf(admin, 'constructor'),
      await submit(admin, '__proto__', {}),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.data.message).toBe('Modulo non trovato');
    }
  });

  it('checks who calls before reading the payload', async () => {
    const stranger = new Agent(t.app);
    const res = await stranger.post('/api/forms/user-settings', { values: 'nonsense' });
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('auth_required');
    const bad = await (await signIn(t, 'operatore')).post('/api/forms/user-settings', { values: 'nonsense' });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses an operator data.json of another user's or a group's record (403 forbidden); their own settings only", async () => {
    const operator = await signIn(t, 'operatore');
    const admin = await userByUsername(t, 'admin');
    const siena = await groupBySlug(t, 'iat-siena');
    for (const [formType, id] of [
      ['user-edit', admin.id],
      ['group-edit', siena.id],
    ] as const) {
      const res = await dataOf(operator, formType, 'make-iat', id);
      expect(res.statusCode, formType).toBe(403);
      expect(res.data.code).toBe('forbidden');
      expect(res.data).not.toHaveProperty('data');
    }
    // user-settings loads the caller's own account, whatever id the page names.
    const own = await dataOf(operator, 'user-settings', 'make-iat', admin.id);
    expect(own.statusCode).toBe(200);
    expect(own.data.data.username).toBe('operatore');
    expect(JSON.stringify(own.data.data)).not.toContain(admin.email);
  });

  it('refuses a submission without the CSRF header', async () => {
    const agent = await signIn(t, 'operatore');
    const res = await agent.post('/api/forms/change-password?env=make-iat', { values: {} }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('csrf');
  });

  it('serves the stored template: a board edit with a higher version is what the form shows and checks', async () => {
    const row = await t.db
      .selectFrom('templates')
      .select('body')
      .where('kind', '=', 'form')
      .where('key', '=', 'user-settings')
      .executeTakeFirstOrThrow();
    const body = JSON.parse(row.body);
    body.fields[1].validators.push({
      type: 'regex',
      expression: '@comune\\.siena\\.example$',
      message: "E-mail: usa l'indirizzo del Comune",
    });
    await t.db
      .updateTable('templates')
      .set({ body: JSON.stringify(body), version: 50 })
      .where('kind', '=', 'form')
      .where('key', '=', 'user-settings')
      .execute();
    const agent = await signIn(t, 'operatore.siena');
    const template = await templateOf(agent, 'user-settings');
    expect(template.data.data.fields[1].validators).toContainEqual(
      expect.objectContaining({ message: "E-mail: usa l'indirizzo del Comune" }),
    );
    const res = await submit(agent, 'user-settings', { username: 'operatore.siena', email: 'f@example.org' });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({ email: "E-mail: usa l'indirizzo del Comune" });
  });
});
