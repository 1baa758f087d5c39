import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';
import { dataOf, formsDb, submit, templateOf, userByUsername } from '../forms.test-kit.js';

describe('form new-policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  it('serves the text and says the current version is not accepted yet', async () => {
    const agent = await signIn(t, 'operatore.livorno');
    const template = await templateOf(agent, 'new-policy');
    expect(template.data.data.title).toBe('Informativa sul trattamento dei dati personali');
    expect(template.data.data).not.toHaveProperty('server');
    expect((await dataOf(agent, 'new-policy')).data.data).toEqual({
      alreadyAccepted: false,
      accept: false,
      version: '2026-11',
    });
  });

  it('refuses without a session', async () => {
    expect((await submit(new Agent(t.app), 'new-policy', { accept: true })).data.code).toBe('auth_required');
  });

  it('wants the box ticked, whatever the hidden field claims', async () => {
    const agent = await signIn(t, 'operatore.livorno');
    const unticked = await submit(agent, 'new-policy', { accept: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.data.fields).toEqual({ accept: "Per continuare devi accettare l'informativa" });
    // alreadyAccepted hides the box in the browser; sent by hand it must not stand for an acceptance.
    const tampered = await submit(agent, 'new-policy', { alreadyAccepted: true });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.data.fields).toEqual({ accept: "Per continuare devi accettare l'informativa" });
  });

  it('records the acceptance with its date once; data.json then says when', async () => {
    const agent = await signIn(t, 'operatore.livorno');
    const user = await userByUsername(t, 'operatore.livorno');
    const res = await submit(agent, 'new-policy', { accept: true });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.message).toMatch(
      /^Hai accettato l'informativa il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );
    const rows = await formsDb(t)
      .selectFrom('policyAcceptances')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: '2026-11' });
    expect(Date.now() - Date.parse(rows[0]!.acceptedAt)).toBeLessThan(60_000);

    const data = (await dataOf(agent, 'new-policy')).data.data;
    expect(data).toMatchObject({ alreadyAccepted: true, accept: true, version: '2026-11' });
    expect(data.acceptedAt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    const twice = await submit(agent, 'new-policy', { accept: true });
    expect(twice.data.data.message).toBe(res.data.data.message);
    expect(
      await formsDb(t).selectFrom('policyAcceptances').select('id').where('userId', '=', user.id).execute(),
    ).toHaveLength(1);
  });
});
