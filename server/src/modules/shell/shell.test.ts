import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig, ConfigUser } from '@sportello/contracts';
import type { TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';

describe('app configuration, environments and site switch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  const configOf = async (username: string, env = 'make-iat'): Promise<AppConfig> => {
    const res = await (await signIn(t, username)).get(`/api/app-config.json?env=${env}`);
    expect(res.statusCode).toBe(200);
    return res.data.data;
  };
  const labels = (user: ConfigUser) => user.actions.map((a) => a.label);

  it('refuses app-config without a session (the page goes to the login)', async () => {
    const res = await new Agent(t.app).get('/api/app-config.json?env=make-iat');
    expect(res.statusCode).toBe(403);
    expect(res.data).toMatchObject({ status: 'error', code: 'auth_required' });
  });

  it('gives the admin every flag, the outbox and the switch to the portal', async () => {
    const config = await configOf('admin');
    expect(config).toMatchObject({ redirect: null, env: 'make-iat', rootEnv: 'make-iat', appPrefix: '/app' });
    expect(config.user).toMatchObject({
      slug: 'admin',
      fullName: 'Lorenzo Guidi',
      group: 'admin',
      groupName: 'Admin',
      role: 'admin',
      isAdmin: true,
      isOperator: false,
      showApiConfiguration: true,
      isActive: true,
      permissions: { addInPageButton: true, allowNotificationEdits: true },
    });
    expect(labels(config.user)).toEqual([
      'Aiuto',
      'Contattaci',
      'Posta in uscita',
      'Vai al portale',
      'Impostazioni',
      'Cambia password',
      'Esci',
    ]);
    expect(config.user.actions).toContainEqual(
      expect.objectContaining({
        label: 'Vai al portale',
        action: '/service/switch-site.jsp',
        params: { env: 'make-vt' },
      }),
    );
    expect(config.user.actions).toContainEqual(
      expect.objectContaining({ label: 'Esci', action: '/make/logout' }),
    );
    expect(config.user.actions[0]).toMatchObject({ modal: 'main-help-modal' });
    // The outbox opens beside the page, in a new tab without the chrome (__blank).
    expect(config.user.actions).toContainEqual({
      action: 'outbox',
      label: 'Posta in uscita',
      icon: 'MailOutline',
      blank: true,
    });
    // The account's own forms open as modals, just before "Esci".
    expect(config.user.actions).toContainEqual(
      expect.objectContaining({ label: 'Impostazioni', modal: 'user-settings-modal' }),
    );
    expect(config.user.actions).toContainEqual(
      expect.objectContaining({ label: 'Cambia password', modal: 'settings-main-user-modal' }),
    );
    expect(config.languages.map((l) => l.label)).toEqual([
      'Italiano',
      'Inglese',
      'Francese',
      'Tedesco',
      'Spagnolo',
    ]);
    expect(config.map.tileUrl).toContain('openstreetmap');
    expect(config.disabledRoutes).toEqual([]);
  });

  it('gives the reviewer the review flags and, in the portal, the portal settings', async () => {
    const config = await configOf('revisore', 'make-vt');
    expect(config.env).toBe('make-vt');
    expect(config.user).toMatchObject({
      role: 'reviewer',
      isReviewer: true,
      isAdmin: false,
      groupName: 'Redazione Visit Tuscany',
      rootEnv: 'make-vt',
      showApiConfiguration: true,
      permissions: { allowNotificationEdits: true, addInPageButton: true },
    });
    expect(labels(config.user)).toEqual([
      'Aiuto',
      'Contattaci',
      'Vai allo Sportello IAT',
      'Impostazioni',
      'Cambia password',
      'Esci',
    ]);
    expect(config.disabledRoutes).toContain('explore');
  });

  it.each([
    ['referente', 'referent', true, true],
    ['redattore', 'editor', false, true],
    ['operatore', 'operator', true, false],
  ] as const)('gives %s of IAT Firenze the role %s', async (username, role, isOperator, addInPage) => {
    const config = await configOf(username);
    expect(config.user).toMatchObject({
      role,
      isOperator,
      group: 'iat-firenze',
      groupName: 'IAT Firenze',
      groupEmail: 'info@iat-firenze.example',
      isReviewer: false,
      showApiConfiguration: false,
      isActive: true,
      userType: 'ambitoiat',
      permissions: { addInPageButton: addInPage, allowNotificationEdits: false },
    });
    expect(labels(config.user)).toEqual(['Aiuto', 'Contattaci', 'Impostazioni', 'Cambia password', 'Esci']);
  });

  it('gives operatore.siena the office of Siena and a path-safe slug', async () => {
    const config = await configOf('operatore.siena');
    expect(config.user).toMatchObject({ slug: 'operatore-siena', groupName: 'IAT Siena', role: 'operator' });
  });

  it('keeps the structure in its own environment when the page asks for another', async () => {
    const config = await configOf('struttura', 'make-iat');
    expect(config.env).toBe('make-vt');
    expect(config.user).toMatchObject({
      role: 'structure',
      rootEnv: 'make-vt',
      groupName: 'Agriturismo Il Poggio',
      userType: 'struttura',
      isOperator: false,
      permissions: { addInPageButton: true },
    });
  });

  it('marks a user without an enabled membership as not active', async () => {
    const user = await createTestUser(t.db, { role: 'operator', stato: 0 });
    const agent = new Agent(t.app);
    await agent.login(user.username, user.password);
    const res = await agent.get('/api/app-config.json?env=make-iat');
    expect(res.data.data.user).toMatchObject({ isActive: false, role: 'operator' });
  });

  it('lists the environments of a user, and every one to the admin', async () => {
    const operator = await (await signIn(t, 'operatore')).get('/api/environments.json?env=make-iat');
    expect(operator.statusCode).toBe(200);
    expect(operator.data.data).toEqual([
      expect.objectContaining({ slug: 'make-iat', name: 'Sportello IAT', active: true, isDefault: true }),
    ]);
    const admin = await (await signIn(t, 'admin')).get('/api/environments.json');
    expect(admin.data.data.map((e: { slug: string }) => e.slug)).toEqual(['make-iat', 'make-vt']);
    expect(admin.data.data.every((e: { active: boolean }) => e.active)).toBe(true);
  });

  it('shows an environment with a disabled membership as not active', async () => {
    const user = await createTestUser(t.db, { role: 'editor', env: 'make-vt', stato: 0 });
    const agent = new Agent(t.app);
    await agent.login(user.username, user.password);
    const res = await agent.get('/api/environments.json');
    expect(res.data.data).toEqual([
      expect.objectContaining({ slug: 'make-vt', active: false, isDefault: false }),
    ]);
  });

  it('refuses environments without a session', async () => {
    const res = await new Agent(t.app).get('/api/environments.json');
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('auth_required');
  });

  it('switches site to an environment of the user, else to the app root', async () => {
    const reviewer = await signIn(t, 'revisore');
    const toPortal = await reviewer.get('/service/switch-site.jsp?env=make-vt');
    expect(toPortal.statusCode).toBe(302);
    expect(toPortal.headers.location).toBe('/app/make-vt/');
    const operator = await signIn(t, 'operatore');
    const refused = await operator.get('/service/switch-site.jsp?env=make-vt');
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/app/');
  });

  it('refuses a site switch without a session or without a valid environment', async () => {
    const anonymous = await new Agent(t.app).get('/service/switch-site.jsp?env=make-vt');
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.data.code).toBe('auth_required');
    const operator = await signIn(t, 'operatore');
    const bad = await operator.get('/service/switch-site.jsp?env=Make%20VT');
    expect(bad.statusCode).toBe(400);
    expect(bad.data).toMatchObject({ code: 'bad_request', fields: { env: 'Ambiente: valore non valido' } });
    const missing = await operator.get('/service/switch-site.jsp');
    expect(missing.statusCode).toBe(400);
    expect(missing.data.fields.env).toBe('Ambiente: campo obbligatorio');
  });
});
