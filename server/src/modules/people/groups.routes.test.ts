import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CascadeCheckReply, InjectReply, RoleOptions } from '@sportello/contracts';
import type { TestApp } from '../../../test/build-app.js';
import type { Agent } from '../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';
import { auditOf } from '../../platform/audit/index.js';

/** The admins' group calls (spec 3 §2 "Group admin", §4, §7): who may, what they change, what they refuse. */
describe('group admin calls', () => {
  let t: TestApp;
  let admin: Agent;
  let referent: Agent;
  beforeAll(async () => {
    t = await buildDemoApp();
    admin = await signIn(t, 'admin');
    referent = await signIn(t, 'referente');
  });
  afterAll(() => t.close());

  const group = (slug: string) =>
    t.db.selectFrom('groups').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  const userNamed = (username: string) =>
    t.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  const membershipsOf = (userId: number, groupId?: number) => {
    let q = t.db.selectFrom('memberships').selectAll().where('userId', '=', userId);
    if (groupId) q = q.where('groupId', '=', groupId);
    return q.execute();
  };
  /** Everything the group calls may change, to prove a refusal changed nothing. */
  const snapshot = async () => ({
    groups: await t.db.selectFrom('groups').selectAll().orderBy('id').execute(),
    users: await t.db.selectFrom('users').select(['id', 'status']).orderBy('id').execute(),
    memberships: await t.db.selectFrom('memberships').selectAll().orderBy('id').execute(),
    audit: await t.db.selectFrom('auditLog').select('id').execute(),
  });

  describe('every call: allowed for an admin, 403 for others before the payload, 400 naming the field', () => {
    const calls = [
      {
        method: 'POST',
        url: '/api/group/confirm.json',
        bad: { id: 1, activationType: 'boh' },
        field: 'activationType',
      },
      { method: 'POST', url: '/api/group/toggle-status.json', bad: { id: 1, stato: 3 }, field: 'stato' },
      {
        method: 'POST',
        url: '/api/group/iat-visibility.json',
        bad: { slug: 'iat-firenze', stato: 2 },
        field: 'stato',
      },
      { method: 'POST', url: '/api/group/cascade-check.json', bad: { id: 'abc' }, field: 'id' },
      {
        method: 'POST',
        url: '/api/group/cascade-delete.json',
        bad: { id: 1, confirm: false },
        field: 'confirm',
      },
      { method: 'POST', url: '/api/group/remove-user.json', bad: { id: 1, username: '' }, field: 'username' },
      {
        method: 'POST',
        url: '/api/group/role.json',
        bad: { username: 'admin', uo: 'admin' },
        field: 'ruolo',
      },
      { method: 'POST', url: '/api/group/inject-cms-data.json', bad: { keys: 'x' }, field: 'body' },
      { method: 'GET', url: '/api/group/user-candidates.json?search=' + 'x'.repeat(101), field: 'search' },
    ] as const;

    for (const call of calls) {
      it(`${call.url}: 400 naming ${call.field} for an admin`, async () => {
        const before = await snapshot();
        const res =
          call.method === 'GET'
            ? await admin.get(call.url)
            : await admin.post(call.url, 'bad' in call ? call.bad : {});
        expect(res.statusCode, res.body).toBe(400);
        expect(res.data.code).toBe('bad_request');
        expect(Object.keys(res.data.fields ?? {})).toContain(call.field);
        expect(await snapshot()).toEqual(before);
      });

      for (const who of ['referente', 'operatore', 'revisore']) {
        it(`${call.url}: 403 forbidden for ${who}, even with a bad payload, nothing changed`, async () => {
          const agent = who === 'referente' ? referent : await signIn(t, who);
          const before = await snapshot();
          const res =
            call.method === 'GET'
              ? await agent.get(call.url)
              : await agent.post(call.url, 'bad' in call ? call.bad : {});
          expect(res.statusCode).toBe(403);
          expect(res.data.code).toBe('forbidden');
          expect(await snapshot()).toEqual(before);
        });
      }
    }

    it('refuses valid requests of a referent too, changing nothing', async () => {
      const pisa = await group('iat-pisa');
      const before = await snapshot();
      for (const [url, body] of [
        ['/api/group/confirm.json', { id: pisa.id, activationType: 'rehabilitate' }],
        ['/api/group/toggle-status.json', { id: pisa.id, stato: 0 }],
        ['/api/group/iat-visibility.json', { slug: 'iat-pisa', stato: 4 }],
        ['/api/group/cascade-check.json', { id: pisa.id }],
        ['/api/group/cascade-delete.json', { id: pisa.id, confirm: true }],
        ['/api/group/remove-user.json', { id: pisa.id, username: 'operatore.pisa' }],
        ['/api/group/role.json', { username: 'referente', uo: 'iat-pisa', ruolo: 'referent' }],
        ['/api/group/inject-cms-data.json', ['iat-pisa']],
      ] as const) {
        const res = await referent.post(url, body);
        expect(res.statusCode, url).toBe(403);
        expect(res.data.code).toBe('forbidden');
      }
      for (const url of ['/api/group/roles.json', '/api/group/user-candidates.json?search=a']) {
        const res = await referent.get(url);
        expect(res.statusCode, url).toBe(403);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('without a session: 403 auth_required', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/group/roles.json' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('auth_required');
    });
  });

  describe('verify and rehabilitate', () => {
    it('verifies a pending group once; a second time is 422', async () => {
      const pending = await group('casale-le-crete');
      expect(pending.status).toBe(0);
      const res = await admin.post('/api/group/confirm.json', { id: pending.id, activationType: 'verify' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.data.message).toBe('Gruppo verificato: ora è attivo e visibile.');
      expect((await group('casale-le-crete')).status).toBe(1);
      const [entry] = await auditOf(t.db, 'group', pending.id);
      expect(entry).toMatchObject({
        action: 'group.verify',
        actorUsername: 'admin',
        targetLabel: 'Casale Le Crete',
      });
      expect(JSON.parse(entry!.afterJson!)).toMatchObject({ status: 1 });

      const again = await admin.post('/api/group/confirm.json', { id: pending.id, activationType: 'verify' });
      expect(again.statusCode).toBe(422);
      expect(again.data.message).toBe('Il gruppo non è in attesa di verifica.');
    });

    it('an unknown group is 404', async () => {
      const res = await admin.post('/api/group/confirm.json', { id: 999_999, activationType: 'verify' });
      expect(res.statusCode).toBe(404);
      expect(res.data.message).toBe('Gruppo non trovato.');
    });

    it('disables and enables a group; rehabilitate turns the group and every membership back on', async () => {
      const g = await createTestGroup(t.db, { slug: 'iat-riabilita', kind: 'iat' });
      const on = await createTestUser(t.db, { group: g });
      const off = await createTestUser(t.db, { group: g, stato: 0 });

      const disable = await admin.post('/api/group/toggle-status.json', { id: g.id, stato: 0 });
      expect(disable.statusCode, disable.body).toBe(200);
      expect((await group('iat-riabilita')).enabled).toBe(0);
      const enable = await admin.post('/api/group/toggle-status.json', { id: g.id, stato: 1 });
      expect(enable.data.data.message).toBe('Gruppo riattivato.');
      expect((await group('iat-riabilita')).enabled).toBe(1);
      await admin.post('/api/group/toggle-status.json', { id: g.id, stato: 0 });

      const res = await admin.post('/api/group/confirm.json', { id: g.id, activationType: 'rehabilitate' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await group('iat-riabilita')).enabled).toBe(1);
      for (const u of [on, off]) expect((await membershipsOf(u.id, g.id)).map((m) => m.stato)).toEqual([1]);
      const actions = (await auditOf(t.db, 'group', g.id)).map((a) => a.action);
      expect(actions).toEqual(['group.rehabilitate', 'group.disable', 'group.enable', 'group.disable']);
    });

    it('refuses to switch off the Admin group that holds every active admin (422), nothing changed', async () => {
      const adminGroup = await group('admin');
      const before = await snapshot();
      const res = await admin.post('/api/group/toggle-status.json', { id: adminGroup.id, stato: 0 });
      expect(res.statusCode).toBe(422);
      expect(res.data.message).toBe(
        "Operazione non consentita: è l'ultimo amministratore attivo del portale.",
      );
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('IAT visibility', () => {
    it('hides and shows an IAT office (status 1 ↔ 4)', async () => {
      const hide = await admin.post('/api/group/iat-visibility.json', { slug: 'iat-lucca', stato: 4 });
      expect(hide.statusCode, hide.body).toBe(200);
      expect(hide.data.data.message).toBe('Ufficio IAT nascosto dalla vista turistica.');
      expect((await group('iat-lucca')).status).toBe(4);
      const show = await admin.post('/api/group/iat-visibility.json', { slug: 'iat-lucca', stato: 1 });
      expect(show.statusCode).toBe(200);
      expect((await group('iat-lucca')).status).toBe(1);
      const lucca = await group('iat-lucca');
      expect((await auditOf(t.db, 'group', lucca.id)).map((a) => a.action)).toEqual([
        'group.show-iat',
        'group.hide-iat',
      ]);
    });

    it('refuses a group that is not an IAT office, or one still pending (422), and an unknown one (404)', async () => {
      await createTestGroup(t.db, { slug: 'iat-in-attesa', kind: 'iat', status: 0 });
      for (const slug of ['redazione-visit-tuscany', 'hotel-bellavista-siena', 'iat-in-attesa']) {
        const before = await group(slug);
        const res = await admin.post('/api/group/iat-visibility.json', { slug, stato: 4 });
        expect(res.statusCode, slug).toBe(422);
        expect(res.data.message).toBe(
          'Solo un ufficio IAT già verificato può essere mostrato o nascosto nella vista turistica.',
        );
        expect(await group(slug)).toEqual(before);
      }
      const unknown = await admin.post('/api/group/iat-visibility.json', { slug: 'nessuno', stato: 4 });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('cascade check and delete', () => {
    async function groupWithEverything() {
      const g = await createTestGroup(t.db, {
        slug: 'iat-da-eliminare',
        name: 'IAT Da Eliminare',
        kind: 'iat',
      });
      const only = await createTestUser(t.db, { group: g, username: 'solo.qui', fullName: 'Solo Qui' });
      const elsewhere = await createTestUser(t.db, {
        group: g,
        username: 'anche.altrove',
        fullName: 'Anche Altrove',
      });
      const pisa = await group('iat-pisa');
      const app = await t.db
        .selectFrom('apps')
        .select('id')
        .where('slug', '=', 'make-iat')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('memberships')
        .values({
          userId: elsewhere.id,
          groupId: pisa.id,
          appId: app.id,
          role: 'operator',
          stato: 1,
          createdAt: new Date().toISOString(),
        })
        .execute();
      const now = new Date().toISOString();
      await t.db
        .insertInto('media')
        .values({
          kind: 'image',
          groupId: g.id,
          uploadedBy: only.id,
          fileKey: 'media/test/nessun-file.webp',
          thumbKey: null,
          originalName: 'foto.jpg',
          name: 'Foto',
          mime: 'image/webp',
          size: 10,
          width: 1,
          height: 1,
          checksum: 'x',
          copyright: '',
          link: '',
          position: null,
          lingua: null,
          documentType: '',
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      // A pending accreditation to the group and an API request of it (tables of the forms module).
      await sql`insert into membership_requests (kind, user_id, group_id, app_id, role, group_name, created_at)
        values ('accreditation', ${elsewhere.id}, ${g.id}, ${app.id}, 'operator', 'IAT Da Eliminare', ${now})`.execute(
        t.db,
      );
      await sql`insert into api_requests (user_id, group_id, app_id, authorisations, created_at)
        values (${elsewhere.id}, ${g.id}, ${app.id}, '[]', ${now})`.execute(t.db);
      return { g, only, elsewhere, pisa };
    }

    it('lists the members (with whose account goes) and the content; delete removes it all, nothing left pointing at it', async () => {
      const { g, only, elsewhere, pisa } = await groupWithEverything();
      const check = await admin.post('/api/group/cascade-check.json', { id: g.id });
      expect(check.statusCode, check.body).toBe(200);
      const reply = CascadeCheckReply.parse(check.data.data);
      expect(reply.group).toEqual({ id: g.id, slug: 'iat-da-eliminare', name: 'IAT Da Eliminare' });
      expect(reply.users.map((u) => [u.username, u.accountDeleted])).toEqual([
        ['anche.altrove', false],
        ['solo.qui', true],
      ]);
      expect(reply.content).toEqual([{ kind: 'media', label: 'Immagini e documenti', count: 1 }]);

      const res = await admin.post('/api/group/cascade-delete.json', { id: g.id, confirm: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.data.message).toBe('Elemento rimosso con successo');

      expect(await t.db.selectFrom('groups').select('id').where('id', '=', g.id).execute()).toEqual([]);
      expect(await t.db.selectFrom('memberships').select('id').where('groupId', '=', g.id).execute()).toEqual(
        [],
      );
      expect(await t.db.selectFrom('media').select('id').where('groupId', '=', g.id).execute()).toEqual([]);
      expect(await userNamed('solo.qui')).toBeUndefined();
      expect(
        await t.db.selectFrom('memberships').select('id').where('userId', '=', only.id).execute(),
      ).toEqual([]);
      const kept = await membershipsOf(elsewhere.id);
      expect(kept.map((m) => m.groupId)).toEqual([pisa.id]);
      // The request keeps its record (the group's name) for the admins to refuse; the API request goes.
      const requests = await sql<{ groupId: number | null; groupName: string }>`
        select group_id, group_name from membership_requests where user_id = ${elsewhere.id}`.execute(t.db);
      expect(requests.rows).toEqual([{ groupId: null, groupName: 'IAT Da Eliminare' }]);
      const apiRequests = await sql`select id from api_requests where user_id = ${elsewhere.id}`.execute(
        t.db,
      );
      expect(apiRequests.rows).toEqual([]);

      const groupAudit = await auditOf(t.db, 'group', g.id);
      expect(groupAudit[0]).toMatchObject({ action: 'group.delete', targetLabel: 'IAT Da Eliminare' });
      expect(JSON.parse(groupAudit[0]!.beforeJson!)).toMatchObject({
        members: 2,
        accountsDeleted: 1,
        content: [{ kind: 'media', count: 1 }],
      });
      expect((await auditOf(t.db, 'user', only.id))[0]).toMatchObject({ action: 'user.delete' });
      const membershipAudits = await t.db
        .selectFrom('auditLog')
        .select('targetLabel')
        .where('action', '=', 'membership.delete')
        .where('targetLabel', 'like', '%IAT Da Eliminare%')
        .execute();
      expect(membershipAudits).toHaveLength(2);

      const gone = await admin.post('/api/group/cascade-check.json', { id: g.id });
      expect(gone.statusCode).toBe(404);
    });

    it('refuses to delete the Admin group that holds every active admin (422), nothing changed', async () => {
      const adminGroup = await group('admin');
      const before = await snapshot();
      const res = await admin.post('/api/group/cascade-delete.json', { id: adminGroup.id, confirm: true });
      expect(res.statusCode).toBe(422);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('members and roles', () => {
    it('adds a user with a role, changes it, and removes them from the group', async () => {
      const pisa = await group('iat-pisa');
      const siena = (await userNamed('operatore.siena'))!;
      const add = await admin.post('/api/group/role.json', {
        username: 'operatore.siena',
        uo: 'iat-pisa',
        env: 'make-iat',
        ruolo: 'editor',
      });
      expect(add.statusCode, add.body).toBe(200);
      expect(add.data.data.message).toBe('Utente aggiunto al gruppo.');
      let [m] = await membershipsOf(siena.id, pisa.id);
      expect(m).toMatchObject({ role: 'editor', stato: 1 });

      const change = await admin.post('/api/group/role.json', {
        // The e-mail works as the login, in any case.
        username: 'FRANCESCA.MANCINI@example.org',
        uo: 'iat-pisa',
        ruolo: 'referent',
      });
      expect(change.statusCode, change.body).toBe(200);
      expect(change.data.data.message).toBe('Ruolo aggiornato.');
      [m] = await membershipsOf(siena.id, pisa.id);
      expect(m).toMatchObject({ role: 'referent' });
      expect((await auditOf(t.db, 'membership', m!.id)).map((a) => a.action)).toEqual([
        'membership.role',
        'membership.create',
      ]);

      const remove = await admin.post('/api/group/remove-user.json', {
        id: pisa.id,
        username: 'operatore.siena',
        env: 'make-iat',
      });
      expect(remove.statusCode, remove.body).toBe(200);
      expect(await membershipsOf(siena.id, pisa.id)).toEqual([]);
      expect(await membershipsOf(siena.id)).toHaveLength(1);
      expect((await auditOf(t.db, 'membership', m!.id))[0]).toMatchObject({ action: 'membership.delete' });

      const again = await admin.post('/api/group/remove-user.json', {
        id: pisa.id,
        username: 'operatore.siena',
      });
      expect(again.statusCode).toBe(404);
      const nobody = await admin.post('/api/group/remove-user.json', { id: pisa.id, username: 'nessuno' });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.data.message).toBe('Utente non trovato.');
    });

    it('refuses a role outside the list, admin outside the Admin group and another role inside it (400 ruolo)', async () => {
      const before = await snapshot();
      for (const [uo, ruolo, message] of [
        ['iat-pisa', 'capo', 'Ruolo: scegli uno dei ruoli proposti.'],
        ['iat-pisa', 'admin', 'Ruolo: «Amministratore» non è ammesso in questo gruppo.'],
        ['admin', 'editor', 'Ruolo: «Redattore» non è ammesso in questo gruppo.'],
      ] as const) {
        const res = await admin.post('/api/group/role.json', { username: 'operatore.pisa', uo, ruolo });
        expect(res.statusCode, `${uo} ${ruolo}`).toBe(400);
        expect(res.data.fields).toEqual({ ruolo: message });
      }
      const env = await admin.post('/api/group/role.json', {
        username: 'operatore.pisa',
        uo: 'iat-pisa',
        env: 'make-nulla',
        ruolo: 'editor',
      });
      expect(env.statusCode).toBe(400);
      expect(env.data.fields).toEqual({ env: 'Ambiente: non esiste.' });
      expect(await snapshot()).toEqual(before);
    });

    it('a user cannot change their own role (403)', async () => {
      const add = await admin.post('/api/group/role.json', {
        username: 'admin',
        uo: 'iat-arezzo',
        ruolo: 'editor',
      });
      expect(add.statusCode, add.body).toBe(200);
      const before = await snapshot();
      const raise = await admin.post('/api/group/role.json', {
        username: 'admin',
        uo: 'iat-arezzo',
        ruolo: 'referent',
      });
      expect(raise.statusCode).toBe(403);
      expect(raise.data.message).toBe('Non puoi cambiare il tuo ruolo né darti più permessi.');
      expect(await snapshot()).toEqual(before);
    });

    it('refuses to take the last admin out of the Admin group (422)', async () => {
      const adminGroup = await group('admin');
      const before = await snapshot();
      const res = await admin.post('/api/group/remove-user.json', { id: adminGroup.id, username: 'admin' });
      expect(res.statusCode).toBe(422);
      expect(await snapshot()).toEqual(before);
      // In one environment only: the other one still makes them admin.
      const one = await admin.post('/api/group/remove-user.json', {
        id: adminGroup.id,
        username: 'admin',
        env: 'make-vt',
      });
      expect(one.statusCode, one.body).toBe(200);
    });

    it('lists the group roles and the users to add', async () => {
      const roles = await admin.get('/api/group/roles.json?env=make-iat');
      expect(roles.statusCode).toBe(200);
      expect(RoleOptions.parse(roles.data.data).map((r) => r.value)).toEqual([
        'admin',
        'reviewer',
        'referent',
        'editor',
        'operator',
        'structure',
      ]);
      const found = await admin.get('/api/group/user-candidates.json?search=NOCENTINI');
      expect(found.statusCode).toBe(200);
      expect(found.data.data).toEqual([
        {
          id: expect.any(Number),
          username: 'referente.siena',
          label: 'Paolo Nocentini',
          info: 'paolo.nocentini@example.org',
        },
      ]);
      const all = await admin.get('/api/group/user-candidates.json');
      const users = await t.db.selectFrom('users').select('id').execute();
      expect(all.data.data).toHaveLength(Math.min(20, users.length));
    });
  });

  describe('injected cells', () => {
    it('gives the latest access of a member who signed in and the active members; unknown keys are skipped', async () => {
      await signIn(t, 'operatore.grosseto');
      const res = await admin.post('/api/group/inject-cms-data.json', [
        'iat-grosseto',
        'nessun-gruppo',
        'iat-volterra',
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const data = InjectReply.parse(res.data.data);
      expect(Object.keys(data).sort()).toEqual(['iat-grosseto', 'iat-volterra']);
      expect(typeof data['iat-grosseto']!.lastAccess).toBe('string');
      expect(Date.now() - Date.parse(data['iat-grosseto']!.lastAccess as string)).toBeLessThan(60_000);
      expect(data['iat-grosseto']!.activeMembers).toBeGreaterThanOrEqual(1);
      expect(data['iat-volterra']!.lastAccess).toBeNull();
    });
  });
});
