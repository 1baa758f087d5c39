import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';
import { DEMO_PASSWORD } from '../../../seed/demo-data.js';
import { submit, templateOf } from '../forms.test-kit.js';

const NEW_PASSWORD = 'Volterra-1478';

describe('form change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  it('serves the template to a signed-in user, not to a stranger', async () => {
    const res = await templateOf(await signIn(t, 'redattore'), 'change-password');
    expect(res.data.data.fields.map((f: { fieldname: string }) => f.fieldname)).toEqual([
      'currentPassword',
      'newPassword',
      'repeatPassword',
    ]);
    expect((await templateOf(new Agent(t.app), 'change-password')).data.code).toBe('auth_required');
  });

  it('wants both new fields filled and equal', async () => {
    const agent = await signIn(t, 'redattore');
    const empty = await submit(agent, 'change-password', { currentPassword: DEMO_PASSWORD });
    expect(empty.statusCode).toBe(400);
    expect(empty.data.message).toBe(
      'Le password non coincidono o non sono compilate: controlla i campi evidenziati.',
    );
    expect(empty.data.fields).toEqual({
      newPassword: 'Nuova password: campo obbligatorio',
      repeatPassword: 'Ripeti la nuova password: campo obbligatorio',
    });
    const differ = await submit(agent, 'change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      repeatPassword: 'Volterra-1479',
    });
    expect(differ.data.fields).toEqual({
      repeatPassword: 'Ripeti la nuova password: le password non coincidono',
    });
  });

  it('refuses a wrong current password on its field', async () => {
    const res = await submit(await signIn(t, 'redattore'), 'change-password', {
      currentPassword: 'sbagliata',
      newPassword: NEW_PASSWORD,
      repeatPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({ currentPassword: 'Password attuale: non corretta.' });
  });

  it('changes the password and ends every other session of the account', async () => {
    const other = await signIn(t, 'redattore');
    const agent = await signIn(t, 'redattore');
    const res = await submit(agent, 'change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      repeatPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.successMessage.title).toBe('Password aggiornata');
    expect((await agent.get('/api/app-config.json')).statusCode).toBe(200);
    expect((await other.get('/api/app-config.json')).data.code).toBe('auth_required');
    const old = await new Agent(t.app).post('/api/auth/login', {
      username: 'redattore',
      password: DEMO_PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    await new Agent(t.app).login('redattore', NEW_PASSWORD);
  });
});
