import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories.js';

const SENT = {
  status: 'success',
  data: { message: "Se l'account esiste, riceverai un'e-mail con il link per reimpostare la password." },
};
const BAD_LINK = { status: 'error', code: 'bad_request', message: 'Il link non è valido o è scaduto.' };
const NEW_PASSWORD = 'nuova-password-2026';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) =>
    t.db.selectFrom('outboxMails').selectAll().where('toAddress', '=', to).orderBy('id').execute();
  const tokenOf = (text: string) => {
    const link = /(\S+\/reset-password\?token=(\S+))/.exec(text);
    expect(link, text).not.toBeNull();
    return { link: link![1]!, token: decodeURIComponent(link![2]!) };
  };
  const reset = (agent: Agent, token: string, password = NEW_PASSWORD, passwordConfirm = password) =>
    agent.post('/api/auth/reset-password', { token, password, passwordConfirm });

  it('forgot, link by e-mail, reset: old password refused, new accepted, link spent, sessions closed', async () => {
    const user = await createTestUser(t.db, { username: 'francesca', fullName: 'Francesca Neri' });
    const signedIn = new Agent(t.app);
    await signedIn.login('francesca');

    const browser = new Agent(t.app);
    expect((await browser.post('/api/auth/forgot-password', { username: ' Francesca ' })).data).toEqual(SENT);
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Sportello: reimposta la password');
    expect(mail!.textBody).toContain('Gentile Francesca Neri');
    const { link, token } = tokenOf(mail!.textBody);
    expect(link.startsWith(`${t.config.publicUrl}/reset-password?token=`)).toBe(true);

    const check = await browser.get(`/api/auth/reset-password?token=${encodeURIComponent(token)}`);
    expect(check.data).toEqual({ status: 'success', data: { username: 'francesca' } });

    const done = await reset(browser, token);
    expect(done.statusCode).toBe(200);
    expect(done.data).toEqual({
      status: 'success',
      data: { message: 'Password aggiornata: ora puoi accedere.' },
    });

    const old = await new Agent(t.app).post('/api/auth/login', {
      username: 'francesca',
      password: TEST_PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await new Agent(t.app).post('/api/auth/login', {
      username: 'francesca',
      password: NEW_PASSWORD,
    });
    expect(fresh.statusCode).toBe(200);
    // The session opened with the old password is gone.
    expect((await signedIn.get('/api/refresh.json')).data.code).toBe('auth_required');

    const again = await reset(browser, token, 'ancora-unaltra-1');
    expect(again.statusCode).toBe(400);
    expect(again.data).toEqual(BAD_LINK);
    expect((await browser.get(`/api/auth/reset-password?token=${encodeURIComponent(token)}`)).data).toEqual(
      BAD_LINK,
    );
  });

  it('answers the same for an unknown or pending account and sends nothing', async () => {
    const pending = await createTestUser(t.db, { username: 'pendente', status: 0 });
    const before = await t.db.selectFrom('outboxMails').select('id').execute();
    for (const username of ['nessuno-qui', 'pendente', pending.email]) {
      const res = await new Agent(t.app).post('/api/auth/forgot-password', { username });
      expect(res.statusCode).toBe(200);
      expect(res.data).toEqual(SENT);
    }
    expect(await t.db.selectFrom('outboxMails').select('id').execute()).toHaveLength(before.length);
  });

  it('accepts the e-mail, and a new link replaces the older one', async () => {
    const user = await createTestUser(t.db, { username: 'davide' });
    const agent = new Agent(t.app);
    await agent.post('/api/auth/forgot-password', { username: user.email.toUpperCase() });
    await agent.post('/api/auth/forgot-password', { username: 'davide' });
    const [first, second] = await mailsTo(user.email);
    const older = tokenOf(first!.textBody).token;
    const newer = tokenOf(second!.textBody).token;
    expect((await reset(agent, older)).data).toEqual(BAD_LINK);
    expect((await reset(agent, newer)).statusCode).toBe(200);
  });

  it('an expired link is refused', async () => {
    const user = await createTestUser(t.db, { username: 'scaduto' });
    const agent = new Agent(t.app);
    await agent.post('/api/auth/forgot-password', { username: 'scaduto' });
    const { token } = tokenOf((await mailsTo(user.email))[0]!.textBody);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable('tokens').set({ expiresAt: past }).where('userId', '=', user.id).execute();
    expect((await agent.get(`/api/auth/reset-password?token=${encodeURIComponent(token)}`)).data).toEqual(
      BAD_LINK,
    );
    expect((await reset(agent, token)).data).toEqual(BAD_LINK);
  });

  it('a made-up or malformed link is refused with the same message', async () => {
    const agent = new Agent(t.app);
    for (const token of ['x'.repeat(43), 'corto', '']) {
      const res = await agent.get(`/api/auth/reset-password?token=${token}`);
      expect(res.statusCode, token).toBe(400);
      expect(res.data).toEqual(BAD_LINK);
    }
    expect((await reset(agent, 'y'.repeat(43))).data).toEqual(BAD_LINK);
  });

  it('sends at most 5 links an hour for one account, answering the same', async () => {
    const user = await createTestUser(t.db, { username: 'insistente' });
    const agent = new Agent(t.app);
    for (let i = 0; i < 7; i++) {
      expect((await agent.post('/api/auth/forgot-password', { username: 'insistente' })).data).toEqual(SENT);
    }
    expect(await mailsTo(user.email)).toHaveLength(5);
  });

  it('a reset lifts a login lock on the account', async () => {
    const user = await createTestUser(t.db, { username: 'bloccato' });
    const agent = new Agent(t.app);
    for (let i = 0; i < 5; i++)
      await agent.post('/api/auth/login', { username: 'bloccato', password: 'sbagliata' });
    expect(
      (await agent.post('/api/auth/login', { username: 'bloccato', password: TEST_PASSWORD })).statusCode,
    ).toBe(429);
    await agent.post('/api/auth/forgot-password', { username: 'bloccato' });
    const { token } = tokenOf((await mailsTo(user.email))[0]!.textBody);
    expect((await reset(agent, token)).statusCode).toBe(200);
    expect(
      (await agent.post('/api/auth/login', { username: 'bloccato', password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('bad payloads: 400 with Italian field messages', async () => {
    const agent = new Agent(t.app);
    const token = 'z'.repeat(43);
    const mismatch = await reset(agent, token, NEW_PASSWORD, 'diversa-password');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.data).toMatchObject({
      code: 'bad_request',
      fields: { passwordConfirm: 'Ripeti password: le password non coincidono' },
    });
    const empty = await reset(agent, token, '', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.data.fields).toMatchObject({
      password: 'Nuova password: almeno 10 caratteri',
      passwordConfirm: 'Ripeti password: campo obbligatorio',
    });
    const common = await reset(agent, token, 'qwertyuiop', 'qwertyuiop');
    expect(common.statusCode).toBe(400);
    expect(common.data.fields).toEqual({
      password: "Nuova password: è tra le password più usate e si indovina facilmente, scegline un'altra",
    });
    const noName = await agent.post('/api/auth/forgot-password', { username: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.data.fields).toEqual({ username: 'Nome utente o e-mail: campo obbligatorio' });
  });

  it('refuses the request of a link and the reset without the CSRF header', async () => {
    const agent = new Agent(t.app);
    const forgot = await agent.post('/api/auth/forgot-password', { username: 'chiunque' }, { csrf: false });
    const body = { token: 'z'.repeat(43), password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD };
    const resetNow = await agent.post('/api/auth/reset-password', body, { csrf: false });
    for (const res of [forgot, resetNow]) {
      expect(res.statusCode).toBe(403);
      expect(res.data.code).toBe('csrf');
    }
  });
});
