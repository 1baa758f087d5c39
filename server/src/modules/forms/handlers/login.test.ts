import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';
import { submit, templateOf } from '../forms.test-kit.js';

/** login-modal (spec 3 §2): choose the area to accredit on, then the form of that area. */
describe('form login (the login-modal)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  it("offers the accreditation form's areas, then a new structure", async () => {
    const res = await templateOf(await signIn(t, 'operatore'), 'login');
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      title: 'Accreditamento',
      subtitle: "Scegli l'area su cui vuoi essere accreditato",
    });
    const [area] = res.data.data.fields;
    expect(area.options.map((o: { value: string; label: string }) => [o.value, o.label])).toEqual([
      ['iat', 'Ufficio IAT'],
      ['redazione', 'Redazione'],
      ['structure', 'Struttura ricettiva'],
    ]);
  });

  it('leads to the accreditation form with the area chosen, or to the new structure', async () => {
    const agent = await signIn(t, 'operatore');
    const iat = await submit(agent, 'login', { area: 'redazione' }, { env: 'make-vt' });
    expect(iat.statusCode).toBe(200);
    expect(iat.data.data).toEqual({ redirect: '/app/make-vt/accreditation?areaType=redazione' });
    const structure = await submit(agent, 'login', { area: 'structure' });
    expect(structure.data.data).toEqual({ redirect: '/app/make-iat/add-structure' });

    // The accreditation form opened from there has the area already chosen (the page's query).
    const opened = await agent.get(
      '/api/forms/accreditation/template.json?env=make-vt&url-param-areaType=redazione',
    );
    const areaType = opened.data.data.fields.find((f: { fieldname?: string }) => f.fieldname === 'areaType');
    expect(areaType.defaultValue).toBe('redazione');
    const unknown = await agent.get(
      '/api/forms/accreditation/template.json?env=make-vt&url-param-areaType=x',
    );
    expect(
      unknown.data.data.fields.find((f: { fieldname?: string }) => f.fieldname === 'areaType'),
    ).not.toHaveProperty('defaultValue');
  });

  it('refuses an area it does not offer, an empty choice and a caller without a session', async () => {
    const agent = await signIn(t, 'operatore');
    const bad = await submit(agent, 'login', { area: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields).toEqual({ area: expect.stringMatching(/^Area/) });
    const empty = await submit(agent, 'login', {});
    expect(empty.data.fields).toEqual({ area: 'Area: scegli su quale area vuoi accreditarti' });
    const anonymous = await submit(new Agent(t.app), 'login', { area: 'iat' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.data.code).toBe('auth_required');
  });
});
