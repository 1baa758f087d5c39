import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp } from '../../../../test/demo-app.js';
import { linkIn, mailsTo, submit, templateOf, userByUsername } from '../forms.test-kit.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import { REGISTER_LIMITS } from './temporary-register.js';

const GENERIC = {
  title: 'Controlla la tua e-mail',
  text: "Se i dati sono corretti riceverai a breve un'e-mail con il link per confermare l'indirizzo e attivare l'account.",
};

describe('form temporary-register and the e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  const valid = (extra: Record<string, unknown> = {}) => ({
    fullName: 'Giulia Martelli',
    email: 'Giulia.Martelli@example.org',
    userType: 'ambitoiat',
    password: 'Campanile-88',
    repeatPassword: 'Campanile-88',
    privacy: true,
    ...extra,
  });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  it('serves its template without a session', async () => {
    const res = await templateOf(new Agent(t.app), 'temporary-register');
    expect(res.statusCode).toBe(200);
    expect(res.data.data.successMessage).toEqual(GENERIC);
  });

  it('answers 400 in Italian, and refuses a profile that is not offered', async () => {
    const res = await submit(new Agent(t.app), 'temporary-register', {
      ...valid({ userType: 'amministratore', repeatPassword: 'altro', privacy: false }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({
      userType: 'Lavori per: opzione non valida',
      repeatPassword: 'Ripeti la password: le password non coincidono',
      privacy: "Per registrarti devi accettare l'informativa sul trattamento dei dati personali",
    });
  });

  it('20 registrations at once from one address: at most 5 go through, the others get 429', async () => {
    const burst = new Agent(t.app, { ip: '10.34.2.1' });
    await burst.get('/health');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submit(burst, 'temporary-register', valid({ email: `raffica.${i}@example.org` })),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(REGISTER_LIMITS.perIpPerHour);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - codes.filter((c) => c === 200).length);
    expect(answers.find((r) => r.statusCode === 429)?.data.message).toBe(FORMS_MESSAGES.registerRateLimited);
  });

  it('registers a pending user, e-mails a 48-hour link, and the link activates the account', async () => {
    const stranger = new Agent(t.app);
    const res = await submit(stranger, 'temporary-register', valid({ isReviewer: true, status: 1 }));
    expect(res.statusCode).toBe(200);
    expect(res.data.data.successMessage).toEqual(GENERIC);
    const user = await userByUsername(t, 'giulia.martelli@example.org');
    expect(user).toMatchObject({
      status: 0,
      fullName: 'Giulia Martelli',
      userType: 'ambitoiat',
      isReviewer: 0,
    });
    const token = await t.db
      .selectFrom('tokens')
      .select(['expiresAt'])
      .where('userId', '=', user.id)
      .where('kind', '=', 'verify')
      .executeTakeFirstOrThrow();
    const hours = (Date.parse(token.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    // Pending: no sign-in yet (answered as any refused sign-in).
    const early = await new Agent(t.app).post('/api/auth/login', {
      username: 'giulia.martelli@example.org',
      password: 'Campanile-88',
    });
    expect(early.data.code).toBe('invalid_credentials');

    const mail = (await mailsTo(t, 'giulia.martelli@example.org')).at(-1)!;
    expect(mail.subject).toBe('Sportello: conferma il tuo indirizzo e-mail');
    const link = linkIn(mail.textBody);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/verify-email\?token=/);

    const check = await stranger.get(`/api/forms/verify-email?token=${encodeURIComponent(tokenOf(link))}`);
    expect(check.data).toEqual({ status: 'success', data: { username: 'giulia.martelli@example.org' } });
    expect((await stranger.get('/api/forms/verify-email?token=inventato')).statusCode).toBe(400);
    // The link asks for the password chosen at registration: a wrong one leaves it usable.
    const wrong = await stranger.post('/api/forms/verify-email', {
      token: tokenOf(link),
      password: 'altra-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.fields).toEqual({ password: 'Password: non è quella scelta alla registrazione.' });
    const verified = await stranger.post('/api/forms/verify-email', {
      token: tokenOf(link),
      password: 'Campanile-88',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.data.data.message).toBe('Indirizzo e-mail confermato: ora puoi accedere a Sportello.');
    await new Agent(t.app).login('giulia.martelli@example.org', 'Campanile-88');

    const again = await stranger.post('/api/forms/verify-email', {
      token: tokenOf(link),
      password: 'Campanile-88',
    });
    expect(again.statusCode).toBe(400);
    expect(again.data.message).toBe('Il link non è valido o è scaduto.');
  });

  it('refuses a short or common password, naming the field', async () => {
    for (const [password, message] of [
      ['Corta-1', 'Password: almeno 10 caratteri'],
      ['password123', "Password: è tra le password più usate e si indovina facilmente, scegline un'altra"],
      ['1234567890', "Password: è tra le password più usate e si indovina facilmente, scegline un'altra"],
    ]) {
      const res = await submit(
        new Agent(t.app),
        'temporary-register',
        valid({ email: 'debole@example.org', password, repeatPassword: password }),
      );
      expect(res.statusCode, password).toBe(400);
      expect(res.data.fields).toMatchObject({ password: message });
    }
    expect(await mailsTo(t, 'debole@example.org')).toEqual([]);
  });

  it('a new registration of a pending address replaces it: only the last password and link activate it', async () => {
    const address = 'conteso@example.org';
    const attacker = new Agent(t.app, { ip: '10.9.0.1' });
    const owner = new Agent(t.app, { ip: '10.9.0.2' });
    await submit(
      attacker,
      'temporary-register',
      valid({ email: address, password: 'Password-Ladro-1', repeatPassword: 'Password-Ladro-1' }),
    );
    const attackersLink = linkIn((await mailsTo(t, address)).at(-1)!.textBody);
    await submit(
      owner,
      'temporary-register',
      valid({
        email: address,
        fullName: 'Vera Titolare',
        password: 'Password-Vera-22',
        repeatPassword: 'Password-Vera-22',
      }),
    );
    const ownersLink = linkIn((await mailsTo(t, address)).at(-1)!.textBody);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', address).execute()).toHaveLength(
      1,
    );

    // The first link stopped working; the owner's link with the attacker's password does nothing.
    const stale = await owner.post('/api/forms/verify-email', {
      token: tokenOf(attackersLink),
      password: 'Password-Ladro-1',
    });
    expect(stale.statusCode).toBe(400);
    const withTheirs = await owner.post('/api/forms/verify-email', {
      token: tokenOf(ownersLink),
      password: 'Password-Ladro-1',
    });
    expect(withTheirs.statusCode).toBe(400);
    const ok = await owner.post('/api/forms/verify-email', {
      token: tokenOf(ownersLink),
      password: 'Password-Vera-22',
    });
    expect(ok.statusCode, ok.body).toBe(200);

    const signIn = (password: string) =>
      new Agent(t.app).post('/api/auth/login', { username: address, password });
    expect((await signIn('Password-Ladro-1')).statusCode).toBe(401);
    expect((await signIn('Password-Vera-22')).statusCode).toBe(200);
    expect((await userByUsername(t, address)).fullName).toBe('Vera Titolare');
  });

  it('answers the same for an address that has an account, and tells its owner instead', async () => {
    const res = await submit(
      new Agent(t.app),
      'temporary-register',
      valid({ email: 'sara.lombardi@example.org' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.data.successMessage).toEqual(GENERIC);
    const mail = (await mailsTo(t, 'sara.lombardi@example.org')).at(-1);
    expect(mail?.subject).toBe('Sportello: hai già un account');
    expect(mail?.textBody).toContain('/forgot-password');
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sara.lombardi@example.org')
      .execute();
    expect(users).toHaveLength(1);
  });

  it('refuses a malformed or unknown verification token', async () => {
    const stranger = new Agent(t.app);
    const short = await stranger.post('/api/forms/verify-email', { token: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.data.fields).toEqual({
      token: 'Link: non valido',
      password: 'Password: campo obbligatorio',
    });
    const unknown = await stranger.post('/api/forms/verify-email', { token: 'x'.repeat(43), password: 'x' });
    expect(unknown.data.message).toBe('Il link non è valido o è scaduto.');
  });

  it('allows 5 registrations an hour from one address', async () => {
    const stranger = new Agent(t.app);
    // Two registrations above came from this test address already.
    for (let i = 0; i < 3; i += 1) {
      const res = await submit(
        stranger,
        'temporary-register',
        valid({ email: `volontario${i}@example.org` }),
      );
      expect(res.statusCode).toBe(200);
    }
    const sixth = await submit(stranger, 'temporary-register', valid({ email: 'volontario9@example.org' }));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.data.message).toBe("Troppe registrazioni da questa connessione. Riprova tra un'ora.");
    expect(await mailsTo(t, 'volontario9@example.org')).toEqual([]);
  });
});
