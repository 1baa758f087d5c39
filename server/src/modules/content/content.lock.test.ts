import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '@sportello/contracts';
import type { Agent } from '../../../test/agent.js';
import { fill, save, saveBody, valuesOf, withValues, useEditorCast } from './content.test-kit.js';

const cast = useEditorCast();

const lock = (agent: Agent, body: unknown) => agent.post('/api/content/lock', body);
const lockOf = (id: number) =>
  cast.t.db
    .selectFrom('contents')
    .select(['lockUserId', 'lockSession', 'lockSince', 'lockUntil'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A content saved by the first editor, whose session holds its lock. */
async function openedByEditor(): Promise<{ id: number; doc: ContentDocument }> {
  const { id, doc } = await cast.savedItinerary(cast.users.redattore.agent, { it: 'Il cammino di Dante' });
  return { id, doc };
}

const LOCKED = /^Il contenuto è in modifica da Giulia Bianchi dal \d{2}\/\d{2}\/\d{4} alle \d{1,2}\.\d{2}\.$/;

describe("Editor: blocco dell'editor (GET /api/content-create.json, POST /api/content/lock)", () => {
  it('a second editor meets the locked screen; the holder keeps it across a refresh', async () => {
    const { id, doc } = await openedByEditor();
    const other = await fill(cast.users.collega.agent, `contentId=${id}`);
    expect(other.statusCode).toBe(200);
    expect(other.data.data).toMatchObject({
      status: 'locked',
      lock: { holder: 'Giulia Bianchi', holderId: cast.users.redattore.id, canTakeOver: false },
      params: { id },
    });
    expect(other.data.data.message).toMatch(LOCKED);
    // A colleague cannot take it over; the lock stays where it was.
    const takeOver = await fill(cast.users.collega.agent, `contentId=${id}&takeOver=true`);
    expect(takeOver.data.data.status).toBe('locked');
    expect((await lockOf(id)).lockSession).toBe(doc.params.sessionId);
    // The same session simply keeps it across a refresh.
    const refresh = await fill(
      cast.users.redattore.agent,
      `contentId=${id}&sessionId=${doc.params.sessionId}`,
    );
    expect(refresh.data.data.status).toBe('editable');
    expect(refresh.data.data.message).toBeUndefined();
  });

  it("the same person in a new tab (or after a crash) goes on at once; the old tab's unsaved work is offered back", async () => {
    const { id, doc } = await openedByEditor();
    const agent = cast.users.redattore.agent;
    // A new tab (a new session) of the holder: editable at once, the lock is its now.
    const tab = (await fill(agent, `contentId=${id}&autosave=true`)).data.data;
    expect(tab).toMatchObject({
      status: 'editable',
      message:
        'Il contenuto era aperto in un’altra tua scheda o sessione: ora prosegui qui. Se là c’erano modifiche non salvate, ti saranno proposte qui.',
      params: { autosaveRevision: null },
    });
    expect(tab.params.sessionId).not.toBe(doc.params.sessionId);
    expect(await lockOf(id)).toMatchObject({
      lockUserId: cast.users.redattore.id,
      lockSession: tab.params.sessionId,
    });
    const beat = (session: string) => lock(agent, { id, sessionId: session, action: 'heartbeat' });
    expect((await beat(tab.params.sessionId)).data.data).toMatchObject({ kept: null });

    // The old tab is told on its heartbeat; what it had not saved goes aside, not lost.
    const old = await beat(doc.params.sessionId);
    expect(old.statusCode).toBe(409);
    expect(old.data).toMatchObject({
      code: 'lock_moved',
      message:
        'Hai aperto il contenuto in un’altra scheda o sessione: prosegui lì. Le modifiche non salvate di questa scheda restano nel tuo salvataggio automatico.',
    });
    const late = await save(
      agent,
      saveBody(
        doc,
        { it: withValues(valuesOf(doc.data.it), { titolo: 'Scritto nella prima scheda' }) },
        { autosave: true },
      ),
    );
    expect(late.statusCode).toBe(409);
    expect(late.data.code).toBe('lock_moved');
    // The lock stayed with the new tab, whose heartbeat offers the old tab's text back.
    expect((await lockOf(id)).lockSession).toBe(tab.params.sessionId);
    const offer = (await beat(tab.params.sessionId)).data.data;
    expect(offer.kept).toMatchObject({ revision: expect.any(Number), at: expect.any(String) });
    // A save of the new tab keeps it aside still (it never showed it).
    const mine = await save(
      agent,
      saveBody(tab, { it: withValues(valuesOf(tab.data.it), { titolo: 'Il cammino di Dante, rivisto' }) }),
    );
    expect(mine.statusCode).toBe(200);
    const taken = (
      await fill(agent, `contentId=${id}&sessionId=${tab.params.sessionId}&kept=${offer.kept.revision}`)
    ).data.data;
    expect(taken).toMatchObject({
      status: 'editable',
      params: {
        fromAutosave: true,
        autosaveRevision: offer.kept.revision,
        revision: mine.data.data.revision,
      },
    });
    expect(
      taken.data.it.baseContents.find((c: { fieldname: string }) => c.fieldname === 'titolo').value,
    ).toBe('Scritto nella prima scheda');
    // Saved from there, it is no longer offered.
    expect((await save(agent, saveBody(taken, { it: valuesOf(taken.data.it) }))).statusCode).toBe(200);
    expect((await beat(tab.params.sessionId)).data.data.kept).toBeNull();
    // Another person's kept text, or a made-up revision, is not loaded.
    const foreign = (await fill(agent, `contentId=${id}&sessionId=${tab.params.sessionId}&kept=999999`)).data
      .data;
    expect(foreign.params).toMatchObject({ fromAutosave: false, autosaveRevision: null });
  });

  it('heartbeat renews the lock; release gives it back', async () => {
    const { id, doc } = await openedByEditor();
    const agent = cast.users.redattore.agent;
    await cast.t.db
      .updateTable('contents')
      .set({ lockUntil: new Date(Date.now() + 5000).toISOString() })
      .where('id', '=', id)
      .execute();
    const beat = await lock(agent, { id, sessionId: doc.params.sessionId, action: 'heartbeat' });
    expect(beat.statusCode).toBe(200);
    const until = Date.parse(beat.data.data.until);
    expect(until - Date.now()).toBeGreaterThan(55_000);
    expect((await lockOf(id)).lockUntil).toBe(beat.data.data.until);

    const release = await lock(agent, { id, sessionId: doc.params.sessionId, action: 'release' });
    expect(release.data.data).toEqual({ until: null, kept: null });
    expect(await lockOf(id)).toEqual({
      lockUserId: null,
      lockSession: null,
      lockSince: null,
      lockUntil: null,
    });
    expect((await fill(cast.users.collega.agent, `contentId=${id}`)).data.data.status).toBe('editable');
  });

  it('a stale lock expires by itself: the next editor takes it, the first is told on the heartbeat', async () => {
    const { id, doc } = await openedByEditor();
    await cast.t.db
      .updateTable('contents')
      .set({ lockUntil: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const other = await fill(cast.users.collega.agent, `contentId=${id}`);
    expect(other.data.data.status).toBe('editable');
    expect(await lockOf(id)).toMatchObject({
      lockUserId: cast.users.collega.id,
      lockSession: other.data.data.params.sessionId,
    });
    const beat = await lock(cast.users.redattore.agent, {
      id,
      sessionId: doc.params.sessionId,
      action: 'heartbeat',
    });
    expect(beat.statusCode).toBe(409);
    expect(beat.data).toMatchObject({
      code: 'locked',
      message:
        'Marco Rossi ha preso in carico il contenuto. Le tue modifiche non salvate restano nel tuo salvataggio automatico.',
    });
  });

  it('a reviewer takes over: the editor is refused and their next save is kept as their autosave', async () => {
    const { id, doc } = await openedByEditor();
    const reviewer = cast.users.revisore.agent;
    const locked = await fill(reviewer, `contentId=${id}`);
    expect(locked.data.data).toMatchObject({ status: 'locked', lock: { canTakeOver: true } });
    const taken = await fill(reviewer, `contentId=${id}&takeOver=true`);
    expect(taken.data.data.status).toBe('editable');
    const reviewerSession = taken.data.data.params.sessionId;
    expect(await lockOf(id)).toMatchObject({
      lockUserId: cast.users.revisore.id,
      lockSession: reviewerSession,
    });

    const editor = cast.users.redattore.agent;
    const beat = await lock(editor, { id, sessionId: doc.params.sessionId, action: 'heartbeat' });
    expect(beat.statusCode).toBe(409);
    expect(beat.data.message).toMatch(/^Paolo Verdi ha preso in carico il contenuto\./);
    const late = await save(
      editor,
      saveBody(
        doc,
        { it: withValues(valuesOf(doc.data.it), { titolo: 'Scritto prima del cambio' }) },
        { autosave: true },
      ),
    );
    expect(late.statusCode).toBe(409);
    expect(late.data.code).toBe('locked');
    const kept = await cast.t.db
      .selectFrom('contentRevisions')
      .select(['kind', 'detached', 'authorId'])
      .where('contentId', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ kind: 'autosave', detached: 1, authorId: cast.users.redattore.id });

    // The reviewer's release lets the editor back in, with the text they had written.
    await lock(reviewer, { id, sessionId: reviewerSession, action: 'release' });
    const back = (await fill(editor, `contentId=${id}&autosave=true`)).data.data;
    expect(back.params.fromAutosave).toBe(true);
    expect(back.data.it.baseContents.find((c: { fieldname: string }) => c.fieldname === 'titolo').value).toBe(
      'Scritto prima del cambio',
    );
  });

  it('refuses an operator and another office (403), a bad payload (400) and a missing content (404)', async () => {
    const { id, doc } = await openedByEditor();
    const body = { id, sessionId: doc.params.sessionId, action: 'heartbeat' };
    expect((await lock(cast.users.operatore.agent, body)).statusCode).toBe(403);
    expect((await lock(cast.users.lucca.agent, body)).statusCode).toBe(403);
    const bad = await lock(cast.users.redattore.agent, { ...body, action: 'keep' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(['action']);
    expect((await lock(cast.users.redattore.agent, { ...body, id: 999999 })).statusCode).toBe(404);
  });
});
