import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { createTestGroup, createTestUser, TEST_PASSWORD } from '../../../test/factories.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { auditRows, linkTokenTo, membershipsOf, snapshot, userId } from './users.test-kit.js';

const LAST_ADMIN = "Operazione non consentita: è l'ultimo amministratore attivo del portale.";

/** Verify, rehabilitate, enable/disable per group and environment, passwords, verification e-mail. */
describe('admin user actions on the demo data', () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await buildDemoApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) =>
    new Agent(t.app).post('/api/auth/login', { username, password });
  const isActive = async (agent: Agent) =>
    (await agent.get('/api/app-config.json?env=make-iat')).data.data.user.isActive as boolean;

  it('shows a user in the modal: fields, groups, confirm texts and params', async () => {
    const id = await userId(t, 'operatore.sospeso');
    const res = await admin.get(`/api/user/view.json?id=${id}`);
    expect(res.statusCode).toBe(200);
    const view = res.data.data;
    expect(view).toMatchObject({
      id,
      name: 'Marco Bini',
      status: 2,
      leaveConfirm: 'Le modifiche non salvate andranno perse. Vuoi uscire?',
      params: {
        email: 'marco.bini@example.org',
        username: 'operatore.sospeso',
        slug: 'operatore-sospeso',
        type: 'user',
      },
    });
    expect(view.deleteConfirm).toContain("Eliminare definitivamente l'utente «Marco Bini»?");
    const fields = Object.fromEntries(
      view.fields.map((f: { label: string; value: string }) => [f.label, f.value]),
    );
    expect(fields).toMatchObject({
      'Nome e cognome': 'Marco Bini',
      'Nome utente': 'operatore.sospeso',
      'E-mail': 'marco.bini@example.org',
      'Tipo utente': 'Ufficio IAT',
      Revisore: 'No',
      Stato: 'Disattivato',
    });
    expect(fields['Creato il']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(view.groups).toEqual([
      expect.objectContaining({
        uo: expect.objectContaining({ slug: 'iat-livorno', name: 'IAT Livorno', portale: 'make-iat' }),
        stato: 0,
        ruolo: 'operator',
        ruoloLabel: 'Operatore',
        groupEnabled: true,
      }),
    ]);
  });

  it('verifies a pending user, who can then sign in; a second verify is a 422', async () => {
    const refused = await login('nuovo.utente', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.data.code).toBe('invalid_credentials');

    const id = await userId(t, 'nuovo.utente');
    const res = await admin.post('/api/user/confirm.json', { id, activationType: 'verify' });
    expect(res.data).toEqual({
      status: 'success',
      data: { message: 'Utente verificato: ora può accedere.' },
    });
    const signedIn = await login('nuovo.utente', DEMO_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    // The access asked for (IAT Pisa, a verified office) starts working with the verification.
    const verified = await signIn(t, 'nuovo.utente');
    expect(await isActive(verified)).toBe(true);

    const again = await admin.post('/api/user/confirm.json', { id, activationType: 'verify' });
    expect(again.statusCode).toBe(422);
    expect(again.data).toMatchObject({ code: 'rule', message: "L'utente non è in attesa di verifica." });

    const [row] = await auditRows(t, 'user', id);
    expect(row).toMatchObject({
      action: 'user.verify',
      actorUsername: 'admin',
      before: { status: 0, memberships: [expect.objectContaining({ stato: 0 })] },
      after: { status: 1, memberships: [expect.objectContaining({ stato: 1 })] },
    });
  });

  it('rehabilitates a user: every membership back on, the app shows them active', async () => {
    const sospeso = await signIn(t, 'operatore.sospeso');
    expect(await isActive(sospeso)).toBe(false);
    const id = await userId(t, 'operatore.sospeso');
    const res = await admin.post('/api/user/confirm.json', { id, activationType: 'rehabilitate' });
    expect(res.data.data.message).toBe('Utente riabilitato in tutti i suoi gruppi e ambienti.');
    expect((await membershipsOf(t, 'operatore.sospeso')).map((m) => m.stato)).toEqual([1]);
    expect(await isActive(sospeso)).toBe(true);
    const [row] = await auditRows(t, 'user', id);
    expect(row).toMatchObject({
      action: 'user.rehabilitate',
      before: { memberships: [expect.objectContaining({ group: 'iat-livorno', stato: 0 })] },
      after: { status: 1, memberships: [expect.objectContaining({ group: 'iat-livorno', stato: 1 })] },
    });
  });

  it('disables a user everywhere at once from the row: every membership off, then rehabilitated', async () => {
    const redattore = await signIn(t, 'redattore');
    expect(await isActive(redattore)).toBe(true);
    const id = await userId(t, 'redattore');
    const row = async () => {
      const res = await admin.get(`/api/tables/user?env=make-iat&query=redattore`);
      return res.data.data.elements.find((r: { id: number }) => r.id === id);
    };
    // The row offers "Disattiva" to an active user, "Riabilita" to an inactive one.
    expect((await row()).actions).toContain('disable');
    expect((await row()).actions).not.toContain('rehabilitate');

    const off = await admin.post('/api/user/disable.json', { id });
    expect(off.data).toEqual({
      status: 'success',
      data: { message: 'Utente disattivato in tutti i suoi gruppi e ambienti.' },
    });
    expect((await membershipsOf(t, 'redattore')).every((m) => m.stato === 0)).toBe(true);
    expect(await isActive(redattore)).toBe(false);
    expect((await row()).actions).toEqual(expect.arrayContaining(['rehabilitate']));
    expect((await row()).actions).not.toContain('disable');
    const [audit] = (await auditRows(t, 'user', id)).filter((r) => r.action === 'user.disable');
    expect(audit!.after.memberships.every((m: { stato: number }) => m.stato === 0)).toBe(true);

    const twice = await admin.post('/api/user/disable.json', { id });
    expect(twice.statusCode).toBe(422);
    expect(twice.data.message).toBe("L'utente è già disattivato in tutti i suoi gruppi e ambienti.");
    await admin.post('/api/user/confirm.json', { id, activationType: 'rehabilitate' });
    expect(await isActive(redattore)).toBe(true);
  });

  it('refuses to disable the last active admin, an operator, a bad id and an unknown user', async () => {
    const adminId = await userId(t, 'admin');
    const before = await snapshot(t);
    const last = await admin.post('/api/user/disable.json', { id: adminId });
    expect(last.statusCode).toBe(422);
    expect(last.data).toMatchObject({ code: 'rule', message: LAST_ADMIN });
    expect(await snapshot(t)).toEqual(before);
    const operator = await signIn(t, 'operatore');
    const refused = await operator.post('/api/user/disable.json', { id: await userId(t, 'redattore') });
    expect(refused.statusCode).toBe(403);
    expect((await admin.post('/api/user/disable.json', { id: 'redattore' })).statusCode).toBe(400);
    expect((await admin.post('/api/user/disable.json', { id: 999999 })).statusCode).toBe(404);
  });

  it('disables one group app: the user, who had only that membership, is no longer active', async () => {
    const siena = await signIn(t, 'operatore.siena');
    expect(await isActive(siena)).toBe(true);
    const [m] = await membershipsOf(t, 'operatore.siena');
    const off = await admin.post('/api/user/toggle-status.json', { membershipId: m!.id, stato: 0 });
    expect(off.data.data.message).toBe('Utente disattivato in questo gruppo e ambiente.');
    expect(await isActive(siena)).toBe(false);
    const on = await admin.post('/api/user/toggle-status.json', { membershipId: m!.id, stato: 1 });
    expect(on.data.data.message).toBe('Utente riattivato in questo gruppo e ambiente.');
    expect(await isActive(siena)).toBe(true);
    const rows = await auditRows(t, 'membership', m!.id);
    expect(rows.map((r) => [r.action, r.before.stato, r.after.stato])).toEqual([
      ['membership.disable', 1, 0],
      ['membership.enable', 0, 1],
    ]);
    expect(rows[0]!.targetLabel).toBe('operatore.siena · IAT Siena · Sportello IAT');
    expect(
      (await admin.post('/api/user/toggle-status.json', { membershipId: 999999, stato: 0 })).statusCode,
    ).toBe(404);
  });

  it('keeps the last active admin: one admin membership may go, the last one may not', async () => {
    const [iat, vt] = await membershipsOf(t, 'admin');
    expect([iat!.app, vt!.app]).toEqual(['make-iat', 'make-vt']);
    const first = await admin.post('/api/user/toggle-status.json', { membershipId: vt!.id, stato: 0 });
    expect(first.statusCode).toBe(200);

    const before = await snapshot(t);
    const last = await admin.post('/api/user/toggle-status.json', { membershipId: iat!.id, stato: 0 });
    expect(last.statusCode).toBe(422);
    expect(last.data).toMatchObject({ code: 'rule', message: LAST_ADMIN });
    expect(await snapshot(t)).toEqual(before);

    // With a second admin the first may step down.
    const other = await createTestUser(t.db, { role: 'admin', group: { id: await adminGroupId() } });
    expect(
      (await admin.post('/api/user/toggle-status.json', { membershipId: iat!.id, stato: 0 })).statusCode,
    ).toBe(200);
    const otherAdmin = new Agent(t.app);
    await otherAdmin.login(other.username);
    for (const m of [iat!, vt!]) {
      expect(
        (await otherAdmin.post('/api/user/toggle-status.json', { membershipId: m.id, stato: 1 })).statusCode,
      ).toBe(200);
    }
    await t.db.deleteFrom('users').where('id', '=', other.id).execute();
  });

  async function adminGroupId() {
    const row = await t.db
      .selectFrom('groups')
      .select('id')
      .where('slug', '=', 'admin')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("verifies and rehabilitates one of the user's groups; 404 when the user is not in it", async () => {
    const group = await createTestGroup(t.db, { status: 0, name: 'Pro Loco Certaldo' });
    const user = await createTestUser(t.db, { group, stato: 0 });
    const verify = await admin.post('/api/user/group-confirm.json', {
      id: user.id,
      groupId: group.id,
      activationType: 'verify-group',
    });
    expect(verify.statusCode).toBe(200);
    const row = () =>
      t.db.selectFrom('groups').select(['status', 'enabled']).where('id', '=', group.id).executeTakeFirst();
    expect(await row()).toEqual({ status: 1, enabled: 1 });
    expect((await membershipsOf(t, user.username)).map((m) => m.stato)).toEqual([1]);
    const twice = await admin.post('/api/user/group-confirm.json', {
      id: user.id,
      groupId: group.id,
      activationType: 'verify-group',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.data.message).toBe('Il gruppo non è in attesa di verifica.');

    await t.db.updateTable('groups').set({ enabled: 0 }).where('id', '=', group.id).execute();
    await t.db.updateTable('memberships').set({ stato: 0 }).where('userId', '=', user.id).execute();
    const rehab = await admin.post('/api/user/group-confirm.json', {
      id: user.id,
      groupId: group.id,
      activationType: 'rehabilitate-group',
    });
    expect(rehab.data.data.message).toBe("Gruppo riabilitato: l'utente vi è di nuovo attivo.");
    expect(await row()).toEqual({ status: 1, enabled: 1 });
    expect((await membershipsOf(t, user.username)).map((m) => m.stato)).toEqual([1]);
    expect((await auditRows(t, 'group', group.id)).map((r) => r.action)).toEqual([
      'group.verify',
      'group.rehabilitate',
    ]);

    const elsewhere = await admin.post('/api/user/group-confirm.json', {
      id: await userId(t, 'operatore'),
      groupId: group.id,
      activationType: 'rehabilitate-group',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.data.message).toBe("L'utente non fa parte di questo gruppo.");
  });

  it('sets a password: the user is signed out, the new password works, the audit holds no hash', async () => {
    const user = await createTestUser(t.db);
    const browser = new Agent(t.app);
    await browser.login(user.username);
    const res = await admin.post('/api/user/reset-password.json', {
      id: user.id,
      password: 'scelta-da-admin-1',
      passwordConfirm: 'scelta-da-admin-1',
    });
    expect(res.data.data.message).toBe(
      "Password aggiornata: l'utente è stato disconnesso da tutti i dispositivi.",
    );
    expect((await browser.get('/api/refresh.json')).data.code).toBe('auth_required');
    const weak = await admin.post('/api/user/reset-password.json', {
      id: user.id,
      password: 'iloveyou123',
      passwordConfirm: 'iloveyou123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.data.fields).toEqual({
      password: "Nuova password: è tra le password più usate e si indovina facilmente, scegline un'altra",
    });
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, 'scelta-da-admin-1')).statusCode).toBe(200);
    const [row] = await auditRows(t, 'user', user.id);
    expect(row).toMatchObject({ action: 'user.reset-password', before: null });
    expect(`${row!.beforeJson}${row!.afterJson}`).not.toMatch(/scrypt|scelta-da-admin/);
  });

  it('an admin setting their own password keeps the session they are using', async () => {
    const other = await createTestUser(t.db, { role: 'admin' });
    const self = new Agent(t.app);
    await self.login(other.username);
    const res = await self.post('/api/user/reset-password.json', {
      id: other.id,
      password: 'la-mia-nuova-pw',
      passwordConfirm: 'la-mia-nuova-pw',
    });
    expect(res.statusCode).toBe(200);
    expect((await self.get('/api/refresh.json')).statusCode).toBe(200);
    await t.db.deleteFrom('users').where('id', '=', other.id).execute();
  });

  it('re-sends the verification e-mail: its link lets the user choose a password and sign in', async () => {
    const pending = await createTestUser(t.db, { status: 0, fullName: 'Ilaria Conti' });
    const res = await admin.post('/api/user/resend-verification.json', { id: pending.id });
    expect(res.data).toEqual({ status: 'success', data: { message: 'Email inviata con successo' } });
    const mail = await t.db
      .selectFrom('outboxMails')
      .selectAll()
      .where('toAddress', '=', pending.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Sportello: attiva il tuo account');
    expect(mail.textBody).toContain('Gentile Ilaria Conti');

    const token = await linkTokenTo(t, pending.email);
    const browser = new Agent(t.app);
    const chosen = await browser.post('/api/auth/reset-password', {
      token,
      password: 'la-mia-password-1',
      passwordConfirm: 'la-mia-password-1',
    });
    expect(chosen.statusCode).toBe(200);
    expect((await login(pending.username, 'la-mia-password-1')).statusCode).toBe(200);
    expect((await auditRows(t, 'user', pending.id))[0]).toMatchObject({
      action: 'user.resend-verification',
      after: { to: pending.email },
    });

    const active = await admin.post('/api/user/resend-verification.json', { id: pending.id });
    expect(active.statusCode).toBe(422);
    expect(active.data.message).toBe("L'utente non è in attesa di verifica.");
  });
});
