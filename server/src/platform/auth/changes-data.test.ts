import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@sportello/contracts';
import { Agent } from '../../../test/agent.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestUser } from '../../../test/factories.js';

/**
 * Every GET route of the app, sorted by what it does. A GET that changes data declares
 * `config: { changesData: true }` and then needs the CSRF header like a write, so a link or an
 * <img> of another site cannot trigger it; the ones that only read answer without it. A new GET
 * route fails the first test until it is put in one of the two lists below.
 */
const CHANGES_DATA = [
  '/api/content-create.json',
  '/api/list/lista/:id/duplica/',
  '/api/log/messaggi/:id',
  '/api/crm/profilo/:id',
];

const READS_ONLY = [
  // platform and shell
  '/health',
  '/ready',
  '/api/docs',
  // the OpenAPI viewer (api-docs.ts): its page, the document it loads, its files; the route tree
  // prints the files' /api/docs/static/* as /api/docs/*
  '/api/docs/',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/index.html',
  '/api/docs/static/swagger-initializer.js',
  '/api/docs/*',
  '/api/refresh.json', // slides the session's idle expiry: not a change of data
  '/api/app-config.json',
  '/api/environments.json',
  '/api/main-menu.json',
  '/service/switch-site.jsp',
  '/api/help.json',
  '/api/contact.json',
  '/api/pages/:pageId.html',
  '/api/autocomplete.json',
  '/api/options/:source.json',
  '/api/options/municipalities/:istat.json',
  '/api/geocode.json',
  // auth, forms and people
  '/api/auth/reset-password',
  // single sign-on: the providers, and the link waiting for a password (reads it, spends nothing)
  '/api/auth/sso/providers',
  '/api/auth/sso/link',
  '/api/admin/users/:id/sso-identities',
  // The way to the provider and back are the browser's navigations (no header can be added): the
  // first keeps a new sign-in for this browser; the second spends it and may open a session, only
  // for the browser whose HttpOnly cookie names it and with its state (sso.test.ts tries others).
  '/api/auth/sso/:provider/start',
  '/api/auth/sso/:provider/callback',
  '/api/admin/outbox.json',
  '/api/admin/outbox/:id.json',
  '/api/forms/:formType/template.json',
  '/api/forms/:formType/data.json',
  '/api/forms/requests.json',
  '/api/partner-keys/:id',
  // the partners' read API (keyed: no session, no CSRF; a use is counted per key like a log line)
  // and its own OpenAPI viewer
  '/api/public/v1/contents',
  '/api/public/v1/contents/:id',
  '/api/public/v1/contents/:id/image',
  '/api/public/v1/catalogue',
  '/api/public/v1/catalogue/:id',
  '/api/public/v1/lists/:id',
  '/api/public/v1/graphql', // GET ?query=: the schema has no mutation
  '/api/public/v1/docs',
  // The widget: its script, its frame (a use of the key, like the read API), the configurator's keys.
  '/widget/v1/sportello.js',
  '/widget/v1/frame',
  '/api/widget/keys',
  '/api/public/v1/docs/',
  '/api/public/v1/docs/static/index.html',
  '/api/public/v1/docs/static/swagger-initializer.js',
  '/api/public/v1/docs/*',
  '/api/public/v1/docs/json',
  '/api/public/v1/docs/yaml',
  '/api/partner-keys/:id/webhooks',
  '/api/webhooks/:id/deliveries',
  '/api/forms/verify-email',
  '/api/team-invitation',
  '/api/team/roles.json',
  '/api/team/member-template.json',
  '/api/group/roles.json',
  '/api/group/user-candidates.json',
  '/api/user/view.json',
  '/api/user/transfer-candidates.json',
  '/api/user/inactive-documents/:id',
  '/api/tables/:page',
  '/api/tables/:page/template.json',
  // content and media
  '/api/content-list.json',
  '/api/guide-list.json',
  '/api/report-list.json',
  '/api/content-preview.json',
  '/api/content/compare',
  '/api/content/versions',
  '/api/content/inbox',
  '/api/content/inbox/count',
  '/api/content/:id/pdf',
  '/api/content/:id/preview.html',
  '/api/log/messaggio',
  '/api/media/:kind.json',
  '/api/media/file/:id',
  '/api/media/thumb/:id',
  // explore and lists
  '/api/explore.json',
  '/api/preview-template/:type.json',
  '/api/list/lista/:id/elementi',
  '/api/list/lista/:id/condivisioni',
  '/api/list/lista/:id/testi-mancanti',
  '/api/list/template/edit.json',
  '/api/list/condivisioni/statistiche',
  '/condivisione/lista/:token',
  // profiles and export (an admin's read of profiles leaves an audit record: a log, not a change)
  '/api/profile.json',
  '/api/crm/profilo',
  '/api/crm/profilo/anteprima/template',
  '/api/crm/profilo/:id/anteprima',
  '/api/crm/profilo/:id/dati-personali',
  '/api/crm/profili',
  '/api/crm/profili/puo-esportare',
  '/api/crm/profili/preexport',
  '/api/crm/profili/export-config',
  '/api/crm/profili/export-countries',
  '/api/crm/profili/:iat/export',
  // the agenda
  '/api/crm/contatto/:key',
  '/api/crm/contatti/operatori',
  '/api/crm/preferiti/:listId',
  // dashboards: the template and the Visitors dashboard's figures and CSV
  '/api/dashboard/template',
  '/api/dashboard/visitors',
  '/api/dashboard/visitors/csv',
  // terminals; the socket (/api/external/app) is guarded by its Origin check instead
  '/api/externals/status',
  '/api/externals/online',
  '/api/external/device',
  '/api/external/form/:formType',
  '/api/external/options/:source.json',
  '/api/external/list',
  '/api/external/app',
];

const CSRF_REFUSAL = {
  status: 'error',
  code: 'csrf',
  message: 'Richiesta non valida: ricarica la pagina e riprova.',
};

/** The GET routes of the built app, as full paths, from Fastify's own route tree. */
function getRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ method: 'GET', commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    stack.length = m[1]!.length / 4;
    stack.push(m[2]!);
    if (m[3]?.split(', ').includes('GET')) paths.push(stack.join(''));
  }
  return paths;
}

/** A URL that the route answers: every parameter filled with a number. */
const urlOf = (route: string) => route.replace(/:[A-Za-z]+/g, '1');

describe('GET routes that change data need the CSRF header', () => {
  let t: TestApp;
  let user: Agent;
  let stranger: Agent;
  beforeAll(async () => {
    t = await buildTestApp();
    const signIn = async () => {
      const agent = new Agent(t.app);
      await agent.login((await createTestUser(t.db, { role: 'admin' })).username);
      return agent;
    };
    user = await signIn();
    stranger = await signIn();
  });
  afterAll(() => t.close());

  it('every GET route is classified; those that change data refuse a call without the header (GET and HEAD), the others answer it', async () => {
    const routes = getRoutes(t.app);
    const unclassified = routes.filter((r) => !CHANGES_DATA.includes(r) && !READS_ONLY.includes(r));
    expect(unclassified, 'a new GET route: does it change data? Classify it here').toEqual([]);
    expect([...CHANGES_DATA, ...READS_ONLY].filter((r) => !routes.includes(r))).toEqual([]);

    for (const route of CHANGES_DATA) {
      const url = urlOf(route);
      expect(t.app.findRoute({ method: 'GET', url }), url).not.toBeNull();
      // Cross-site: the browser sends the cookies (SameSite=Lax lets a top-level GET carry them)
      // but no page of another site can read the CSRF cookie to put it in the header.
      const crossSite = await user.get(url, { csrf: false });
      expect(crossSite.statusCode, route).toBe(403);
      expect(crossSite.data, route).toEqual(CSRF_REFUSAL);
      const head = await user.request('HEAD', url, undefined, { csrf: false });
      expect(head.statusCode, `HEAD ${route}`).toBe(403);
      // Another session's token is not this session's.
      const wrong = await user.request('GET', url, undefined, {
        csrf: false,
        headers: { [CSRF_HEADER]: stranger.cookies.get(CSRF_COOKIE)! },
      });
      expect(wrong.data, route).toEqual(CSRF_REFUSAL);
    }

    for (const route of READS_ONLY) {
      const res = await user.get(urlOf(route), { csrf: false });
      expect(res.data?.code, route).not.toBe('csrf');
    }
    // Some 80 calls, each a route's first (cold): about 9 s on SQLite, 17 s on PostgreSQL, on two
    // busy cores.
  }, 60_000);
});
