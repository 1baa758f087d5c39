import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormTemplate, RoleOptions } from '@sportello/contracts';
import type { TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { createTestUser } from '../../../test/factories.js';
import { auditOf } from '../../platform/audit/index.js';

const TEAM_ROLES = [
  { value: 'referent', label: 'Referente' },
  { value: 'editor', label: 'Redattore' },
  { value: 'operator', label: 'Operatore' },
];

/** A team (spec 3 §2 "Team", "Team user creation"): a referent's own group, an admin's any group. */
describe('team calls', () => {
  let t: TestApp;
  let referent: Agent;
  let admin: Agent;
  beforeAll(async () => {
    t = await buildDemoApp();
    referent = await signIn(t, 'referente');
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const userNamed = (username: string) =>
    t.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  /** The membership of a user in a group (make-iat). */
  async function membership(username: string, groupSlug: string) {
    return t.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.userId')
      .innerJoin('groups', 'groups.id', 'memberships.groupId')
      .innerJoin('apps', 'apps.id', 'memberships.appId')
      .selectAll('memberships')
      .where('users.username', '=', username)
      .where('groups.slug', '=', groupSlug)
      .where('apps.slug', '=', 'make-iat')
      .executeTakeFirst();
  }
  const snapshot = async () => ({
    users: await t.db.selectFrom('users').select(['id', 'username', 'status']).orderBy('id').execute(),
    memberships: await t.db.selectFrom('memberships').selectAll().orderBy('id').execute(),
    mails: await t.db.selectFrom('outboxMails').select('id').execute(),
    tokens: await t.db.selectFrom('tokens').select(['id', 'usedAt']).orderBy('id').execute(),
    audit: await t.db.selectFrom('auditLog').select('id').execute(),
  });
  const mailsTo = (to: string) =>
    t.db.selectFrom('outboxMails').selectAll().where('toAddress', '=', to).orderBy('id').execute();
  const tokenOf = (text: string) => {
    const link = /\/reset-password\?token=(\S+)/.exec(text);
    expect(link, text).not.toBeNull();
    return decodeURIComponent(link![1]!);
  };
  const invitationTokenOf = (text: string) => {
    const link = /\/team-invitation\?token=(\S+)/.exec(text);
    expect(link, text).not.toBeNull();
    return decodeURIComponent(link![1]!);
  };
  const newMember = (email: string, ruolo = 'editor', slug = 'iat-firenze') => ({
    email,
    username: email,
    fullName: 'Nuovo Membro',
    ruolo,
    env: 'make-iat',
    uo: { slug, ruolo, portale: 'make-iat', statoUUORG: 1 },
  });

  describe('every call: allowed for a referent, 403 for an operator before the payload, 400 naming the field', () => {
    const calls = [
      { method: 'GET', url: '/api/team/roles.json?group=' + 'x'.repeat(81), field: 'group' },
      { method: 'GET', url: '/api/team/member-template.json?group=' + 'x'.repeat(81), field: 'group' },
      {
        method: 'POST',
        url: '/api/team/member.json',
        bad: { ...newMember('non-una-email') },
        field: 'email',
      },
      {
        method: 'POST',
        url: '/api/team/role.json',
        bad: { membershipId: 'abc', ruolo: 'editor' },
        field: 'membershipId',
      },
      { method: 'POST', url: '/api/team/remove.json', bad: {}, field: 'membershipId' },
      {
        method: 'POST',
        url: '/api/team/toggle-status.json',
        bad: { membershipId: 1, stato: 2 },
        field: 'stato',
      },
      {
        method: 'POST',
        url: '/api/team/resend-invitation.json',
        bad: { membershipId: -1 },
        field: 'membershipId',
      },
      { method: 'POST', url: '/api/team/invitation/resend.json', bad: {}, field: 'invitationId' },
      {
        method: 'POST',
        url: '/api/team/invitation/cancel.json',
        bad: { invitationId: 0 },
        field: 'invitationId',
      },
    ] as const;

    for (const call of calls) {
      it(`${call.url.split('?')[0]}: 400 naming ${call.field}`, async () => {
        const before = await snapshot();
        const res =
          call.method === 'GET' ? await referent.get(call.url) : await referent.post(call.url, call.bad);
        expect(res.statusCode, res.body).toBe(400);
        expect(Object.keys(res.data.fields ?? {})).toContain(call.field);
        expect(await snapshot()).toEqual(before);
      });

      for (const who of ['operatore', 'redattore', 'struttura']) {
        it(`${call.url.split('?')[0]}: 403 forbidden for ${who}, nothing changed`, async () => {
          const agent = await signIn(t, who);
          const before = await snapshot();
          const res =
            call.method === 'GET' ? await agent.get(call.url) : await agent.post(call.url, call.bad);
          expect(res.statusCode).toBe(403);
          expect(res.data.code).toBe('forbidden');
          expect(await snapshot()).toEqual(before);
        });
      }
    }

    it('serves the team roles and the add-member template to a referent', async () => {
      const roles = await referent.get('/api/team/roles.json?env=make-iat');
      expect(roles.statusCode).toBe(200);
      expect(RoleOptions.parse(roles.data.data)).toEqual(TEAM_ROLES);

      const res = await referent.get('/api/team/member-template.json?env=make-iat');
      expect(res.statusCode).toBe(200);
      const template = FormTemplate.parse(res.data.data);
      expect(template.formType).toBe('team-member');
      expect(template.fields.map((f) => [f.fieldname, f.type, f.label, f.required])).toEqual([
        ['email', 'input', 'E-mail', true],
        ['fullName', 'input', 'Nome e cognome', true],
        ['ruolo', 'select', 'Ruolo', true],
      ]);
      expect(template.fields[0]!.validators).toContainEqual({
        type: 'email',
        message: 'E-mail: indirizzo non valido',
      });
      const ruolo = template.fields[2]!;
      expect(ruolo.type === 'select' && ruolo.options).toEqual(TEAM_ROLES);
    });
  });

  describe('adding a member', () => {
    it('invites a new person: pending account, membership, e-mail; the link activates it; they sign in to the team', async () => {
      const email = 'giada.neri@example.org';
      const res = await referent.post('/api/team/member.json?env=make-iat', {
        ...newMember('Giada.Neri@example.org'),
        username: 'Giada.Neri@example.org',
        fullName: 'Giada Neri',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.data.message).toBe(`Invito inviato a ${email}`);

      const user = (await userNamed(email))!;
      expect(user).toMatchObject({ email, fullName: 'Giada Neri', status: 0, userType: 'ambitoiat' });
      expect(await membership(email, 'iat-firenze')).toMatchObject({ role: 'editor', stato: 1 });
      expect((await auditOf(t.db, 'user', user.id))[0]).toMatchObject({
        action: 'user.create',
        actorUsername: 'referente',
      });
      const m = (await membership(email, 'iat-firenze'))!;
      expect((await auditOf(t.db, 'membership', m.id))[0]).toMatchObject({ action: 'membership.create' });

      // A pending account cannot sign in before choosing its password.
      const early = await new Agent(t.app).post('/api/auth/login', {
        username: email,
        password: 'qualcosa-123',
      });
      expect(early.statusCode).toBe(401);

      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe('Sportello: attiva il tuo account');
      expect(mail!.textBody).toContain('sei stato aggiunto al team di «IAT Firenze»');
      const token = tokenOf(mail!.textBody);
      const browser = new Agent(t.app);
      const check = await browser.get(`/api/auth/reset-password?token=${encodeURIComponent(token)}`);
      expect(check.data).toEqual({ status: 'success', data: { username: email } });
      const chosen = await browser.post('/api/auth/reset-password', {
        token,
        password: 'giada-sceglie-2026',
        passwordConfirm: 'giada-sceglie-2026',
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect((await userNamed(email))!.status).toBe(1);

      const member = new Agent(t.app);
      await member.login(email, 'giada-sceglie-2026');
      const config = await member.get('/api/app-config.json?env=make-iat');
      expect(config.statusCode).toBe(200);
      expect(config.data.data.user).toMatchObject({
        username: email,
        role: 'editor',
        group: 'iat-firenze',
        groupName: 'IAT Firenze',
        isActive: true,
      });
    });

    it('invites someone who already has an account: no membership until they accept from the e-mailed link', async () => {
      const before = (await t.db.selectFrom('users').select('id').execute()).length;
      const res = await referent.post(
        '/api/team/member.json',
        newMember('elena.fontana@example.org', 'operator'),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.data.message).toBe('Invito inviato a elena.fontana@example.org');
      expect((await t.db.selectFrom('users').select('id').execute()).length).toBe(before);
      // Nothing granted yet: no membership, and she does not work for IAT Firenze.
      expect(await membership('operatore.pisa', 'iat-firenze')).toBeUndefined();
      const [mail] = await mailsTo('elena.fontana@example.org');
      expect(mail!.subject).toBe('Sportello: invito nel team di IAT Firenze');
      expect(mail!.textBody).toContain('ti invita a far parte del team di «IAT Firenze»');
      const token = invitationTokenOf(mail!.textBody);

      // The team table shows the invitation as waiting for an answer, with its own actions.
      const rows = (await referent.get('/api/tables/team?env=make-iat&status=invited')).data.data.elements;
      const row = rows.find(
        (r: { cells: { email: string } }) => r.cells.email === 'elena.fontana@example.org',
      );
      expect(row).toMatchObject({ status: 5, actions: ['resend-verification-email', 'cancel-invitation'] });
      expect(row.id).toBeLessThan(0);
      expect(row.cells.invitationId).toBe(-row.id);

      const snap = await snapshot();
      const again = await referent.post(
        '/api/team/member.json',
        newMember('elena.fontana@example.org', 'operator'),
      );
      expect(again.statusCode).toBe(409);
      expect(again.data.fields).toEqual({
        email: 'E-mail: questa persona è già stata invitata nel team e non ha ancora risposto.',
      });
      expect(await snapshot()).toEqual(snap);

      // Her side: the link tells who invites her where, then she accepts.
      const elena = new Agent(t.app);
      const read = await elena.get(`/api/team-invitation?token=${encodeURIComponent(token)}`);
      expect(read.data).toEqual({
        status: 'success',
        data: {
          username: 'operatore.pisa',
          groupName: 'IAT Firenze',
          envName: expect.any(String),
          roleLabel: 'Operatore',
          invitedBy: expect.any(String),
        },
      });
      const accepted = await elena.post('/api/team-invitation', { token, accept: true });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.data.data.message).toBe('Invito accettato: ora fai parte del team di IAT Firenze.');
      const m = (await membership('operatore.pisa', 'iat-firenze'))!;
      expect(m).toMatchObject({ role: 'operator', stato: 1 });
      expect((await auditOf(t.db, 'membership', m.id))[0]).toMatchObject({
        action: 'membership.accept',
        actorUsername: 'operatore.pisa',
      });
      expect((await elena.post('/api/team-invitation', { token, accept: true })).statusCode).toBe(400);

      const member = await referent.post(
        '/api/team/member.json',
        newMember('elena.fontana@example.org', 'operator'),
      );
      expect(member.statusCode).toBe(409);
      expect(member.data.fields).toEqual({ email: 'E-mail: questa persona fa già parte del team.' });
    });

    it('the invited person may decline (the admin too): nothing is granted', async () => {
      const res = await referent.post(
        '/api/team/member.json',
        newMember('lorenzo.guidi@example.org', 'operator'),
      );
      expect(res.statusCode, res.body).toBe(200);
      const token = invitationTokenOf((await mailsTo('lorenzo.guidi@example.org')).at(-1)!.textBody);
      const declined = await new Agent(t.app).post('/api/team-invitation', { token, accept: false });
      expect(declined.data.data.message).toBe('Invito rifiutato: non entri nel team di IAT Firenze.');
      expect(await membership('admin', 'iat-firenze')).toBeUndefined();
      const bad = await new Agent(t.app).get('/api/team-invitation?token=sbagliato');
      expect(bad.statusCode).toBe(400);
      expect(bad.data.message).toBe(
        'Il link non è valido o è scaduto: chiedi a chi ti ha invitato di inviarti un nuovo invito.',
      );
    });

    it('an invitation is sent again with a new link, or withdrawn, by its team only', async () => {
      await referent.post('/api/team/member.json', newMember('francesca.mancini@example.org', 'operator'));
      const first = invitationTokenOf((await mailsTo('francesca.mancini@example.org')).at(-1)!.textBody);
      const row = (
        await referent.get('/api/tables/team?env=make-iat&status=invited')
      ).data.data.elements.find(
        (r: { cells: { email: string } }) => r.cells.email === 'francesca.mancini@example.org',
      );
      const invitationId = row.cells.invitationId;

      const siena = await signIn(t, 'referente.siena');
      const other = await siena.post('/api/team/invitation/cancel.json', { invitationId });
      expect(other.statusCode).toBe(403);
      const resent = await referent.post('/api/team/invitation/resend.json', { invitationId });
      expect(resent.data.data.message).toBe('Invito inviato a francesca.mancini@example.org');
      const second = invitationTokenOf((await mailsTo('francesca.mancini@example.org')).at(-1)!.textBody);
      expect(second).not.toBe(first);
      expect((await new Agent(t.app).get(`/api/team-invitation?token=${first}`)).statusCode).toBe(400);

      const cancelled = await referent.post('/api/team/invitation/cancel.json', { invitationId });
      expect(cancelled.data.data.message).toBe('Invito annullato.');
      expect((await new Agent(t.app).get(`/api/team-invitation?token=${second}`)).statusCode).toBe(400);
      expect((await referent.post('/api/team/invitation/cancel.json', { invitationId })).statusCode).toBe(
        404,
      );
      const bad = await referent.post('/api/team/invitation/cancel.json', { invitationId: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.data.fields)).toEqual(['invitationId']);
    });

    it("refuses another group's team (403), a role outside the list (400 ruolo), a missing name (400)", async () => {
      const before = await snapshot();
      const other = await referent.post(
        '/api/team/member.json',
        newMember('a1@example.org', 'editor', 'iat-siena'),
      );
      expect(other.statusCode).toBe(403);
      expect(other.data).toMatchObject({
        code: 'forbidden',
        message: 'Puoi gestire solo il team del tuo gruppo.',
      });
      const otherQuery = await referent.post(
        '/api/team/member.json?group=iat-siena',
        newMember('a2@example.org'),
      );
      expect(otherQuery.statusCode).toBe(403);

      for (const ruolo of ['admin', 'reviewer', 'capo']) {
        const res = await referent.post('/api/team/member.json', newMember('a3@example.org', ruolo));
        expect(res.statusCode, ruolo).toBe(400);
        expect(res.data.fields).toEqual({ ruolo: 'Ruolo: scegli uno dei ruoli proposti.' });
      }
      const noRole = await referent.post('/api/team/member.json', {
        ...newMember('a4@example.org'),
        ruolo: undefined,
      });
      expect(noRole.statusCode).toBe(400);
      expect(noRole.data.fields).toHaveProperty('ruolo');
      const noName = await referent.post('/api/team/member.json', {
        ...newMember('a5@example.org'),
        fullName: ' ',
      });
      expect(noName.statusCode).toBe(400);
      expect(noName.data.fields).toEqual({ fullName: 'Nome e cognome: campo obbligatorio' });
      const mismatch = await referent.post('/api/team/member.json', {
        ...newMember('a6@example.org'),
        username: 'altro@example.org',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.data.fields).toHaveProperty('username');
      expect(await snapshot()).toEqual(before);
    });

    it('a referent never hands out more than referent, even when the list offers it (403)', async () => {
      const row = await t.db
        .selectFrom('templates')
        .selectAll()
        .where('kind', '=', 'roles')
        .where('key', '=', 'team')
        .executeTakeFirstOrThrow();
      const body = JSON.parse(row.body);
      const wider = { roles: [...body.roles, { value: 'reviewer', label: 'Revisore' }] };
      await t.db
        .updateTable('templates')
        .set({ body: JSON.stringify(wider) })
        .where('id', '=', row.id)
        .execute();
      try {
        const before = await snapshot();
        const res = await referent.post('/api/team/member.json', newMember('b1@example.org', 'reviewer'));
        expect(res.statusCode).toBe(403);
        expect(res.data.message).toBe('Puoi assegnare al massimo il ruolo di referente.');
        expect(await snapshot()).toEqual(before);
      } finally {
        await t.db.updateTable('templates').set({ body: row.body }).where('id', '=', row.id).execute();
      }
    });

    it('an admin adds to any group named in the query', async () => {
      const res = await admin.post('/api/team/member.json?group=iat-siena&env=make-iat', {
        ...newMember('c1@example.org', 'operator', 'iat-siena'),
        fullName: 'Carla Uno',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await membership('c1@example.org', 'iat-siena')).toMatchObject({ role: 'operator', stato: 1 });
    });
  });

  describe('a member: role, on/off, removal, new invitation', () => {
    it("changes a member's role; refuses one's own role and another group's member", async () => {
      const m = (await membership('redattore', 'iat-firenze'))!;
      const res = await referent.post('/api/team/role.json', { membershipId: m.id, ruolo: 'operator' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.data.message).toBe('Ruolo aggiornato.');
      expect((await membership('redattore', 'iat-firenze'))!.role).toBe('operator');
      const [entry] = await auditOf(t.db, 'membership', m.id);
      expect(entry).toMatchObject({ action: 'membership.role', actorUsername: 'referente' });
      expect(JSON.parse(entry!.beforeJson!)).toMatchObject({ role: 'editor' });
      expect(JSON.parse(entry!.afterJson!)).toMatchObject({ role: 'operator' });
      await referent.post('/api/team/role.json', { membershipId: m.id, ruolo: 'editor' });

      const before = await snapshot();
      const own = (await membership('referente', 'iat-firenze'))!;
      const self = await referent.post('/api/team/role.json', { membershipId: own.id, ruolo: 'operator' });
      expect(self.statusCode).toBe(403);
      expect(self.data.message).toBe('Non puoi cambiare il tuo ruolo né darti più permessi.');
      const siena = (await membership('operatore.siena', 'iat-siena'))!;
      const other = await referent.post('/api/team/role.json', { membershipId: siena.id, ruolo: 'editor' });
      expect(other.statusCode).toBe(403);
      expect(other.data.code).toBe('forbidden');
      const unlisted = await referent.post('/api/team/role.json', { membershipId: m.id, ruolo: 'admin' });
      expect(unlisted.statusCode).toBe(400);
      expect(unlisted.data.fields).toEqual({ ruolo: 'Ruolo: scegli uno dei ruoli proposti.' });
      const unknown = await referent.post('/api/team/role.json', { membershipId: 999_999, ruolo: 'editor' });
      expect(unknown.statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);

      // An admin works on the Siena team.
      const byAdmin = await admin.post('/api/team/role.json?group=iat-siena', {
        membershipId: siena.id,
        ruolo: 'editor',
      });
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect((await membership('operatore.siena', 'iat-siena'))!.role).toBe('editor');
    });

    it('switches a member off and on; refuses oneself and another group', async () => {
      const m = (await membership('operatore', 'iat-firenze'))!;
      const off = await referent.post('/api/team/toggle-status.json', { membershipId: m.id, stato: 0 });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.data.data.message).toBe('Membro disattivato.');
      expect((await membership('operatore', 'iat-firenze'))!.stato).toBe(0);
      const on = await referent.post('/api/team/toggle-status.json', { membershipId: m.id, stato: 1 });
      expect(on.data.data.message).toBe('Membro riattivato.');
      expect((await membership('operatore', 'iat-firenze'))!.stato).toBe(1);
      expect((await auditOf(t.db, 'membership', m.id)).map((a) => a.action)).toEqual([
        'membership.enable',
        'membership.disable',
      ]);

      const before = await snapshot();
      const own = (await membership('referente', 'iat-firenze'))!;
      const self = await referent.post('/api/team/toggle-status.json', { membershipId: own.id, stato: 0 });
      expect(self.statusCode).toBe(403);
      const siena = (await membership('referente.siena', 'iat-siena'))!;
      const other = await referent.post('/api/team/toggle-status.json', { membershipId: siena.id, stato: 0 });
      expect(other.statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it('removes a member from the team (the account stays); refuses oneself and another group', async () => {
      const u = await createTestUser(t.db, {
        username: 'da.togliere',
        group: { id: (await membership('referente', 'iat-firenze'))!.groupId },
      });
      const m = (await membership('da.togliere', 'iat-firenze'))!;
      const res = await referent.post('/api/team/remove.json', { membershipId: m.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.data.message).toBe('Membro rimosso dal team.');
      expect(await membership('da.togliere', 'iat-firenze')).toBeUndefined();
      expect(await userNamed('da.togliere')).toMatchObject({ id: u.id });
      expect((await auditOf(t.db, 'membership', m.id))[0]).toMatchObject({ action: 'membership.delete' });

      const before = await snapshot();
      const own = (await membership('referente', 'iat-firenze'))!;
      expect((await referent.post('/api/team/remove.json', { membershipId: own.id })).statusCode).toBe(403);
      const siena = (await membership('operatore.siena', 'iat-siena'))!;
      expect((await referent.post('/api/team/remove.json', { membershipId: siena.id })).statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it('sends a new invitation to a pending member only (the old link stops working)', async () => {
      const email = 'in.attesa@example.org';
      await referent.post('/api/team/member.json', { ...newMember(email), fullName: 'In Attesa' });
      const first = tokenOf((await mailsTo(email))[0]!.textBody);
      const m = (await membership(email, 'iat-firenze'))!;

      const res = await referent.post('/api/team/resend-invitation.json', { membershipId: m.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.data.message).toBe(`Invito inviato a ${email}`);
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(2);
      const second = tokenOf(mails[1]!.textBody);
      expect(second).not.toBe(first);
      const old = await new Agent(t.app).get(`/api/auth/reset-password?token=${encodeURIComponent(first)}`);
      expect(old.statusCode).toBe(400);
      const fresh = await new Agent(t.app).get(
        `/api/auth/reset-password?token=${encodeURIComponent(second)}`,
      );
      expect(fresh.statusCode).toBe(200);
      const user = (await userNamed(email))!;
      expect((await auditOf(t.db, 'user', user.id))[0]).toMatchObject({ action: 'user.invite' });

      const before = await snapshot();
      const active = (await membership('operatore', 'iat-firenze'))!;
      const refused = await referent.post('/api/team/resend-invitation.json', { membershipId: active.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.data.message).toBe("L'account è già attivo: non serve un nuovo invito.");
      const pendingElsewhere = (await membership('nuovo.utente', 'iat-pisa'))!;
      const other = await referent.post('/api/team/resend-invitation.json', {
        membershipId: pendingElsewhere.id,
      });
      expect(other.statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    });
  });
});
