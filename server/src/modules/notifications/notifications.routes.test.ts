import { describe, expect, it } from 'vitest';
import { nowIso } from '../../platform/db/connect.js';
import { useEditorCast } from '../content/content.test-kit.js';
import { addRecipients, insertEvent } from './notifications.repo.js';

const cast = useEditorCast();

const CSRF_REFUSAL = {
  status: 'error',
  code: 'csrf',
  message: 'Richiesta non valida: ricarica la pagina e riprova.',
};

/** A content of the first editor with one update addressed, unread, to these users. */
async function contentWithUnreadUpdate(title: string, recipients: number[]) {
  const { id } = await cast.savedItinerary(cast.users.redattore.agent, { it: title });
  const eventId = await insertEvent(cast.t.db, {
    contentId: id,
    type: 'message',
    action: '',
    authorId: cast.users.redattore.id,
    authorName: 'Giulia Bianchi',
    groupName: 'IAT Firenze',
    text: 'Ho aggiunto le foto.',
    actionRequired: false,
    revisionId: null,
    createdAt: nowIso(),
  });
  await addRecipients(cast.t.db, eventId, id, recipients);
  return { id, eventId };
}

const readAtOf = async (eventId: number, userId: number) =>
  (
    await cast.t.db
      .selectFrom('contentEventReads')
      .select('readAt')
      .where('eventId', '=', eventId)
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow()
  ).readAt;

/**
 * GET /api/log/messaggi/{id} (spec 3 §7) marks the content's updates read for the caller: a change,
 * so it needs the CSRF header.
 */
describe("opening a content's history needs the CSRF header", () => {
  it("a cross-site link marks nothing read; the app's own call does", async () => {
    const { id, eventId } = await contentWithUnreadUpdate('Pievi romaniche', [cast.users.collega.id]);
    const agent = cast.users.collega.agent;
    const unread = (await agent.get('/api/log/messaggio')).data.data.count as number;

    const link = await agent.get(`/api/log/messaggi/${id}?slug=content&page=1`, { csrf: false });
    expect(link.statusCode).toBe(403);
    expect(link.data).toEqual(CSRF_REFUSAL);
    expect(await readAtOf(eventId, cast.users.collega.id)).toBeNull();
    expect((await agent.get('/api/log/messaggio')).data.data.count).toBe(unread);

    const app = await agent.get(`/api/log/messaggi/${id}?slug=content&page=1`);
    expect(app.statusCode, app.body).toBe(200);
    expect(app.data.data.updates.map((u: { id: number }) => u.id)).toContain(eventId);
    expect(await readAtOf(eventId, cast.users.collega.id)).not.toBeNull();
    expect((await agent.get('/api/log/messaggio')).data.data.count).toBe(unread - 1);
  });

  it('an editor of another office is refused, with the header or without, and reads nothing', async () => {
    const { id, eventId } = await contentWithUnreadUpdate('Torri di San Gimignano', [cast.users.lucca.id]);
    const agent = cast.users.lucca.agent;
    const url = `/api/log/messaggi/${id}?slug=content&page=1`;
    expect((await agent.get(url, { csrf: false })).data).toEqual(CSRF_REFUSAL);
    const withHeader = await agent.get(url);
    expect(withHeader.statusCode).toBe(403);
    expect(withHeader.data.code).toBe('forbidden');
    expect(await readAtOf(eventId, cast.users.lucca.id)).toBeNull();
  });

  it('a bad page is refused for the missing header before it is read; with the header, 400 naming it', async () => {
    const { id } = await contentWithUnreadUpdate('Val d’Orcia', [cast.users.collega.id]);
    const agent = cast.users.collega.agent;
    const url = `/api/log/messaggi/${id}?slug=content&page=0`;
    expect((await agent.get(url, { csrf: false })).data).toEqual(CSRF_REFUSAL);
    const bad = await agent.get(url);
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.page).toBeTruthy();
  });
});
