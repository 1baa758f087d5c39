import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';
import {
  dataOf,
  linkIn,
  mailsTo,
  membershipsOf,
  submit,
  templateOf,
  userByUsername,
} from '../forms.test-kit.js';

describe('forms user-create and user-edit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  const valid = (extra: Record<string, unknown> = {}) => ({
    username: 'operatore.pienza',
    email: 'Anna.Bruni@example.org',
    fullName: 'Anna Bruni',
    userType: 'ambitoiat',
    isReviewer: false,
    group: { label: 'IAT Siena', value: 'iat-siena' },
    role: 'operator',
    env: 'make-iat',
    ...extra,
  });

  it('serves the templates to an admin, with the environments to choose from', async () => {
    const res = await templateOf(await signIn(t, 'admin'), 'user-create');
    const env = res.data.data.fields.find((f: { fieldname?: string }) => f.fieldname === 'env');
    expect(env.options).toEqual([
      { value: 'make-iat', label: 'Sportello IAT' },
      { value: 'make-vt', label: 'Portale Visit Tuscany' },
    ]);
    const group = res.data.data.fields.find((f: { fieldname?: string }) => f.fieldname === 'group');
    expect(group.source.url).toBe('/api/options/groups.json');
  });

  it('refuses an operator and a stranger', async () => {
    const operator = await signIn(t, 'referente');
    expect((await templateOf(operator, 'user-edit')).data.code).toBe('forbidden');
    expect((await submit(operator, 'user-create', valid())).data.code).toBe('forbidden');
    expect((await submit(new Agent(t.app), 'user-create', valid())).data.code).toBe('auth_required');
  });

  it('answers 400 in Italian, and refuses an environment or a role that is not offered', async () => {
    const res = await submit(
      await signIn(t, 'admin'),
      'user-create',
      valid({ username: 'Anna', env: 'make-xx', role: 'superuser', fullName: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({
      username:
        'Nome utente: da 3 a 120 caratteri tra lettere minuscole, cifre, punto, chiocciola, trattino e trattino basso',
      fullName: 'Nome e cognome: campo obbligatorio',
      role: 'Ruolo: opzione non valida',
      env: 'Ambiente: opzione non valida',
    });
  });

  it('refuses the admin role outside the Admin group, and a group that does not exist', async () => {
    const admin = await signIn(t, 'admin');
    const role = await submit(admin, 'user-create', valid({ role: 'admin' }));
    expect(role.statusCode).toBe(400);
    expect(role.data.fields).toEqual({ role: 'Ruolo: «Amministratore» non è ammesso in questo gruppo.' });
    const group = await submit(
      admin,
      'user-create',
      valid({ group: { label: 'X', value: 'iat-atlantide' } }),
    );
    expect(group.data.fields).toEqual({ group: "Gruppo: scegli un gruppo dall'elenco." });
  });

  it('refuses a username or an e-mail already in use (409)', async () => {
    const res = await submit(await signIn(t, 'admin'), 'user-create', valid({ username: 'revisore' }));
    expect(res.statusCode).toBe(409);
    expect(res.data.fields).toEqual({ username: 'Nome utente: già in uso da un altro account.' });
  });

  it('refuses a username that is an e-mail other than the account’s, or another account’s e-mail', async () => {
    const admin = await signIn(t, 'admin');
    const other = await submit(admin, 'user-create', valid({ username: 'sara.lombardi@example.org' }));
    expect(other.statusCode).toBe(400);
    expect(other.data.fields).toEqual({
      username: "Nome utente: può contenere «@» solo se è l'indirizzo e-mail dell'account.",
    });
    // Another account's e-mail as this one's username and e-mail: taken.
    const taken = await submit(
      admin,
      'user-create',
      valid({ username: 'sara.lombardi@example.org', email: 'sara.lombardi@example.org' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.data.fields).toMatchObject({ username: 'Nome utente: già in uso da un altro account.' });
  });

  it('creates the account with its membership and e-mails a link to choose the password', async () => {
    const res = await submit(await signIn(t, 'admin'), 'user-create', valid());
    expect(res.statusCode).toBe(200);
    expect(res.data.data.message).toBe(
      "Utente creato: gli abbiamo inviato un'e-mail per scegliere la password.",
    );
    const user = await userByUsername(t, 'operatore.pienza');
    expect(user).toMatchObject({ email: 'anna.bruni@example.org', status: 1, userType: 'ambitoiat' });
    expect(await membershipsOf(t, user.id)).toEqual([
      expect.objectContaining({ slug: 'iat-siena', env: 'make-iat', role: 'operator', stato: 1 }),
    ]);
    const mail = (await mailsTo(t, 'anna.bruni@example.org')).at(-1)!;
    expect(mail.subject).toBe('Sportello: il tuo account è pronto');
    const token = new URL(linkIn(mail.textBody)).searchParams.get('token')!;
    // The existing reset-password page accepts the link and sets the first password.
    const stranger = new Agent(t.app);
    expect((await stranger.get(`/api/auth/reset-password?token=${token}`)).data.data).toEqual({
      username: 'operatore.pienza',
    });
    const set = await stranger.post('/api/auth/reset-password', {
      token,
      password: 'Val-d-Orcia-2026',
      passwordConfirm: 'Val-d-Orcia-2026',
    });
    expect(set.statusCode).toBe(200);
    await new Agent(t.app).login('operatore.pienza', 'Val-d-Orcia-2026');
  });

  it('loads a user for editing and saves account fields and a new membership', async () => {
    const admin = await signIn(t, 'admin');
    const user = await userByUsername(t, 'operatore.pienza');
    const data = await dataOf(admin, 'user-edit', 'make-iat', user.id);
    expect(data.data.data).toEqual({
      username: 'operatore.pienza',
      email: 'anna.bruni@example.org',
      fullName: 'Anna Bruni',
      userType: 'ambitoiat',
      isReviewer: false,
      group: { label: 'IAT Siena', value: 'iat-siena' },
      role: 'operator',
      env: 'make-iat',
    });
    const res = await submit(
      admin,
      'user-edit',
      { ...data.data.data, fullName: 'Anna Maria Bruni', isReviewer: true, role: 'referent', env: 'make-vt' },
      { id: user.id },
    );
    expect(res.statusCode).toBe(200);
    expect(await userByUsername(t, 'operatore.pienza')).toMatchObject({
      fullName: 'Anna Maria Bruni',
      isReviewer: 1,
    });
    expect(await membershipsOf(t, user.id)).toEqual([
      expect.objectContaining({ slug: 'iat-siena', env: 'make-iat', role: 'operator', stato: 1 }),
      expect.objectContaining({ slug: 'iat-siena', env: 'make-vt', role: 'referent', stato: 1 }),
    ]);
  });

  it('in edit, a role without a group is refused (requiredIf)', async () => {
    const admin = await signIn(t, 'admin');
    const user = await userByUsername(t, 'operatore.pienza');
    const res = await submit(
      admin,
      'user-edit',
      { ...valid(), group: undefined, role: 'editor', env: '' },
      { id: user.id },
    );
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({ group: 'Gruppo: campo obbligatorio' });
  });
});
