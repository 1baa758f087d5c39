import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';
import { DEMO_PASSWORD } from '../../../seed/demo-data.js';
import { createTestUser, TEST_PASSWORD } from '../../../../test/factories.js';
import { dataOf, linkIn, mailsTo, submit, templateOf, userByUsername } from '../forms.test-kit.js';

const PENDING = (email: string) =>
  `Impostazioni salvate. Per usare ${email} apri il link che ti abbiamo inviato a quell'indirizzo: fino ad allora resta valido quello attuale.`;

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
      ['currentPassword', 'input'],
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

  it('refuses a username that is someone else’s e-mail: sign-in and reset by that address stay the owner’s', async () => {
    const attacker = await signIn(t, 'operatore.siena');
    const res = await submit(attacker, 'user-settings', {
      username: 'lorenzo.guidi@example.org',
      email: 'francesca.mancini@example.org',
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({
      username: "Nome utente: può contenere «@» solo se è l'indirizzo e-mail dell'account.",
    });
    expect((await userByUsername(t, 'operatore.siena')).email).toBe('francesca.mancini@example.org');
    const victim = new Agent(t.app);
    await victim.post('/api/auth/forgot-password', { username: 'lorenzo.guidi@example.org' });
    const reset = await mailsTo(t, 'lorenzo.guidi@example.org');
    expect(reset.at(-1)?.subject).toBe('Sportello: reimposta la password');
    expect(await mailsTo(t, 'francesca.mancini@example.org')).toEqual([]);
  });

  it('a username taken by another account is "non disponibile", without saying by whom', async () => {
    const res = await submit(await signIn(t, 'operatore.siena'), 'user-settings', {
      username: 'operatore',
      email: 'francesca.mancini@example.org',
    });
    expect(res.statusCode).toBe(409);
    expect(res.data.fields).toEqual({ username: 'Nome utente: non disponibile, scegline un altro.' });
  });

  it('a new e-mail needs the current password; nothing changes and nothing is sent without it', async () => {
    const agent = await signIn(t, 'operatore.siena');
    const before = await t.db.selectFrom('outboxMails').select('id').execute();
    const missing = await submit(agent, 'user-settings', {
      username: 'operatore.siena',
      email: 'nuovo.indirizzo@example.org',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.fields).toEqual({
      currentPassword: "Password attuale: serve per cambiare l'indirizzo e-mail.",
    });
    const wrong = await submit(agent, 'user-settings', {
      username: 'operatore.siena',
      email: 'nuovo.indirizzo@example.org',
      currentPassword: 'non-la-mia-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.fields).toEqual({ currentPassword: 'Password attuale: non corretta.' });
    expect((await userByUsername(t, 'operatore.siena')).email).toBe('francesca.mancini@example.org');
    expect(await t.db.selectFrom('outboxMails').select('id').execute()).toEqual(before);
  });

  it('a new e-mail applies only from the link sent to it; the old address gets a notice', async () => {
    await createTestUser(t.db, { username: 'marta.neri@example.org', email: 'marta.neri@example.org' });
    const agent = new Agent(t.app);
    await agent.login('marta.neri@example.org');
    const res = await submit(agent, 'user-settings', {
      username: 'marta.neri@example.org',
      email: 'Marta.Neri@Comune.Example',
      currentPassword: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data.message).toBe(PENDING('marta.neri@comune.example'));
    // Nothing changed yet: the old address still signs in and receives.
    expect((await userByUsername(t, 'marta.neri@example.org')).email).toBe('marta.neri@example.org');
    const notice = (await mailsTo(t, 'marta.neri@example.org')).at(-1)!;
    expect(notice.subject).toBe("Sportello: richiesta di modifica dell'indirizzo e-mail");
    expect(notice.textBody).toContain('marta.neri@comune.example');
    const confirm = (await mailsTo(t, 'marta.neri@comune.example')).at(-1)!;
    expect(confirm.subject).toBe('Sportello: conferma il nuovo indirizzo e-mail');
    const link = linkIn(confirm.textBody);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/confirm-email\?token=/);

    const token = new URL(link).searchParams.get('token');
    const done = await new Agent(t.app).post('/api/forms/confirm-email', { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.data.data.message).toBe('Indirizzo e-mail aggiornato: da ora è marta.neri@comune.example.');
    // The username was the old address: it follows the new one.
    const user = await userByUsername(t, 'marta.neri@comune.example');
    expect(user.email).toBe('marta.neri@comune.example');
    await new Agent(t.app).login('marta.neri@comune.example');
    const again = await new Agent(t.app).post('/api/forms/confirm-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.data.message).toBe('Il link non è valido o è scaduto.');
  });

  it('an address another account holds gets the same answer; its holder is told, no link is sent', async () => {
    const agent = await signIn(t, 'operatore.siena');
    const taken = await submit(agent, 'user-settings', {
      username: 'operatore.siena',
      email: 'Lorenzo.Guidi@example.org',
      currentPassword: DEMO_PASSWORD,
    });
    const free = await submit(agent, 'user-settings', {
      username: 'operatore.siena',
      email: 'libero@example.org',
      currentPassword: DEMO_PASSWORD,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.data.data.message).toBe(PENDING('lorenzo.guidi@example.org'));
    expect(free.data.data.message).toBe(PENDING('libero@example.org'));
    const told = (await mailsTo(t, 'lorenzo.guidi@example.org')).at(-1)!;
    expect(told.subject).toBe('Sportello: questo indirizzo ha già un account');
    expect(told.textBody).not.toContain('/confirm-email');
    // Both requests told the address in use.
    const notices = (await mailsTo(t, 'francesca.mancini@example.org')).map((m) => m.subject);
    expect(notices).toEqual([
      "Sportello: richiesta di modifica dell'indirizzo e-mail",
      "Sportello: richiesta di modifica dell'indirizzo e-mail",
    ]);
    expect((await userByUsername(t, 'operatore.siena')).email).toBe('francesca.mancini@example.org');
  });

  it('changing the password cancels a pending e-mail change', async () => {
    const agent = await signIn(t, 'operatore.siena');
    await submit(agent, 'user-settings', {
      username: 'operatore.siena',
      email: 'dopo@example.org',
      currentPassword: DEMO_PASSWORD,
    });
    const token = new URL(linkIn((await mailsTo(t, 'dopo@example.org')).at(-1)!.textBody)).searchParams.get(
      'token',
    );
    const changed = await submit(agent, 'change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Torre-del-Mangia-1348',
      repeatPassword: 'Torre-del-Mangia-1348',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const res = await new Agent(t.app).post('/api/forms/confirm-email', { token });
    expect(res.statusCode).toBe(400);
    expect((await userByUsername(t, 'operatore.siena')).email).toBe('francesca.mancini@example.org');
  });

  it('saves a new username at once; the slug follows it whatever the browser sends', async () => {
    const agent = new Agent(t.app);
    await agent.login('operatore.siena', 'Torre-del-Mangia-1348');
    const res = await submit(agent, 'user-settings', {
      username: 'francesca.mancini',
      email: 'francesca.mancini@example.org',
      slug: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.message).toBe('Impostazioni salvate.');
    const user = await userByUsername(t, 'francesca.mancini');
    expect(user.email).toBe('francesca.mancini@example.org');
    expect((await dataOf(agent, 'user-settings')).data.data.slug).toBe('francesca-mancini');
    // The same session goes on, and the new username signs in.
    expect((await agent.get('/api/app-config.json')).data.data.user.slug).toBe('francesca-mancini');
    await new Agent(t.app).login('francesca.mancini', 'Torre-del-Mangia-1348');
  });
});
