import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';
import { DEMO_PASSWORD } from '../../../seed/demo-data.js';
import { dataOf, submit, templateOf, userByUsername } from '../forms.test-kit.js';

describe('form user-settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  it('serves the template (slug read-only) and the current values', async () => {
    const agent = await signIn(t, 'operatore.siena');
    const template = await templateOf(agent, 'user-settings');
    expect(
      template.data.data.fields.map((f: { fieldname: string; type: string }) => [f.fieldname, f.type]),
    ).toEqual([
      ['username', 'input'],
      ['email', 'input'],
      ['slug', 'readonly'],
    ]);
    const data = await dataOf(agent, 'user-settings');
    expect(data.data.data).toEqual({
      username: 'operatore.siena',
      email: 'francesca.mancini@example.org',
      slug: 'operatore-siena',
    });
  });

  it('refuses without a session', async () => {
    const stranger = new Agent(t.app);
    expect((await dataOf(stranger, 'user-settings')).data.code).toBe('auth_required');
    expect(
      (await submit(stranger, 'user-settings', { username: 'x', email: 'x@example.org' })).statusCode,
    ).toBe(403);
  });

  it('answers 400 in Italian for a bad username or e-mail', async () => {
    const res = await submit(await signIn(t, 'operatore.siena'), 'user-settings', {
      username: 'Francesca Mancini',
      email: 'francesca',
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({
      username:
        'Nome utente: da 3 a 120 caratteri tra lettere minuscole, cifre, punto, chiocciola, trattino e trattino basso',
      email: 'E-mail: indirizzo email non valido',
    });
  });

  it('refuses a username or an e-mail of another account with 409 on the field', async () => {
    const res = await submit(await signIn(t, 'operatore.siena'), 'user-settings', {
      username: 'operatore',
      email: 'Lorenzo.Guidi@example.org',
    });
    expect(res.statusCode).toBe(409);
    expect(res.data.fields).toEqual({
      username: 'Nome utente: già in uso da un altro account.',
      email: 'E-mail: già in uso da un altro account.',
    });
  });

  it('saves both; the slug follows the username whatever the browser sends', async () => {
    const agent = await signIn(t, 'operatore.siena');
    const res = await submit(agent, 'user-settings', {
      username: 'francesca.mancini',
      email: 'f.mancini@comune.siena.example',
      slug: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.message).toBe('Impostazioni salvate.');
    const user = await userByUsername(t, 'francesca.mancini');
    expect(user.email).toBe('f.mancini@comune.siena.example');
    expect((await dataOf(agent, 'user-settings')).data.data.slug).toBe('francesca-mancini');
    // The same session goes on, and the new username signs in.
    expect((await agent.get('/api/app-config.json')).data.data.user.slug).toBe('francesca-mancini');
    await new Agent(t.app).login('francesca.mancini', DEMO_PASSWORD);
  });
});
