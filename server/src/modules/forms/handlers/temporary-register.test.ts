import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp } from '../../../../test/demo-app.js';
import { linkIn, mailsTo, submit, templateOf, userByUsername } from '../forms.test-kit.js';

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

    // Pending: no sign-in yet.
    const early = await new Agent(t.app).post('/api/auth/login', {
      username: 'giulia.martelli@example.org',
      password: 'Campanile-88',
    });
    expect(early.data.code).toBe('account_pending');

    const mail = (await mailsTo(t, 'giulia.martelli@example.org')).at(-1)!;
    expect(mail.subject).toBe('Sportello: conferma il tuo indirizzo e-mail');
    const link = linkIn(mail.textBody);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/verify-email\?token=/);

    const verified = await stranger.post('/api/forms/verify-email', { token: tokenOf(link) });
    expect(verified.statusCode).toBe(200);
    expect(verified.data.data.message).toBe('Indirizzo e-mail confermato: ora puoi accedere a Sportello.');
    await new Agent(t.app).login('giulia.martelli@example.org', 'Campanile-88');

    const again = await stranger.post('/api/forms/verify-email', { token: tokenOf(link) });
    expect(again.statusCode).toBe(400);
    expect(again.data.message).toBe('Il link non è valido o è scaduto.');
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
    expect(short.data.fields).toEqual({ token: 'Link: non valido' });
    const unknown = await stranger.post('/api/forms/verify-email', { token: 'x'.repeat(43) });
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
