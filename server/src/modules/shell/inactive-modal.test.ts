import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Environment } from '@sportello/contracts';
import type { TestApp } from '../../../test/build-app.js';
import { sql } from 'kysely';
import { Agent } from '../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { createTestUser } from '../../../test/factories.js';
import { envContext, type Actor } from '../../platform/auth/actor.js';
import { presentInactive } from './inactive-modal.js';

const INACTIVE_KEYS = ['customForm', 'customMessage', 'isActiveModal'];

describe('app-config: the inactive-account modal (spec 3 §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  const config = async (username: string, env = 'make-iat') => {
    const res = await (await signIn(t, username)).get(`/api/app-config.json?env=${env}`);
    expect(res.statusCode).toBe(200);
    return res.data.data.user;
  };

  it('a user whose office access was switched off gets the modal: texts, actions, upload', async () => {
    const user = await config('operatore.sospeso');
    expect(user.isActive).toBe(false);
    expect(user.isActiveModal).toEqual({
      title: 'Il tuo account non è attivo',
      // It says why: an administrator switched the office access off, naming the office.
      reason: 'suspended',
      subtitle: 'Il tuo accesso è sospeso',
      text: expect.stringContaining(
        'Un amministratore ha sospeso la tua abilitazione su IAT Livorno: per ora non puoi lavorare in Sportello.',
      ),
      contactLabel: "Contatta l'assistenza",
      switchSite: true,
      actions: [
        {
          action: 'main-contact-modal',
          modal: 'main-contact-modal',
          label: "Contatta l'assistenza",
          icon: 'ContactSupportOutlined',
        },
        { action: '/make/logout', label: 'Esci', icon: 'Logout' },
      ],
      fileLoader: {
        action: '/api/user/inactive-documents.json',
        name: 'inactive-documents',
        label: 'Chiedi la riattivazione',
        snippet: expect.stringContaining('PDF, JPEG o PNG, al massimo 10 MB'),
        fields: [{ name: 'document', label: 'Modulo di accreditamento firmato', required: true }],
        actions: { remove: 'Rimuovi', confirm: 'Invia il modulo' },
      },
    });
    // The default template has neither a custom form nor a custom message: no countdown.
    expect(user).not.toHaveProperty('customForm');
    expect(user).not.toHaveProperty('customMessage');
  });

  it('tells the chooser why each environment is off: suspended, or an accreditation waiting', async () => {
    const agent = await signIn(t, 'operatore.sospeso');
    const envs = (await agent.get('/api/environments.json')).data.data;
    expect(envs).toEqual([
      expect.objectContaining({ slug: 'make-iat', active: false, inactiveReason: 'suspended' }),
    ]);
    const active = (await (await signIn(t, 'operatore')).get('/api/environments.json')).data.data;
    expect(active[0]).not.toHaveProperty('inactiveReason');
  });

  it('a user whose accreditation waits is told so, not that they were suspended', async () => {
    const user = await createTestUser(t.db, { stato: 0, fullName: 'Nadia Ricci' });
    const [m] = await t.db
      .selectFrom('memberships')
      .innerJoin('groups', 'groups.id', 'memberships.groupId')
      .select(['memberships.id', 'memberships.groupId', 'memberships.appId', 'groups.name'])
      .where('memberships.userId', '=', user.id)
      .execute();
    await sql`insert into membership_requests (kind, user_id, group_id, app_id, membership_id, role, group_name, status, created_at)
      values ('accreditation', ${user.id}, ${m!.groupId}, ${m!.appId}, ${m!.id}, 'operator', ${m!.name}, 'pending', ${new Date().toISOString()})`.execute(
      t.db,
    );
    const agent = new Agent(t.app);
    await agent.login(user.username, user.password);
    const envs = (await agent.get('/api/environments.json')).data.data;
    expect(envs[0]).toMatchObject({ active: false, inactiveReason: 'pending' });
    const config = (await agent.get(`/api/app-config.json?env=${envs[0].slug}`)).data.data.user;
    expect(config.isActiveModal).toMatchObject({
      reason: 'pending',
      subtitle: 'La tua richiesta di accreditamento è in attesa',
      text: expect.stringContaining(`La richiesta di accreditamento su ${m!.name} aspetta`),
    });
  });

  it.each(['admin', 'operatore', 'revisore', 'struttura'])(
    '%s (active) gets none of it',
    async (username) => {
      const user = await config(
        username,
        username === 'admin' || username === 'operatore' ? 'make-iat' : 'make-vt',
      );
      expect(user.isActive).toBe(true);
      for (const key of INACTIVE_KEYS) expect(user).not.toHaveProperty(key);
    },
  );

  it('a user whose every group was switched off is not active either', async () => {
    await t.db.updateTable('groups').set({ enabled: 0 }).where('slug', '=', 'iat-siena').execute();
    try {
      const user = await config('operatore.siena');
      expect(user.isActive).toBe(false);
      expect(user.isActiveModal.title).toBe('Il tuo account non è attivo');
    } finally {
      await t.db.updateTable('groups').set({ enabled: 1 }).where('slug', '=', 'iat-siena').execute();
    }
  });

  it("follows the board's edit of the template: a custom message, a custom form, the timers", async () => {
    const row = await t.db
      .selectFrom('templates')
      .select(['body', 'version'])
      .where('kind', '=', 'inactive')
      .where('key', '=', 'account')
      .where('app', '=', '')
      .executeTakeFirstOrThrow();
    const body = JSON.parse(row.body);
    const { fileLoader: _loader, ...modal } = body.modal;
    const edited = {
      modal: {
        ...modal,
        switchSite: false,
        goToVisit: { href: 'https://www.visittuscany.com/', target: '_blank', label: 'Vai a Visit Tuscany' },
      },
      customMessage: { title: 'Account sospeso', text: 'Verrai disconnesso.', timer: 3 },
      customForm: { type: 'new-policy', title: 'Informativa', successTitle: 'Grazie' },
    };
    // The board's copy for the desk only (an environment row wins over the one for all).
    await t.db
      .insertInto('templates')
      .values({
        kind: 'inactive',
        key: 'account',
        app: 'make-iat',
        body: JSON.stringify(edited),
        version: 100,
        updatedAt: new Date().toISOString(),
      })
      .execute();
    try {
      const user = await config('operatore.sospeso');
      expect(user.customMessage).toEqual({ title: 'Account sospeso', text: 'Verrai disconnesso.', timer: 3 });
      // No timer in the template: the spec's 10 seconds.
      expect(user.customForm).toEqual({
        type: 'new-policy',
        title: 'Informativa',
        successTitle: 'Grazie',
        timer: 10,
      });
      expect(user.isActiveModal.goToVisit).toEqual(edited.modal.goToVisit);
      expect(user.isActiveModal).not.toHaveProperty('fileLoader');

      // Without a file loader in the template, the upload is refused.
      const agent = await signIn(t, 'operatore.sospeso');
      const res = await agent.request(
        'POST',
        '/api/user/inactive-documents.json?env=make-iat',
        Buffer.from(''),
        {
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        },
      );
      expect(res.statusCode).toBe(422);
    } finally {
      await t.db
        .deleteFrom('templates')
        .where('kind', '=', 'inactive')
        .where('app', '=', 'make-iat')
        .execute();
    }
  });
});

describe('presentInactive', () => {
  const actor: Actor = {
    userId: 1,
    username: 'u',
    email: 'u@example.org',
    fullName: 'U',
    status: 0,
    userType: 'ambitoiat',
    isReviewer: false,
    image: null,
    memberships: [],
    isAdmin: false,
  };
  const env = (slug: string, active: boolean): Environment => ({
    id: slug.length,
    slug,
    name: slug === 'make-vt' ? 'Portale Visit Tuscany' : 'Sportello IAT',
    description: '',
    active,
    isDefault: slug === 'make-iat',
  });
  const template = (switchSite: boolean) => ({
    modal: { title: 'T', contactLabel: 'Aiuto', switchSite },
  });

  it('offers a site switch per other environment with an enabled membership, when the template allows', () => {
    const envs = [env('make-iat', false), env('make-vt', true)];
    const labels = (switchSite: boolean) =>
      presentInactive(template(switchSite), envContext(actor, 'make-iat'), envs).isActiveModal!.actions.map(
        (a) => [a.label, a.params?.env ?? null],
      );
    expect(labels(true)).toEqual([
      ['Aiuto', null],
      ['Vai al portale', 'make-vt'],
      ['Esci', null],
    ]);
    expect(labels(false)).toEqual([
      ['Aiuto', null],
      ['Esci', null],
    ]);
  });
});
