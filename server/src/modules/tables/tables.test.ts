import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TablePage, TableTemplate, type TablePageName } from '@sportello/contracts';
import { can } from '../../platform/auth/capabilities.js';
import { notFound } from '../../platform/http/errors.js';
import type { TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { registerTable, type TableDefinition } from './index.js';

/** The engine's contract for every table it serves: template, page call, refusals, bad queries. */
describe('table-page engine', () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await buildDemoApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const cases = [
    { page: 'user', allowed: 'admin', refused: 'operatore' },
    { page: 'group', allowed: 'admin', refused: 'referente' },
    { page: 'team', allowed: 'referente', refused: 'operatore' },
  ];

  for (const { page, allowed, refused } of cases) {
    describe(page, () => {
      it(`serves a template that satisfies the contract to ${allowed}`, async () => {
        const agent = await signIn(t, allowed);
        const res = await agent.get(`/api/tables/${page}/template.json?env=make-iat`);
        expect(res.statusCode).toBe(200);
        const template = TableTemplate.parse(res.data.data);
        expect(template.page).toBe(page);
        expect(template.sortable.sortParam).toBe('sort');
        expect(template.sortable.directionParam).toBe('direction');
      });

      it(`answers a page with elements, currentPage, totalPages, itemsPerPage, totalItems`, async () => {
        const agent = await signIn(t, allowed);
        const res = await agent.get(`/api/tables/${page}?env=make-iat&page=1`);
        expect(res.statusCode).toBe(200);
        const body = TablePage.parse(res.data.data);
        expect(body.currentPage).toBe(1);
        expect(body.totalItems).toBeGreaterThan(0);
        expect(body.elements.length).toBeLessThanOrEqual(body.itemsPerPage);
        expect(body.totalPages).toBe(Math.max(1, Math.ceil(body.totalItems / body.itemsPerPage)));
      });

      it(`refuses ${refused} with 403 forbidden`, async () => {
        const agent = await signIn(t, refused);
        for (const path of [`/api/tables/${page}/template.json`, `/api/tables/${page}`]) {
          const res = await agent.get(`${path}?env=make-iat`);
          expect(res.statusCode).toBe(403);
          expect(res.data.code).toBe('forbidden');
        }
      });

      it('refuses a bad page, sort, direction and filter value, naming each', async () => {
        const agent = await signIn(t, allowed);
        const res = await agent.get(
          `/api/tables/${page}?env=make-iat&page=0&sort=password&direction=up&status=nope`,
        );
        expect(res.statusCode).toBe(400);
        expect(res.data.code).toBe('bad_request');
        expect(Object.keys(res.data.fields).sort()).toEqual(['direction', 'page', 'sort', 'status']);
        expect(res.data.fields.sort).toBe('Ordinamento: colonna non ordinabile.');
        expect(res.data.fields.status).toBe('Stato: valore non previsto.');
      });
    });
  }

  it('answers 403 auth_required without a session and 404 for an unknown table', async () => {
    const stranger = new Agent(t.app);
    const res = await stranger.get('/api/tables/user?env=make-iat');
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('auth_required');
    const unknown = await admin.get('/api/tables/nope/template.json?env=make-iat');
    expect(unknown.statusCode).toBe(404);
  });

  it('filters users by environment through its own parameter, whatever env the call is made from', async () => {
    const all = await admin.get('/api/tables/user?env=make-iat&query=ricci');
    expect(all.data.data.elements.map((r: { cells: { username: string } }) => r.cells.username)).toEqual([
      'struttura',
    ]);
    const vt = await admin.get('/api/tables/user?env=make-iat&app=make-vt&query=ricci');
    expect(vt.data.data.totalItems).toBe(1);
    const iat = await admin.get('/api/tables/user?env=make-iat&app=make-iat&query=ricci');
    expect(iat.data.data.totalItems).toBe(0);
  });

  it('a table without delete says so', async () => {
    const res = await admin.post('/api/tables/team/delete?env=make-iat', { id: 1, params: {} });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('Questa tabella non prevede eliminazioni.');
  });

  /**
   * No table of the product deletes through the engine yet (profiles, lists and terminals will):
   * this one, over the outbox, is registered by the test to drive the engine's delete call end to
   * end on a real table. Only admins may use it; it answers 404 for a mail that is not there.
   */
  describe('POST /api/tables/{page}/delete', () => {
    const received: unknown[] = [];
    const outboxTable: TableDefinition = {
      page: 'posta-di-prova' as TablePageName,
      template: { source: 'tables.test.ts', json: null, schema: TableTemplate },
      allowed: (ctx) => can(ctx, 'outbox.read'),
      list: async () => ({ rows: [], total: 0 }),
      async remove(deps, _ctx, body) {
        received.push(body);
        const gone = await deps.db.deleteFrom('outboxMails').where('id', '=', body.id).executeTakeFirst();
        if (!gone.numDeletedRows) throw notFound('Messaggio non trovato.');
        return 'Messaggio eliminato.';
      },
    };
    let unregister: () => void;
    beforeAll(() => {
      unregister = registerTable(outboxTable);
    });
    afterAll(() => unregister());

    const url = '/api/tables/posta-di-prova/delete?env=make-iat';
    const newMail = async () =>
      (
        await t.db
          .insertInto('outboxMails')
          .values({
            toAddress: 'ufficio@example.org',
            replyTo: null,
            subject: 'Da eliminare',
            textBody: 'Testo',
            htmlBody: null,
            createdAt: new Date().toISOString(),
            sentAt: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const exists = async (id: number) =>
      (await t.db.selectFrom('outboxMails').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined;

    it('deletes the row named by id, handing the table {id, params}; a second time is 404', async () => {
      const id = await newMail();
      const res = await admin.post(url, { id, params: { motivo: 'prova', pagina: 2 } });
      expect(res.statusCode).toBe(200);
      expect(res.data.data).toEqual({ message: 'Messaggio eliminato.' });
      expect(received.at(-1)).toEqual({ id, params: { motivo: 'prova', pagina: 2 } });
      expect(await exists(id)).toBe(false);
      const again = await admin.post(url, { id, params: {} });
      expect(again.statusCode).toBe(404);
      expect(again.data.message).toBe('Messaggio non trovato.');
    });

    it('refuses a role the table does not allow with 403 forbidden, before the payload, deleting nothing', async () => {
      const id = await newMail();
      const operator = await signIn(t, 'operatore');
      for (const body of [{ id, params: {} }, { id: 'tutti' }]) {
        const res = await operator.post(url, body);
        expect(res.statusCode).toBe(403);
        expect(res.data.code).toBe('forbidden');
      }
      expect(await exists(id)).toBe(true);
      const stranger = await new Agent(t.app).post(url, { id, params: {} });
      expect(stranger.statusCode).toBe(403);
      expect(await exists(id)).toBe(true);
    });

    it('refuses a bad payload with 400 naming the field, deleting nothing', async () => {
      const id = await newMail();
      const calls = received.length;
      const missing = await admin.post(url, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.data.fields).toEqual({ id: 'id: campo obbligatorio' });
      for (const body of [{ id: String(id) }, { id: 0 }, { id: 1.5 }, { id: true }, { id: [id] }]) {
        const res = await admin.post(url, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.data.code).toBe('bad_request');
        expect(res.data.fields).toEqual({ id: 'id: identificativo non valido' });
      }
      const nested = await admin.post(url, { id, params: { filtro: { stato: 1 } } });
      expect(nested.statusCode).toBe(400);
      expect(Object.keys(nested.data.fields)).toEqual(['params.filtro']);
      expect(received).toHaveLength(calls);
      expect(await exists(id)).toBe(true);
    });
  });
});
