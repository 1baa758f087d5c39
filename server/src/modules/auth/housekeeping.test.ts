import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestUser } from '../../../test/factories.js';
import { until } from '../../../test/until.js';
import { housekeeping } from './housekeeping.js';
import { AUTH_HOUSEKEEPING_QUEUE } from './index.js';

describe('auth housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('drops day-old login attempts, expired sessions and long-expired reset links, and keeps the rest', async () => {
    const user = await createTestUser(t.db);
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    await t.db
      .insertInto('loginAttempts')
      .values([
        { ip: '10.0.0.1', username: 'vecchio', ok: 0, createdAt: ago(25) },
        { ip: '10.0.0.1', username: 'recente', ok: 0, createdAt: ago(1) },
      ])
      .execute();
    const session = {
      userId: user.id,
      csrfToken: 'c',
      createdAt: ago(3),
      lastSeenAt: ago(3),
      ip: '',
      userAgent: '',
    };
    await t.db
      .insertInto('sessions')
      .values([
        { ...session, id: 'scaduta', expiresAt: ago(1) },
        { ...session, id: 'viva', expiresAt: ago(-1) },
      ])
      .execute();
    const token = { userId: user.id, usedAt: null, createdAt: ago(30) };
    await t.db
      .insertInto('tokens')
      .values([
        { ...token, kind: 'reset', tokenHash: 'reset-vecchio', expiresAt: ago(26) },
        { ...token, kind: 'reset', tokenHash: 'reset-recente', expiresAt: ago(2) },
        { ...token, kind: 'verify', tokenHash: 'verify-vecchio', expiresAt: ago(26) },
      ])
      .execute();

    await housekeeping(t.db);

    const attempts = await t.db.selectFrom('loginAttempts').select('username').execute();
    expect(attempts.map((a) => a.username)).toEqual(['recente']);
    const sessions = await t.db.selectFrom('sessions').select('id').execute();
    expect(sessions.map((s) => s.id)).toEqual(['viva']);
    const tokens = await t.db.selectFrom('tokens').select('tokenHash').orderBy('tokenHash').execute();
    expect(tokens.map((r) => r.tokenHash)).toEqual(['reset-recente', 'verify-vecchio']);
  });

  it('runs as the hourly job auth.housekeeping (sent here: no timetable fires in a test)', async () => {
    const user = await createTestUser(t.db);
    const ago = new Date(Date.now() - 3_600_000).toISOString();
    await t.db
      .insertInto('sessions')
      .values({
        id: 'scaduta-job',
        userId: user.id,
        csrfToken: 'c',
        createdAt: ago,
        lastSeenAt: ago,
        expiresAt: ago,
        ip: '',
        userAgent: '',
      })
      .execute();
    await t.jobs.send(AUTH_HOUSEKEEPING_QUEUE, {});
    await until(
      async () =>
        !(await t.db.selectFrom('sessions').select('id').where('id', '=', 'scaduta-job').executeTakeFirst()),
    );
  });
});
