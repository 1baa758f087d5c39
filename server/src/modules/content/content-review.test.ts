import { describe, expect, it } from 'vitest';
import type { ContentDocument, LangDocument, LangValuesInput } from '@sportello/contracts';
import type { Agent } from '../../../test/agent.js';
import { Agent as NewAgent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { fill, imageOf, save, saveBody, useEditorCast, valuesOf, withValues } from './content.test-kit.js';

/**
 * The review workflow's API: every transition allowed and refused per role (another
 * office too), stale and repeated actions, the e-mails in the outbox, the explore projection on
 * approval and its withdrawal on deletion, compare and versions, the history and the bell.
 */

const cast = useEditorCast();
const DAY = 86_400;
const inDays = (n: number) => Math.floor(Date.now() / 1000 / DAY + n) * DAY;

const users = () => cast.users;
const db = () => cast.t.db;

/** An event in Italian and English that passes validation, with one paragraph block. */
async function eventValues(doc: ContentDocument, title: string) {
  const image = await imageOf(db(), cast.groupId, users().redattore.id);
  const shared = {
    immagine: [image],
    quando: [{ dateRange: { from: inDays(30), to: inDays(31) }, timetables: [] }],
    luogo: { address: 'Piazza del Campo, Siena', lat: 43.31833, lng: 11.33139 },
    gratuito: true,
    temi: ['arte'],
    comune: { value: '052032', label: 'Siena (SI)' },
  };
  const block = {
    id: null,
    clientUUID: `blocco-${title}`,
    kind: 'paragrafo',
    value: {
      numbered: false,
      title: 'La corsa',
      text: '<p>Tre giri di piazza.</p>',
      image: [],
      location: null,
    },
  };
  const it: LangValuesInput = {
    ...withValues(valuesOf(doc.data.it), {
      ...shared,
      titolo: title,
      abstract: '<p>Dieci contrade in <b>Piazza del Campo</b>.</p>',
      descrizione:
        '<p>La corsa più antica d’Italia si corre due volte l’anno, il 2 luglio e il 16 agosto.</p>',
    }),
    customContents: [block],
  };
  const en: LangValuesInput = {
    ...withValues(valuesOf(doc.data.en), {
      ...shared,
      titolo: `${title} (en)`,
      descrizione: '<p>The oldest horse race in Italy is run twice a year in Piazza del Campo.</p>',
    }),
    isActive: true,
    customContents: [block],
  };
  return { it, en };
}

/** A new event written by `agent` and sent to validation (proposition): its id and revision. */
async function submitted(agent: Agent, title: string) {
  const doc = await cast.newDoc(agent, 'evento');
  const res = await save(agent, saveBody(doc, await eventValues(doc, title), { review: true }));
  expect(res.statusCode, res.body).toBe(200);
  // The editor leaves the editor: the lock is given back.
  await agent.post('/api/content/lock', {
    id: res.data.data.id,
    sessionId: doc.params.sessionId,
    action: 'release',
  });
  return { id: res.data.data.id as number, revision: res.data.data.revision as number, doc };
}

const rowOf = (id: number) =>
  db().selectFrom('contents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const assetOf = (id: number) =>
  db()
    .selectFrom('assets')
    .select(['id', 'status'])
    .where('source', '=', 'content')
    .where('sourceId', '=', String(id))
    .executeTakeFirst();
const mailsTo = (address: string) =>
  db().selectFrom('outboxMails').selectAll().where('toAddress', '=', address).orderBy('id').execute();
const emailOf = async (id: number) =>
  (await db().selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
const bell = async (agent: Agent) => (await agent.get('/api/log/messaggio')).data.data;

/** Reopens the content as `agent` and saves a new Italian title (a change after publication). */
async function editTitle(agent: Agent, id: number, title: string) {
  const doc: ContentDocument = (await fill(agent, `contentId=${id}`)).data.data;
  const res = await save(agent, saveBody(doc, { it: withValues(valuesOf(doc.data.it), { titolo: title }) }));
  expect(res.statusCode, res.body).toBe(200);
  await agent.post('/api/content/lock', { id, sessionId: doc.params.sessionId, action: 'release' });
  return res.data.data.revision as number;
}

describe('send to validation', () => {
  it('a proposition reaches the reviewers: unread update, e-mail, inbox oldest first with its facts', async () => {
    const before = (await bell(users().revisore.agent)).count as number;
    const first = await submitted(users().redattore.agent, 'Palio di luglio');
    const second = await submitted(users().collega.agent, 'Palio di agosto');
    expect(await rowOf(first.id)).toMatchObject({ status: 'pending', submittedBy: users().redattore.id });

    const notices = await bell(users().revisore.agent);
    expect(notices.count).toBe(before + 2);
    expect(notices.data[0]).toMatchObject({
      resourceId: second.id,
      actionRequired: true,
      type: 'action',
      action: 'proposition',
      title: 'Palio di agosto',
      read: false,
      link: `content/review/${second.id}`,
    });
    const mails = await mailsTo(await emailOf(users().revisore.id));
    expect(mails.at(-1)).toMatchObject({ subject: 'Contenuto da validare: Palio di agosto' });
    expect(mails.at(-1)!.textBody).toContain(`/content/review/${second.id}`);

    const inbox = await users().revisore.agent.get('/api/content/inbox?search=palio');
    expect(inbox.statusCode).toBe(200);
    const ids = inbox.data.data.elements.map((e: { id: number }) => e.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(inbox.data.data.elements.find((e: { id: number }) => e.id === first.id)).toMatchObject({
      type: 'Evento',
      group: { id: cast.groupId, name: 'IAT Firenze' },
      author: { id: users().redattore.id, name: users().redattore.fullName },
      langs: ['it', 'en'],
      isNew: true,
      vt: false,
    });
    expect(inbox.data.data.count).toBeGreaterThanOrEqual(2);
    const filtered = await users().revisore.agent.get(
      `/api/content/inbox?group=${cast.groupId}&lang=en&type=evento`,
    );
    expect(filtered.data.data.totalItems).toBeGreaterThanOrEqual(2);
    expect((await users().revisore.agent.get('/api/content/inbox/count')).data.data.count).toBe(
      inbox.data.data.count,
    );
    // The side menu's "Da validare" carries the same count; editors have no such entry.
    const menu = (await users().revisore.agent.get('/api/main-menu.json')).data.data.items;
    expect(menu.find((i: { action: string }) => i.action === 'content/review')).toMatchObject({
      name: 'Da validare',
      notifies: inbox.data.data.count,
    });
    const editorMenu = (await users().redattore.agent.get('/api/main-menu.json')).data.data.items;
    expect(editorMenu.map((i: { action: string }) => i.action)).not.toContain('content/review');
  });

  it('the inbox is for reviewers: editors and operators get 403, a bad filter 400', async () => {
    expect((await users().redattore.agent.get('/api/content/inbox')).statusCode).toBe(403);
    expect((await users().operatore.agent.get('/api/content/inbox')).statusCode).toBe(403);
    expect((await users().redattore.agent.get('/api/content/inbox/count')).statusCode).toBe(403);
    const bad = await users().revisore.agent.get('/api/content/inbox?page=0&lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(expect.arrayContaining(['page', 'lang']));
  });

  it('POST /api/send-to-vt: the saved portal variant goes to validation once; others refused', async () => {
    const agent = users().redattore.agent;
    const doc = await cast.newDoc(agent, 'evento');
    const saved = await save(agent, saveBody(doc, await eventValues(doc, 'Giostra del Saracino')));
    const id = saved.data.data.id as number;
    expect((await users().operatore.agent.post('/api/send-to-vt', { id })).statusCode).toBe(403);
    expect((await users().lucca.agent.post('/api/send-to-vt', { id })).statusCode).toBe(403);
    const bad = await agent.post('/api/send-to-vt', { id: 'uno', vt: 'si' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(expect.arrayContaining(['id', 'vt']));
    const stale = await agent.post('/api/send-to-vt', { id, revision: saved.data.data.revision + 1000 });
    expect(stale.statusCode).toBe(409);

    const sent = await agent.post('/api/send-to-vt', { id });
    expect(sent.statusCode).toBe(200);
    expect(sent.data.data).toMatchObject({ status: 'pending' });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', submittedTrack: 'vt' });
    const again = await agent.post('/api/send-to-vt', { id });
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe('Il contenuto è già in attesa di validazione.');
  });
});

describe('approve', () => {
  it('refused to editors (also of another office), operators and bad payloads; publishes into explore', async () => {
    const { id, revision } = await submitted(users().redattore.agent, 'Palio da approvare');
    for (const who of ['redattore', 'lucca', 'operatore'] as const) {
      const res = await users()[who].agent.post('/api/content/approve', { id });
      expect(res.statusCode, who).toBe(403);
      expect(res.data.code).toBe('forbidden');
    }
    const bad = await users().revisore.agent.post('/api/content/approve', { id: -3, revision: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(expect.arrayContaining(['id', 'revision']));
    const mismatch = await users().revisore.agent.post('/api/content/approve', { id, contentId: id + 1 });
    expect(mismatch.statusCode).toBe(400);
    expect(await assetOf(id)).toBeUndefined();

    const res = await users().revisore.agent.post('/api/content/approve', { id, contentId: id, revision });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data).toMatchObject({ status: 'published', publishedRevision: revision, next: 'home' });
    expect(await rowOf(id)).toMatchObject({
      status: 'published',
      publishedRevision: revision,
      reviewerId: users().revisore.id,
      submittedAt: null,
    });
    expect(await assetOf(id)).toMatchObject({ status: 0 });

    // The author hears about it: unread update and e-mail.
    const notices = await bell(users().redattore.agent);
    expect(notices.data[0]).toMatchObject({
      resourceId: id,
      type: 'approved',
      action: 'approve',
      read: false,
    });
    const mails = await mailsTo(await emailOf(users().redattore.id));
    expect(mails.at(-1)).toMatchObject({ subject: 'Contenuto approvato: Palio da approvare' });
  });

  it('a repeated or stale approval is refused with 409 and changes nothing', async () => {
    const { id, revision } = await submitted(users().redattore.agent, 'Palio conteso');
    const other = await createTestUser(db(), { role: 'reviewer', fullName: 'Seconda Revisora' });
    const second = new NewAgent(cast.t.app);
    await second.login(other.username);

    // The editor saved again after sending: the reviewer's view is stale.
    const newer = await editTitle(users().redattore.agent, id, 'Palio conteso e corretto');
    const stale = await users().revisore.agent.post('/api/content/approve', { id, revision });
    expect(stale.statusCode).toBe(409);
    expect(stale.data.message).toMatch(/è cambiato nel frattempo/);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', publishedRevision: null });

    expect(
      (await users().revisore.agent.post('/api/content/approve', { id, revision: newer })).statusCode,
    ).toBe(200);
    const events = async () =>
      (await db().selectFrom('contentEvents').select('id').where('contentId', '=', id).execute()).length;
    const count = await events();
    const repeated = await second.post('/api/content/approve', { id, revision: newer });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.data.message).toBe(
      'Il contenuto non è in attesa di validazione: forse qualcuno lo ha già approvato o rifiutato.',
    );
    expect(await events()).toBe(count);
    const authorMails = (await mailsTo(await emailOf(users().redattore.id))).length;
    const discardLate = await second.post('/api/content/discard', { id, subject: 'No', text: 'No' });
    expect(discardLate.statusCode).toBe(409);
    // A refused transition writes no e-mail either.
    expect(await mailsTo(await emailOf(users().redattore.id))).toHaveLength(authorMails);
    expect(await rowOf(id)).toMatchObject({ status: 'published', reviewerId: users().revisore.id });

    // Two reviewers deciding at the same moment: one wins, the other is refused; one publication.
    const race = await submitted(users().redattore.agent, 'Palio al fotofinish');
    const answers = await Promise.all([
      users().revisore.agent.post('/api/content/approve', { id: race.id, revision: race.revision }),
      second.post('/api/content/approve', { id: race.id, revision: race.revision }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const approvals = await db()
      .selectFrom('contentEvents')
      .select('id')
      .where('contentId', '=', race.id)
      .where('action', '=', 'approve')
      .execute();
    expect(approvals).toHaveLength(1);
  });

  it('nobody approves their own submission, unless an admin', async () => {
    const own = await submitted(users().revisore.agent, 'Palio del revisore');
    const refused = await users().revisore.agent.post('/api/content/approve', { id: own.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe('Non puoi approvare un contenuto inviato in validazione da te.');
    const byAdmin = await submitted(users().admin.agent, 'Palio dell’amministratore');
    expect((await users().admin.agent.post('/api/content/approve', { id: byAdmin.id })).statusCode).toBe(200);
    // Someone else approves the reviewer's own.
    expect((await users().admin.agent.post('/api/content/approve', { id: own.id })).statusCode).toBe(200);
  });
});

describe('discard', () => {
  it('sends the reviewer’s own e-mail to the author and records a denied update', async () => {
    const { id } = await submitted(users().redattore.agent, 'Palio da rivedere');
    expect(
      (await users().redattore.agent.post('/api/content/discard', { id, subject: 'x', text: 'y' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await users().lucca.agent.post('/api/content/discard', { id, subject: 'x', text: 'y' })).statusCode,
    ).toBe(403);
    const bad = await users().revisore.agent.post('/api/content/discard', { id, subject: '  ', text: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields).toMatchObject({
      subject: 'Oggetto: campo obbligatorio',
      text: 'Testo: campo obbligatorio',
    });

    const res = await users().revisore.agent.post('/api/content/discard', {
      id,
      subject: 'Manca la descrizione in inglese',
      text: 'Ciao Giulia,\ncompleta la versione inglese e rimandalo.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data).toMatchObject({ status: 'discarded', next: 'home' });
    const mail = (await mailsTo(await emailOf(users().redattore.id))).at(-1)!;
    expect(mail).toMatchObject({ subject: 'Manca la descrizione in inglese' });
    expect(mail.textBody).toContain('completa la versione inglese e rimandalo.');
    expect(mail.textBody).toContain(`/content/edit/${id}`);

    const history = await users().redattore.agent.get(`/api/log/messaggi/${id}?slug=content&page=1`);
    expect(history.data.data.updates[0]).toMatchObject({
      type: 'denied',
      action: 'discard',
      author: users().revisore.fullName,
      own: false,
    });
    expect(history.data.data.updates[0].text).toContain('<b>Manca la descrizione in inglese</b>');
    expect(history.data.data.updates[0].time).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}\.\d{2}$/);

    // Fixed and sent again, then approved.
    const doc: ContentDocument = (await fill(users().redattore.agent, `contentId=${id}`)).data.data;
    const again = await save(
      users().redattore.agent,
      saveBody(doc, { en: valuesOf(doc.data.en) }, { review: true }),
    );
    expect(again.data.data.status).toBe('pending');
    expect((await users().revisore.agent.post('/api/content/approve', { id })).statusCode).toBe(200);
  });
});

describe('undo, publish, change reviewer', () => {
  it('undo brings the working copy back to the published version', async () => {
    const { id, revision } = await submitted(users().redattore.agent, 'Palio pubblicato');
    await users().revisore.agent.post('/api/content/approve', { id });
    await editTitle(users().redattore.agent, id, 'Palio cambiato');
    expect((await rowOf(id)).name).toBe('Palio cambiato');
    expect((await users().redattore.agent.post('/api/content/undo', { id })).statusCode).toBe(403);

    const res = await users().revisore.agent.post('/api/content/undo', { id });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(id);
    expect(row).toMatchObject({ name: 'Palio pubblicato', status: 'published' });
    expect(row.headRevision).toBe(row.publishedRevision);
    expect(row.headRevision).not.toBe(revision);
    const compare = await users().revisore.agent.get(`/api/content/compare?id=${id}`);
    // Old and new are the published version again: nothing left to compare.
    expect(compare.data.data.dataNew).toEqual(compare.data.data.dataOld);
    // Nothing left to undo.
    expect((await users().revisore.agent.post('/api/content/undo', { id })).statusCode).toBe(409);

    const never = await submitted(users().redattore.agent, 'Palio mai pubblicato');
    const unpublished = await users().revisore.agent.post('/api/content/undo', { id: never.id });
    expect(unpublished.statusCode).toBe(422);
  });

  it('publish is for who may publish; change reviewer for reviewers, once', async () => {
    const agent = users().redattore.agent;
    const doc = await cast.newDoc(agent, 'evento');
    const saved = await save(agent, saveBody(doc, await eventValues(doc, 'Luminara di San Ranieri')));
    const id = saved.data.data.id as number;
    expect((await agent.post('/api/content/publish', { id })).statusCode).toBe(403);
    expect((await users().revisore.agent.post('/api/content/publish', { id: 'x' })).statusCode).toBe(400);
    const published = await users().revisore.agent.post('/api/content/publish', { id });
    expect(published.statusCode, published.body).toBe(200);
    expect(await assetOf(id)).toMatchObject({ status: 0 });
    expect((await users().revisore.agent.post('/api/content/publish', { id })).statusCode).toBe(409);

    expect((await agent.post('/api/content/reviewer', { id })).statusCode).toBe(403);
    expect((await users().operatore.agent.post('/api/content/reviewer', { id })).statusCode).toBe(403);
    expect((await users().admin.agent.post('/api/content/reviewer', {})).statusCode).toBe(400);
    const taken = await users().admin.agent.post('/api/content/reviewer', { id });
    expect(taken.statusCode).toBe(200);
    expect(taken.data.data.next).toBe('review');
    expect((await rowOf(id)).reviewerId).toBe(users().admin.id);
    expect((await users().admin.agent.post('/api/content/reviewer', { id })).statusCode).toBe(409);
    expect((await users().revisore.agent.post('/api/content/reviewer', { id })).statusCode).toBe(200);
    // The admin, who lost the review, is told.
    expect((await bell(users().admin.agent)).data[0]).toMatchObject({
      resourceId: id,
      action: 'change_reviewer',
    });
  });
});

describe('delete request', () => {
  it('requested by the editor, refused when repeated, confirmed by a reviewer: withdrawn from explore', async () => {
    const { id } = await submitted(users().redattore.agent, 'Palio da eliminare');
    await users().revisore.agent.post('/api/content/approve', { id });
    const before = (await bell(users().revisore.agent)).count as number;
    const request = await users().redattore.agent.post('/api/content-delete.json', { id });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.data.data.status).toBe('delete_requested');
    expect(await assetOf(id)).toMatchObject({ status: 0 });
    expect((await bell(users().revisore.agent)).count).toBe(before + 1);
    expect((await users().redattore.agent.post('/api/content-delete.json', { id })).statusCode).toBe(409);
    expect((await users().lucca.agent.post('/api/content-delete.json', { id })).statusCode).toBe(403);

    const preview = await users().revisore.agent.get(`/api/content-preview.json?id=${id}`);
    expect(preview.data.data.actions.map((a: { action: string }) => a.action)).toEqual([
      'cancelDeleteRequest',
      'confirmDeleteRequest',
      'list',
    ]);
    const editorPreview = await users().redattore.agent.get(`/api/content-preview.json?id=${id}`);
    expect(editorPreview.data.data.actions.map((a: { action: string }) => a.action)).toEqual([
      'cancelDeleteRequest',
      'list',
    ]);

    const confirmed = await users().revisore.agent.post('/api/content-delete.json', { id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.data.data.status).toBe('deleted');
    expect(await assetOf(id)).toMatchObject({ status: 2 });
  });

  it('cancelled: back to published, still in explore', async () => {
    const { id } = await submitted(users().redattore.agent, 'Palio da tenere');
    await users().revisore.agent.post('/api/content/approve', { id });
    await users().redattore.agent.post('/api/content-delete.json', { id });
    const cancel = await users().revisore.agent.post('/api/content-delete.json', { id, cancel: true });
    expect(cancel.data.data.status).toBe('published');
    expect(await assetOf(id)).toMatchObject({ status: 0 });
    const history = await users().redattore.agent.get(`/api/log/messaggi/${id}`);
    expect(history.data.data.updates.slice(0, 2).map((u: { action: string }) => u.action)).toEqual([
      'delete_cancel',
      'delete_request',
    ]);
  });
});

/** The languages active on one side of a compare reply, in the reply's order. */
const activeLangs = (docs: Record<string, LangDocument>) =>
  Object.entries(docs)
    .filter(([, d]) => d.isActive)
    .map(([lang]) => lang);
const fieldValue = (doc: LangDocument, fieldname: string) =>
  doc.baseContents.find((c) => c.fieldname === fieldname)?.value;

describe('compare, versions and restore', () => {
  it('sends old and new per language, with their fields and blocks, and the spec’s labels', async () => {
    const { id, doc } = await submitted(users().redattore.agent, 'Palio da confrontare');
    // Not published yet: everything is new (the screen compares the two sides; see compare-model.ts).
    const first = await users().revisore.agent.get(`/api/content/compare?id=${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.data.data.dataOld).toEqual({});
    expect(activeLangs(first.data.data.dataNew)).toEqual(['it', 'en']);
    expect(first.data.data).not.toHaveProperty('diff');
    await users().revisore.agent.post('/api/content/approve', { id });

    // The editor changes the Italian title, removes the paragraph and adds another one, drops English.
    const opened: ContentDocument = (await fill(users().redattore.agent, `contentId=${id}`)).data.data;
    const it = valuesOf(opened.data.it);
    const changed = {
      ...withValues(it, { titolo: 'Palio da confrontare bene' }),
      customContents: [
        {
          id: null,
          clientUUID: 'nuovo-blocco',
          kind: 'paragrafo',
          value: {
            numbered: false,
            title: 'Il corteo',
            text: '<p>Sfila il corteo storico.</p>',
            image: [],
            location: null,
          },
        },
      ],
    };
    const en = { ...valuesOf(opened.data.en), isActive: false };
    const sent = await save(users().redattore.agent, saveBody(opened, { it: changed, en }, { review: true }));
    expect(sent.statusCode, sent.body).toBe(200);

    const res = await users().revisore.agent.get(`/api/content/compare?id=${id}`);
    expect(res.statusCode).toBe(200);
    const data = res.data.data;
    expect(data.labels).toMatchObject({
      added: 'nuovo contenuto',
      removed: 'contenuto eliminato',
      empty: 'non inserito',
    });
    // English was dropped: active on the old side only.
    expect(activeLangs(data.dataOld)).toEqual(['it', 'en']);
    expect(activeLangs(data.dataNew)).toEqual(['it']);
    expect(data.contentLangs.data.map((l: { language: string }) => l.language)).toEqual(['it', 'en']);
    // The Italian title changed, the description did not.
    expect(fieldValue(data.dataOld.it, 'titolo')).toBe('Palio da confrontare');
    expect(fieldValue(data.dataNew.it, 'titolo')).toBe('Palio da confrontare bene');
    expect(fieldValue(data.dataNew.it, 'descrizione')).toEqual(fieldValue(data.dataOld.it, 'descrizione'));
    // The old paragraph is gone, the new one is there (blocks are paired by clientUUID on the screen).
    const oldBlocks = data.dataOld.it.customContents.map((b: { clientUUID: string }) => b.clientUUID);
    const newBlocks = data.dataNew.it.customContents;
    expect(oldBlocks).not.toContain('nuovo-blocco');
    expect(oldBlocks.length).toBeGreaterThan(0);
    expect(newBlocks.map((b: { clientUUID: string }) => b.clientUUID)).toEqual(['nuovo-blocco']);
    expect(newBlocks[0].value).toMatchObject({ title: 'Il corteo', text: '<p>Sfila il corteo storico.</p>' });
    expect(data.info).toMatchObject({
      title: 'Palio da confrontare bene',
      user: { name: users().redattore.fullName },
      status: { code: 'pending' },
    });
    expect(data.aside.buttons.map((b: { action: string }) => b.action)).toEqual(
      expect.arrayContaining(['approve', 'discard', 'undo', 'preview', 'history']),
    );
    expect(data.discardMail.subject).toBe('Contenuto da rivedere: Palio da confrontare bene');
    expect(doc.params.typeId).toBe(data.params.typeId);

    // Refused to another office and to operators; a bad id is a 400.
    expect((await users().lucca.agent.get(`/api/content/compare?id=${id}`)).statusCode).toBe(403);
    expect((await users().operatore.agent.get(`/api/content/compare?id=${id}`)).statusCode).toBe(403);
    const bad = await users().revisore.agent.get('/api/content/compare?id=abc&from=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(expect.arrayContaining(['id', 'from']));
  });

  it('lists versions, compares any two and restores an old one as a new working version', async () => {
    const { id, revision } = await submitted(users().redattore.agent, 'Palio prima versione');
    const second = await editTitle(users().redattore.agent, id, 'Palio seconda versione');
    const versions = await users().redattore.agent.get(`/api/content/versions?id=${id}`);
    expect(versions.statusCode).toBe(200);
    expect(
      versions.data.data.data.map((v: { revision: number; kind: string }) => [v.revision, v.kind]),
    ).toEqual([
      [second, 'save'],
      [revision, 'submitted'],
    ]);
    expect(versions.data.data.data[0]).toMatchObject({
      isHead: true,
      label: 'Salvataggio',
      langs: ['it', 'en'],
    });
    expect((await users().lucca.agent.get(`/api/content/versions?id=${id}`)).statusCode).toBe(403);

    const compare = await users().redattore.agent.get(
      `/api/content/compare?id=${id}&from=${revision}&to=${second}`,
    );
    expect(compare.data.data.params.custom).toBe(true);
    expect(compare.data.data.sides).toMatchObject({
      old: { revision, label: 'Inviato in validazione' },
      new: { revision: second, label: 'Salvataggio' },
    });
    expect(fieldValue(compare.data.data.dataOld.it, 'titolo')).toBe('Palio prima versione');
    expect(fieldValue(compare.data.data.dataNew.it, 'titolo')).toBe('Palio seconda versione');
    expect((await users().redattore.agent.get(`/api/content/compare?id=${id}&from=999999`)).statusCode).toBe(
      404,
    );

    expect((await users().lucca.agent.post('/api/content/restore', { id, revision })).statusCode).toBe(403);
    expect(
      (await users().redattore.agent.post('/api/content/restore', { id, revision: 'a' })).statusCode,
    ).toBe(400);
    const restored = await users().redattore.agent.post('/api/content/restore', { id, revision });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.data.data.next).toBe('edit');
    const row = await rowOf(id);
    expect(row.name).toBe('Palio prima versione');
    expect(row.headRevision).toBe(restored.data.data.revision);
    expect(row.headRevision).not.toBe(revision);
  });
});

describe('history and notifications (/api/log/*)', () => {
  it('pages the history, opening it reads it; read / unread per update; counts follow', async () => {
    const { id } = await submitted(users().redattore.agent, 'Palio con storia');
    // Twelve take-overs between the admin and the reviewer: twelve more updates.
    for (let i = 0; i < 6; i += 1) {
      await users().admin.agent.post('/api/content/reviewer', { id });
      await users().revisore.agent.post('/api/content/reviewer', { id });
    }
    const unreadBefore = (await bell(users().revisore.agent)).count as number;
    const list = await users().revisore.agent.get(`/api/content-list.json?contentSearch=storia`);
    const item = list.data.data.data.find((i: { id: number }) => i.id === id);
    expect(item.updates.unread).toBeGreaterThan(0);
    expect(item.reviewer).toMatchObject({ label: 'Revisore', name: users().revisore.fullName, action: null });
    const adminItem = (
      await users().admin.agent.get(`/api/content-list.json?contentSearch=storia`)
    ).data.data.data.find((i: { id: number }) => i.id === id);
    expect(adminItem.reviewer.action).toMatchObject({ action: 'changeReviewer' });

    const page1 = await users().revisore.agent.get(`/api/log/messaggi/${id}?slug=content&page=1`);
    expect(page1.statusCode).toBe(200);
    expect(page1.data.data).toMatchObject({ total: 13, page: 1, totalPages: 2, hasNext: true, count: 0 });
    expect(page1.data.data.updates).toHaveLength(10);
    expect(page1.data.data.focusIndex).toBeGreaterThanOrEqual(0);
    const page2 = await users().revisore.agent.get(`/api/log/messaggi/${id}?slug=content&page=2`);
    expect(page2.data.data.updates).toHaveLength(3);
    expect(page2.data.data.updates.at(-1)).toMatchObject({
      action: 'proposition',
      actionRequired: true,
      link: `content/review/${id}`,
    });
    // Opening read every update of the content: the bell has fewer.
    const afterOpen = (await bell(users().revisore.agent)).count as number;
    expect(afterOpen).toBeLessThan(unreadBefore);
    const listed = (await users().revisore.agent.get(`/api/content-list.json?contentSearch=storia`)).data.data
      .data;
    expect(listed.find((i: { id: number }) => i.id === id).updates.unread).toBe(0);

    const last = page1.data.data.updates[0];
    const unread = await users().revisore.agent.put(`/api/log/messaggio/${last.id}/nonletto`, {
      slug: 'content',
    });
    expect(unread.statusCode).toBe(200);
    expect(unread.data.data).toMatchObject({
      read: false,
      count: 1,
      resourceUnread: 1,
      unread: afterOpen + 1,
    });
    const read = await users().revisore.agent.put(`/api/log/messaggio/${last.id}/letto`, { slug: 'content' });
    expect(read.data.data).toMatchObject({ read: true, count: 0, resourceUnread: 0, unread: afterOpen });

    // The editor's link has no review link (no allowNotificationEdits).
    const editorView = await users().redattore.agent.get(`/api/log/messaggi/${id}?page=2`);
    expect(editorView.data.data.permissions.allowNotificationEdits).toBe(false);
    expect(editorView.data.data.updates.at(-1).link).toBeNull();

    // Refused: another office, operators; bad page and slug; unknown message.
    expect((await users().lucca.agent.get(`/api/log/messaggi/${id}`)).statusCode).toBe(403);
    expect((await users().operatore.agent.get(`/api/log/messaggi/${id}`)).statusCode).toBe(403);
    expect((await users().lucca.agent.put(`/api/log/messaggio/${last.id}/letto`, {})).statusCode).toBe(403);
    const bad = await users().revisore.agent.get(`/api/log/messaggi/${id}?page=0&slug=A%20B`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(expect.arrayContaining(['page', 'slug']));
    expect((await users().revisore.agent.get('/api/log/messaggi/abc')).statusCode).toBe(400);
    expect((await users().revisore.agent.put('/api/log/messaggio/99999999/letto', {})).statusCode).toBe(404);
    const empty = await users().redattore.agent.get(`/api/log/messaggi/${(await submittedQuietly()).id}`);
    expect(empty.data.data.labels.empty).toBe('Non ci sono notifiche');
  });

  it('the bell needs a session', async () => {
    const anonymous = new NewAgent(cast.t.app);
    const res = await anonymous.get('/api/log/messaggio');
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('auth_required');
  });
});

/** A content saved (not sent): its history is empty. */
async function submittedQuietly() {
  const agent = users().redattore.agent;
  const doc = await cast.newDoc(agent, 'evento');
  const res = await save(
    agent,
    saveBody(doc, { it: withValues(valuesOf(doc.data.it), { titolo: 'Bozza muta' }) }),
  );
  return { id: res.data.data.id as number };
}

describe('top-bar search', () => {
  it('finds contents by name in any language within the caller’s reach, opening their preview', async () => {
    const { id } = await submitted(users().redattore.agent, 'Corsa dei Barberi');
    const search = (agent: Agent, query: string) =>
      agent.get(`/api/autocomplete.json?${new URLSearchParams({ query, searchType: 'content' })}`);
    const found = await search(users().collega.agent, 'barberi (en)');
    expect(found.statusCode).toBe(200);
    expect(found.data.data.groups[0]).toMatchObject({
      type: 'content',
      label: 'Contenuti',
      data: [expect.objectContaining({ id, title: 'Corsa dei Barberi', toVerify: false })],
    });
    expect(found.data.data.groups[0].data[0].info).toContain('Evento');
    // Another office and the desk do not find it.
    const other = await search(users().lucca.agent, 'barberi');
    expect(other.data.data.groups.filter((g: { type: string }) => g.type === 'content')).toEqual([]);
    const desk = await search(users().operatore.agent, 'barberi');
    expect(desk.data.data.groups.map((g: { type: string }) => g.type)).not.toContain('content');
  });
});
