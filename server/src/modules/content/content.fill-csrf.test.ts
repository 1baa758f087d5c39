import { describe, expect, it } from 'vitest';
import { fill, useEditorCast } from './content.test-kit.js';

const cast = useEditorCast();

const CSRF_REFUSAL = {
  status: 'error',
  code: 'csrf',
  message: 'Richiesta non valida: ricarica la pagina e riprova.',
};

const lockOf = (id: number) =>
  cast.t.db
    .selectFrom('contents')
    .select(['lockUserId', 'lockSession', 'lockUntil'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** What a link of another site sends: the session cookie, no CSRF header. */
const crossSite = (agent: Parameters<typeof fill>[0], query: string) =>
  agent.get(`/api/content-create.json?${query}`, { csrf: false });

/**
 * GET /api/content-create.json (spec 1 §3) takes the editor's lock of the content it opens and,
 * with takeOver=true, moves another's: a change, so it needs the CSRF header.
 */
describe('opening a content in the editor needs the CSRF header', () => {
  it("a cross-site takeOver leaves the lock with its holder; the reviewer's own call takes it over", async () => {
    const { id, doc } = await cast.savedItinerary(cast.users.redattore.agent, { it: 'Via Francigena' });
    const held = await lockOf(id);
    expect(held).toMatchObject({ lockUserId: cast.users.redattore.id, lockSession: doc.params.sessionId });
    const reviewer = cast.users.revisore.agent;

    const link = await crossSite(reviewer, `contentId=${id}&takeOver=true`);
    expect(link.statusCode).toBe(403);
    expect(link.data).toEqual(CSRF_REFUSAL);
    const head = await reviewer.request(
      'HEAD',
      `/api/content-create.json?contentId=${id}&takeOver=true`,
      undefined,
      {
        csrf: false,
      },
    );
    expect(head.statusCode).toBe(403);
    expect(await lockOf(id)).toEqual(held);

    const app = await fill(reviewer, `contentId=${id}&takeOver=true`);
    expect(app.statusCode, app.body).toBe(200);
    expect(app.data.data.status).toBe('editable');
    expect(await lockOf(id)).toMatchObject({
      lockUserId: cast.users.revisore.id,
      lockSession: app.data.data.params.sessionId,
    });
  });

  it('a cross-site open of a free content takes no lock', async () => {
    const { id, doc } = await cast.savedItinerary(cast.users.redattore.agent, { it: 'Chianti in bici' });
    await cast.users.redattore.agent.post('/api/content/lock', {
      id,
      sessionId: doc.params.sessionId,
      action: 'release',
    });
    const free = await lockOf(id);
    expect(free.lockUserId).toBeNull();
    expect((await crossSite(cast.users.collega.agent, `contentId=${id}`)).data).toEqual(CSRF_REFUSAL);
    expect(await lockOf(id)).toEqual(free);
    const app = await fill(cast.users.collega.agent, `contentId=${id}`);
    expect(app.data.data.status).toBe('editable');
    expect((await lockOf(id)).lockUserId).toBe(cast.users.collega.id);
  });

  it('an editor of another office and an operator are refused, with the header or without; the lock stays', async () => {
    const { id } = await cast.savedItinerary(cast.users.redattore.agent, { it: 'Le Crete senesi' });
    const held = await lockOf(id);
    for (const name of ['lucca', 'operatore'] as const) {
      const agent = cast.users[name].agent;
      expect((await crossSite(agent, `contentId=${id}&takeOver=true`)).data, name).toEqual(CSRF_REFUSAL);
      const withHeader = await fill(agent, `contentId=${id}&takeOver=true`);
      expect(withHeader.statusCode, name).toBe(403);
      expect(withHeader.data.code, name).toBe('forbidden');
    }
    expect(await lockOf(id)).toEqual(held);
  });

  it('a bad query is refused for the missing header before it is read; with the header, 400 naming it', async () => {
    const agent = cast.users.redattore.agent;
    expect((await crossSite(agent, 'contentId=abc')).data).toEqual(CSRF_REFUSAL);
    const bad = await fill(agent, 'contentId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.contentId).toBeTruthy();
  });
});
