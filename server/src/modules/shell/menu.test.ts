import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '@sportello/contracts';
import type { TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { isRouteDisabled } from './shell.service.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';

describe('GET /api/main-menu.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  const menuOf = async (username: string, env = 'make-iat'): Promise<MenuItem[]> => {
    const res = await (await signIn(t, username)).get(`/api/main-menu.json?env=${env}`);
    expect(res.statusCode).toBe(200);
    return res.data.data.items;
  };

  it('shows the admin the outbox, the pending requests and API access, and never sends the capability', async () => {
    const items = await menuOf('admin');
    expect(items.map((i) => i.name)).toEqual([
      'Esplora',
      'Profili turisti',
      'Nuova scheda',
      'Terminali',
      'Agenda',
      'Home',
      'Dashboard',
      'Workshop',
      'Contenuti',
      'Da validare',
      'Guide',
      'Report',
      'Posta in uscita',
      'Richieste in attesa',
      'Chiavi API',
      'Utenti',
      'Gruppi',
      'Team',
      'Nuova struttura',
      'Accesso API',
      'Widget',
      'Aiuto',
      'Contattaci',
    ]);
    expect(items.find((i) => i.name === 'Richieste in attesa')).toMatchObject({ action: 'requests' });
    expect(items.find((i) => i.name === 'Posta in uscita')).toEqual({
      name: 'Posta in uscita',
      action: 'outbox',
      icon: 'MailOutline',
    });
    expect(items.find((i) => i.name === 'Aiuto')).toMatchObject({
      modal: 'main-help-modal',
      icon: 'HelpOutline',
    });
    expect(items.find((i) => i.name === 'Contattaci')).toMatchObject({ modal: 'main-contact-modal' });
    for (const item of items) {
      expect(item).not.toHaveProperty('capability');
      expect(item).not.toHaveProperty('hideForAdmin');
    }
  });

  it('offers an operator the guides and reports to hand out, accreditation and a new structure, not the contents or the admin entries', async () => {
    const items = await menuOf('operatore');
    expect(items.map((i) => i.name)).toEqual([
      'Esplora',
      'Liste',
      'Profili turisti',
      'Nuova scheda',
      'Terminali',
      'Agenda',
      'Home',
      'Dashboard',
      'Workshop',
      'Guide',
      'Report',
      'Accreditamento',
      'Nuova struttura',
      'Aiuto',
      'Contattaci',
    ]);
    expect(items.find((i) => i.name === 'Accreditamento')).toMatchObject({ action: 'accreditation' });
    expect(items.find((i) => i.name === 'Nuova struttura')).toMatchObject({ action: 'add-structure' });
  });

  it('offers "Nuova scheda" with its key to whoever keeps profiles, in every office, and to nobody else', async () => {
    for (const username of ['operatore', 'operatore.siena', 'referente', 'admin']) {
      const items = await menuOf(username);
      expect(
        items.find((i) => i.name === 'Nuova scheda'),
        username,
      ).toEqual({
        name: 'Nuova scheda',
        action: 'profile',
        icon: 'PersonAddAltOutlined',
        exact: true,
        shortcut: 'Alt+N',
      });
    }
    // An editor has no profiles.use: neither the entry nor its key.
    expect((await menuOf('redattore')).map((i) => i.name)).not.toContain('Nuova scheda');
    expect((await menuOf('revisore', 'make-vt')).map((i) => i.name)).not.toContain('Nuova scheda');
  });

  it('offers "Dashboard" to the roles the dashboard template gives a dashboard, and to nobody else', async () => {
    for (const username of ['admin', 'operatore', 'referente']) {
      expect(
        (await menuOf(username)).find((i) => i.name === 'Dashboard'),
        username,
      ).toEqual({ name: 'Dashboard', action: 'dashboard', icon: 'DashboardOutlined' });
    }
    // An editor holds dashboard.view, but the template gives editors no dashboard; a structure neither.
    expect((await menuOf('redattore')).map((i) => i.name)).not.toContain('Dashboard');
    expect((await menuOf('struttura')).map((i) => i.name)).not.toContain('Dashboard');
  });

  it('offers the agenda to the desk roles, not to a structure', async () => {
    for (const username of ['operatore', 'referente', 'redattore', 'admin'])
      expect(
        (await menuOf(username)).find((i) => i.name === 'Agenda'),
        username,
      ).toEqual({ name: 'Agenda', action: 'agenda', icon: 'ContactPhoneOutlined' });
    expect((await menuOf('struttura')).map((i) => i.name)).not.toContain('Agenda');
  });

  it('offers a referent the team of their group, not users and groups', async () => {
    const items = await menuOf('referente');
    expect(items.map((i) => i.name)).toContain('Team');
    expect(items.find((i) => i.name === 'Team')).toEqual({
      name: 'Team',
      action: 'team',
      icon: 'Diversity3Outlined',
    });
    expect(items.map((i) => i.name)).not.toContain('Utenti');
    expect(items.map((i) => i.name)).not.toContain('Gruppi');
  });

  it('offers a reviewer API access as well (showApiConfiguration)', async () => {
    const items = await menuOf('revisore', 'make-vt');
    expect(items.map((i) => i.name)).toEqual([
      'Agenda',
      'Home',
      'Workshop',
      'Contenuti',
      'Da validare',
      'Guide',
      'Report',
      'Accreditamento',
      'Nuova struttura',
      'Accesso API',
      'Widget',
      'Aiuto',
      'Contattaci',
    ]);
    expect(items.find((i) => i.name === 'Accesso API')).toMatchObject({ action: 'api-configuration' });
    // The reviewer's inbox, with how many contents wait for validation.
    expect(items.find((i) => i.name === 'Da validare')).toMatchObject({
      action: 'content/review',
      notifies: expect.any(Number),
    });
  });

  it('refuses the menu without a session', async () => {
    const res = await new Agent(t.app).get('/api/main-menu.json?env=make-iat');
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('auth_required');
  });

  it('drops items whose route is disabled in the environment', async () => {
    await t.db
      .updateTable('templates')
      .set({
        body: JSON.stringify({
          disabledRoutes: ['workshop'],
          alerts: [],
          map: { tileUrl: 'x', attribution: '', center: [43, 11], zoom: 8 },
        }),
        version: 99,
      })
      .where('kind', '=', 'app-settings')
      .where('app', '=', 'make-vt')
      .execute();
    const items = await menuOf('revisore', 'make-vt');
    // Explore and lists are no longer disabled here, so they show.
    expect(items.map((i) => i.name)).toEqual([
      'Esplora',
      'Liste',
      'Agenda',
      'Home',
      'Contenuti',
      'Da validare',
      'Guide',
      'Report',
      'Accreditamento',
      'Nuova struttura',
      'Accesso API',
      'Widget',
      'Aiuto',
      'Contattaci',
    ]);
  });

  it('matches a disabled route and its sub-routes only', () => {
    expect(isRouteDisabled('content/create', ['content'])).toBe(true);
    expect(isRouteDisabled('content/create', ['content/create'])).toBe(true);
    expect(isRouteDisabled('content', ['content/create'])).toBe(false);
    expect(isRouteDisabled('contents', ['content'])).toBe(false);
  });
});
