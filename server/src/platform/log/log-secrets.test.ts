import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '@sportello/contracts';
import type { TestApp } from '../../../test/build-app.js';
import { buildDemoApp } from '../../../test/demo-app.js';
import { Agent } from '../../../test/agent.js';
import { anotherProcess } from '../../../test/another-process.js';
import { until } from '../../../test/until.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { loggerOptions } from './logger.js';
import { REDACTED, redactSecrets } from './redact.js';

describe('secrets in a log line', () => {
  it('redacts tokens in queries and in the share paths, and token-shaped path segments anywhere', () => {
    const token = 'Xq3vA9_kLm2-PzR8tYb7NcW4eHs6UdJ1fGo5iKa0B2c';
    expect(redactSecrets(`GET /reset-password?token=${token}&env=make-iat 200`)).toBe(
      `GET /reset-password?token=${REDACTED}&env=make-iat 200`,
    );
    expect(redactSecrets(`{"url":"/api/forms/verify-email?lang=it&token=${token}"}`)).toBe(
      `{"url":"/api/forms/verify-email?lang=it&token=${REDACTED}"}`,
    );
    expect(redactSecrets('/api/auth/sso/regione/callback?code=abc&state=def&iss=https://idp')).toBe(
      `/api/auth/sso/regione/callback?code=${REDACTED}&state=${REDACTED}&iss=https://idp`,
    );
    expect(redactSecrets('/logout?id_token_hint=eyJ.x.y&nonce=n1&code_verifier=v1')).toBe(
      `/logout?id_token_hint=${REDACTED}&nonce=${REDACTED}&code_verifier=${REDACTED}`,
    );
    expect(redactSecrets(`"url":"/condivisione/lista/abc"`)).toBe(`"url":"/condivisione/lista/${REDACTED}"`);
    expect(redactSecrets(`DELETE /api/list/condivisione/${token}?env=x`)).toBe(
      `DELETE /api/list/condivisione/${REDACTED}?env=x`,
    );
    expect(redactSecrets(`Error: no route for /api/altro/${token}/pdf`)).toBe(
      `Error: no route for /api/altro/${REDACTED}/pdf`,
    );
    // What is not a secret stays readable.
    const plain = '/api/content/villa-medicea-di-poggio-a-caiano-e-il-suo-giardino?env=make-iat&page=2';
    expect(redactSecrets(plain)).toBe(plain);
    expect(
      redactSecrets('/api/media/3f7a9c0e1b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a'),
    ).toContain('3f7a9c');
  });
});

/**
 * The log of a whole run: reset, e-mail verification and team-invitation
 * links and list share tokens were written in full, at info level. The run below creates each
 * kind of secret and uses it the way its owner does; the log must hold none of them, in any
 * encoding, and still say which routes were called.
 */
describe('the request log of a run holds no secret it created', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof anotherProcess>>['app'];
  let close: () => Promise<void>;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await buildDemoApp();
    // A process of its own on the demo database, logging every request as JSON (info, the default).
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    ({ app, close } = await anotherProcess(t, {
      logger: loggerOptions({ logFormat: 'json', logLevel: 'info' }, stream),
    }));
  });
  afterAll(async () => {
    await close();
    await t.close();
  });

  const lastMailTo = async (to: string) =>
    (
      await t.db
        .selectFrom('outboxMails')
        .select('textBody')
        .where('toAddress', '=', to)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).textBody;
  const tokenIn = (text: string, page: string) => {
    const found = new RegExp(`/${page}\\?token=(\\S+)`).exec(text);
    if (!found) throw new Error(`no ${page} link in: ${text}`);
    return decodeURIComponent(found[1]!);
  };
  const signIn = async (username: string) => {
    const agent = new Agent(app);
    await agent.login(username, DEMO_PASSWORD);
    return agent;
  };

  it('reset, verification and invitation links, share tokens and cookies are all redacted', async () => {
    const secrets: string[] = [];
    const stranger = new Agent(app);

    // A password reset, its link opened (page and check), then used.
    await stranger.post('/api/auth/forgot-password', { username: 'operatore.siena' });
    const email = (
      await t.db
        .selectFrom('users')
        .select('email')
        .where('username', '=', 'operatore.siena')
        .executeTakeFirstOrThrow()
    ).email;
    const reset = tokenIn(await lastMailTo(email), 'reset-password');
    secrets.push(reset);
    await stranger.get(`/reset-password?token=${encodeURIComponent(reset)}`);
    expect(
      (await stranger.get(`/api/auth/reset-password?token=${encodeURIComponent(reset)}`)).statusCode,
    ).toBe(200);
    expect(
      (
        await stranger.post('/api/auth/reset-password', {
          token: reset,
          password: 'Torre-del-Mangia-1348',
          passwordConfirm: 'Torre-del-Mangia-1348',
        })
      ).statusCode,
    ).toBe(200);
    // A used link, opened again: refused, and its refusal logged.
    expect(
      (await stranger.get(`/api/auth/reset-password?token=${encodeURIComponent(reset)}`)).statusCode,
    ).toBe(400);

    // A registration and its e-mail verification link.
    await stranger.post('/api/forms/temporary-register?env=make-iat', {
      values: {
        fullName: 'Giulia Martelli',
        email: 'giulia.martelli@example.org',
        userType: 'ambitoiat',
        password: 'Campanile-88',
        repeatPassword: 'Campanile-88',
        privacy: true,
      },
    });
    const verify = tokenIn(await lastMailTo('giulia.martelli@example.org'), 'verify-email');
    secrets.push(verify);
    expect(
      (await stranger.get(`/api/forms/verify-email?token=${encodeURIComponent(verify)}`)).statusCode,
    ).toBe(200);

    // A team invitation, read by the person invited.
    const referent = await signIn('referente');
    const invited = await referent.post('/api/team/member.json', {
      email: 'elena.fontana@example.org',
      username: 'elena.fontana@example.org',
      fullName: 'Elena Fontana',
      ruolo: 'operator',
      env: 'make-iat',
      uo: { slug: 'iat-firenze', ruolo: 'operator', portale: 'make-iat', statoUUORG: 1 },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const invitation = tokenIn(await lastMailTo('elena.fontana@example.org'), 'team-invitation');
    secrets.push(invitation);
    expect(
      (await new Agent(app).get(`/api/team-invitation?token=${encodeURIComponent(invitation)}`)).statusCode,
    ).toBe(200);

    // A list shared as a link, opened signed out, then revoked.
    const operator = await signIn('operatore');
    const list = await operator.post('/api/list/lista', { title: 'Da condividere' });
    const share = await operator.post(`/api/list/lista/${list.data.data.id}/condividi`, { lang: 'it' });
    expect(share.statusCode, share.body).toBe(200);
    const shareToken = share.data.data.token as string;
    secrets.push(shareToken);
    expect((await new Agent(app).get(`/condivisione/lista/${shareToken}`)).statusCode).toBe(200);
    expect((await operator.delete(`/api/list/condivisione/${shareToken}`)).statusCode).toBe(200);
    expect((await new Agent(app).get(`/condivisione/lista/${shareToken}`)).statusCode).toBe(404);

    // The cookies that sign a browser in.
    for (const agent of [referent, operator]) {
      secrets.push(agent.cookies.get(SESSION_COOKIE)!, agent.cookies.get(CSRF_COOKIE)!);
    }

    // A request's line is written once its response has closed (request-log.ts), which an
    // injected request's reply may precede: wait for the last write's line.
    await until(async () => lines.join('').includes('"method":"DELETE"'));
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(20);
      for (const form of new Set([secret, encodeURIComponent(secret)]))
        expect(log.includes(form), form).toBe(false);
    }
    // The log still says what was called.
    expect(log).toContain(`/api/auth/reset-password?token=${REDACTED}`);
    expect(log).toContain(`/condivisione/lista/${REDACTED}`);
    expect(log).toContain(`/api/list/condivisione/${REDACTED}`);
    expect(log).toContain('"method":"GET"');
  }, 60_000);
});
