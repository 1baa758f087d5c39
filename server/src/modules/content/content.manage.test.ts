import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '@sportello/contracts';
import type { Agent } from '../../../test/agent.js';
import { ownedContentKinds } from '../../platform/ownership/index.js';
import { contentOwnedContent } from './content.ownership.js';
import { fill, publishableReport, save, saveBody, useEditorCast } from './content.test-kit.js';

const cast = useEditorCast();

const remove = (agent: Agent, body: unknown) => agent.post('/api/content-delete.json', body);
const copy = (agent: Agent, body: unknown) => agent.post('/api/content-copy.json', body);
const rowOf = (id: number) =>
  cast.t.db.selectFrom('contents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const titleOf = (doc: ContentDocument, lang: 'it' | 'en') =>
  doc.data[lang].baseContents.find((c) => c.fieldname === 'titolo')?.value;

/** An itinerary in Italian and English saved by the editor, who then leaves the editor. */
async function itinerary(title = 'Il cammino di Dante'): Promise<{ id: number; doc: ContentDocument }> {
  const agent = cast.users.redattore.agent;
  const { id, doc, fresh } = await cast.savedItinerary(agent, { it: title, en: "Dante's way" });
  await agent.post('/api/content/lock', { id, sessionId: fresh.params.sessionId, action: 'release' });
  return { id, doc };
}

/** A report published by the reviewer in the editor's office. */
async function publishedReport(): Promise<number> {
  const reviewer = cast.users.revisore.agent;
  const doc = await cast.newDoc(reviewer, 'report_evento');
  const res = await save(
    reviewer,
    saveBody(doc, { it: await publishableReport(cast.t.db, cast, doc) }, { publish: true }),
  );
  const id = res.data.data.id as number;
  await cast.t.db.updateTable('contents').set({ groupId: cast.groupId }).where('id', '=', id).execute();
  await reviewer.post('/api/content/lock', { id, sessionId: doc.params.sessionId, action: 'release' });
  return id;
}

describe('Editor: eliminazione (POST /api/content-delete.json)', () => {
  it('deletes some languages in a new revision, never all of them', async () => {
    const { id } = await itinerary();
    const res = await remove(cast.users.redattore.agent, { id, langs: ['en'] });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toEqual({ id, status: 'draft', langs: ['it'] });
    const row = await rowOf(id);
    expect(row).toMatchObject({ langs: 'it', updatesCount: 1 });
    const head = await cast.t.db
      .selectFrom('contentDocuments')
      .select('lang')
      .where('revisionId', '=', row.headRevision)
      .execute();
    expect(head).toEqual([{ lang: 'it' }]);
    const reopened = (await fill(cast.users.redattore.agent, `contentId=${id}`)).data.data;
    await cast.users.redattore.agent.post('/api/content/lock', {
      id,
      sessionId: reopened.params.sessionId,
      action: 'release',
    });
    expect([reopened.data.it.isActive, reopened.data.en.isActive]).toEqual([true, false]);

    const all = await remove(cast.users.redattore.agent, { id, langs: ['it', 'en'] });
    expect(all.statusCode).toBe(422);
    expect(all.data.message).toBe('Non puoi eliminare tutte le lingue: elimina il contenuto.');
  });

  it('refuses while another editor holds the lock (409)', async () => {
    const { id } = await itinerary();
    expect((await fill(cast.users.collega.agent, `contentId=${id}`)).data.data.status).toBe('editable');
    const res = await remove(cast.users.redattore.agent, { id, langs: ['en'] });
    expect(res.statusCode).toBe(409);
    expect(res.data).toMatchObject({ code: 'locked' });
    expect(res.data.message).toMatch(/^Il contenuto è in modifica da Marco Rossi dal /);
  });

  it('a draft is deleted at once; it is gone for the editor', async () => {
    const { id } = await itinerary('Da eliminare');
    const res = await remove(cast.users.redattore.agent, { id });
    expect(res.data.data).toMatchObject({ id, status: 'deleted' });
    expect((await rowOf(id)).status).toBe('deleted');
    expect((await fill(cast.users.redattore.agent, `contentId=${id}`)).statusCode).toBe(404);
    expect((await remove(cast.users.redattore.agent, { id })).statusCode).toBe(404);
  });

  it('a published content: the editor requests, can cancel; the reviewer deletes', async () => {
    const id = await publishedReport();
    const editor = cast.users.redattore.agent;
    const requested = await remove(editor, { id });
    expect(requested.data.data).toMatchObject({ status: 'delete_requested' });
    const readonly = (await fill(editor, `contentId=${id}`)).data.data;
    expect(readonly.status).toBe('readonly');
    expect(readonly.aside.buttons.every((b: { disabled: boolean }) => b.disabled)).toBe(true);
    expect(readonly.aside.buttons[0].tooltip).toBe(
      'Il contenuto è in attesa di eliminazione e non può essere modificato.',
    );

    const cancelled = await remove(editor, { id, cancel: true });
    expect(cancelled.data.data).toMatchObject({ status: 'published' });
    expect((await remove(editor, { id, cancel: true })).statusCode).toBe(422);

    await remove(editor, { id });
    const confirmed = await remove(cast.users.revisore.agent, { id });
    expect(confirmed.data.data).toMatchObject({ status: 'deleted' });
  });

  it('refuses an operator and another office (403) and a bad payload (400 naming the field)', async () => {
    const { id } = await itinerary();
    expect((await remove(cast.users.operatore.agent, { id })).statusCode).toBe(403);
    expect((await remove(cast.users.lucca.agent, { id })).statusCode).toBe(403);
    const bad = await remove(cast.users.redattore.agent, { id, langs: ['xx'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(['langs.0']);
    const empty = await remove(cast.users.redattore.agent, { id, langs: [] });
    expect(empty.data.fields).toEqual({ langs: 'Scegli almeno una lingua' });
  });
});

describe('Editor: copia (POST /api/content-copy.json)', () => {
  it('copies the head documents into a new draft of the caller, named "(copia)"', async () => {
    const { id, doc } = await itinerary('Le colline');
    const res = await copy(cast.users.collega.agent, { id });
    expect(res.statusCode).toBe(200);
    const { id: copyId } = res.data.data;
    expect(res.data.data).toEqual({ id: copyId, family: 'content', type: 'itinerario' });
    expect(await rowOf(copyId)).toMatchObject({
      name: 'Le colline (copia)',
      langs: 'it,en',
      status: 'draft',
      groupId: cast.groupId,
      creatorId: cast.users.collega.id,
      creatorName: 'Marco Rossi',
      updatesCount: 0,
    });
    const copied = (await fill(cast.users.collega.agent, `contentId=${copyId}`)).data.data;
    expect([titleOf(copied, 'it'), titleOf(copied, 'en')]).toEqual([
      'Le colline (copia)',
      "Dante's way (copia)",
    ]);
    expect(copied.data.it.customContents[0].id).not.toBe(doc.data.it.customContents[0]?.id);
    expect(copied.data.en.customContents[0].id).toBe(copied.data.it.customContents[0].id);
  });

  it('refuses an operator and another office (403) and a bad payload (400 naming the field)', async () => {
    const { id } = await itinerary();
    expect((await copy(cast.users.operatore.agent, { id })).statusCode).toBe(403);
    expect((await copy(cast.users.lucca.agent, { id })).statusCode).toBe(403);
    const bad = await copy(cast.users.redattore.agent, { id: 'uno' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(['id']);
  });
});

describe("Contenuti di un utente e di un gruppo (cancellazione dell'utente o del gruppo)", () => {
  it('counts, transfers and removes the contents a user created in their groups', async () => {
    expect(ownedContentKinds().map((k) => k.kind)).toContain('content');
    const { id } = await itinerary('Di Giulia');
    const scope = { userId: cast.users.redattore.id, groupIds: [cast.groupId] };
    const before = await contentOwnedContent.count(cast.t.db, scope);
    expect(before).toBeGreaterThan(0);
    expect(await contentOwnedContent.count(cast.t.db, { ...scope, groupIds: [] })).toBe(0);

    const moved = await cast.t.db
      .transaction()
      .execute((trx) => contentOwnedContent.transfer(trx, scope, cast.users.collega.id));
    expect(moved).toBe(before);
    expect(await rowOf(id)).toMatchObject({ creatorId: cast.users.collega.id, creatorName: 'Marco Rossi' });
    expect(await contentOwnedContent.count(cast.t.db, scope)).toBe(0);

    const collega = { userId: cast.users.collega.id, groupIds: [cast.groupId] };
    const inGroup = await contentOwnedContent.countInGroup(cast.t.db, cast.groupId);
    const removed = await cast.t.db.transaction().execute((trx) => contentOwnedContent.remove(trx, collega));
    expect(removed.count).toBeGreaterThan(0);
    expect((await rowOf(id)).status).toBe('deleted');
    expect(await contentOwnedContent.countInGroup(cast.t.db, cast.groupId)).toBe(inGroup - removed.count);

    const group = await cast.t.db
      .transaction()
      .execute((trx) => contentOwnedContent.removeInGroup(trx, cast.groupId));
    expect(group.count).toBe(inGroup - removed.count);
    expect(await contentOwnedContent.countInGroup(cast.t.db, cast.groupId)).toBe(0);
  });
});
