import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { createAdmin } from './create-admin.service.js';

describe('create-admin (npm run create-admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const input = {
    username: 'Amministratore',
    email: 'Admin@Turismo.example',
    fullName: 'Anna Amministratrice',
    password: 'una-password-sicura',
  };

  it('creates apps, group Admin and an active admin who can sign in and read the outbox', async () => {
    await createAdmin(t.db, input);
    const apps = await t.db.selectFrom('apps').select('slug').orderBy('position').execute();
    expect(apps.map((a) => a.slug)).toEqual(['make-iat', 'make-vt']);
    const group = await t.db
      .selectFrom('groups')
      .selectAll()
      .where('slug', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(group).toMatchObject({ name: 'Admin', kind: 'admin', status: 1 });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'amministratore')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: 'admin@turismo.example',
      fullName: 'Anna Amministratrice',
      status: 1,
    });
    const memberships = await t.db
      .selectFrom('memberships')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(memberships).toHaveLength(2);
    expect(memberships.every((m) => m.role === 'admin' && m.stato === 1 && m.groupId === group.id)).toBe(
      true,
    );

    const agent = new Agent(t.app);
    await agent.login('admin@turismo.example', 'una-password-sicura');
    expect((await agent.get('/api/admin/outbox.json')).statusCode).toBe(200);
  });

  it('reuses group Admin and joins every environment for a second admin', async () => {
    await t.db
      .insertInto('apps')
      .values({ slug: 'make-extra', name: 'Extra', description: '', isDefault: 0, position: 3 })
      .execute();
    const { userId } = await createAdmin(t.db, {
      ...input,
      username: 'secondo',
      email: 'secondo@turismo.example',
    });
    expect(await t.db.selectFrom('groups').select('id').where('slug', '=', 'admin').execute()).toHaveLength(
      1,
    );
    const memberships = await t.db
      .selectFrom('memberships')
      .select('appId')
      .where('userId', '=', userId)
      .execute();
    expect(memberships).toHaveLength(3);
  });

  it('refuses a username or an e-mail already taken, in any case', async () => {
    await createTestUser(t.db, { username: 'esistente', email: 'esistente@example.org' });
    await expect(
      createAdmin(t.db, { ...input, username: 'ESISTENTE', email: 'nuova@example.org' }),
    ).rejects.toThrow('Esiste già un utente con nome utente "esistente".');
    await expect(
      createAdmin(t.db, { ...input, username: 'nuovo', email: 'Esistente@Example.org' }),
    ).rejects.toThrow('Esiste già un utente con e-mail "esistente@example.org".');
    expect(await t.db.selectFrom('users').select('id').where('username', '=', 'nuovo').execute()).toEqual([]);
  });

  it('refuses bad input with Italian messages', async () => {
    const err = await createAdmin(t.db, {
      username: ' ',
      email: 'non-una-email',
      fullName: '',
      password: 'corta',
    }).catch((e) => e);
    expect(err).toBeInstanceOf(ZodError);
    expect((err as ZodError).issues.map((i) => i.message)).toEqual([
      'Nome utente: almeno 3 caratteri',
      'Nome utente: solo lettere, cifre e . _ @ -',
      'E-mail: indirizzo non valido',
      'Nome e cognome: campo obbligatorio',
      'Password: almeno 10 caratteri',
    ]);
  });

  it('refuses a common password and a username that is an e-mail other than the account’s own', async () => {
    const weak = await createAdmin(t.db, {
      ...input,
      username: 'debole',
      email: 'debole@example.org',
      password: 'Password123',
    }).catch((e) => e);
    expect((weak as ZodError).issues.map((i) => i.message)).toEqual([
      "Password: è tra le password più usate e si indovina facilmente, scegline un'altra",
    ]);
    const borrowed = await createAdmin(t.db, {
      ...input,
      username: 'qualcun.altro@example.org',
      email: 'io@example.org',
    }).catch((e) => e);
    expect((borrowed as ZodError).issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', "Nome utente: può contenere «@» solo se è l'indirizzo e-mail dell'account."],
    ]);
    await expect(
      createAdmin(t.db, { ...input, username: 'io@example.org', email: 'io@example.org' }),
    ).resolves.toMatchObject({ username: 'io@example.org' });
  });
});
