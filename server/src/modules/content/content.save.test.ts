import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '@sportello/contracts';
import type { Agent } from '../../../test/agent.js';
import {
  fill,
  publishableReport,
  save,
  saveBody,
  valuesOf,
  withValues,
  useEditorCast,
} from './content.test-kit.js';

const cast = useEditorCast();

const revisionsOf = (id: number) =>
  cast.t.db
    .selectFrom('contentRevisions')
    .select(['id', 'kind', 'authorId', 'baseRevision', 'detached', 'track'])
    .where('contentId', '=', id)
    .orderBy('id')
    .execute();
const rowOf = (id: number) =>
  cast.t.db.selectFrom('contents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A saved itinerary (it + en) and its document as reopened by the same session. */
async function savedItinerary(agent: Agent, title = 'Le crete senesi') {
  const { id, doc, reply } = await cast.savedItinerary(agent, { it: title, en: 'The Crete' });
  expect(reply).toMatchObject({ id });
  return { id, doc, reply };
}

describe('Editor: salvataggio (POST /api/content-save.json)', () => {
  it('a new content: a revision with one document per language, the list row in step, then an update', async () => {
    const agent = cast.users.redattore.agent;
    const { id, doc, reply } = await savedItinerary(agent);
    expect(reply).toMatchObject({ status: 'draft', next: 'edit', family: 'content' });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      name: 'Le crete senesi',
      langs: 'it,en',
      updatesCount: 0,
      groupId: cast.groupId,
      creatorId: cast.users.redattore.id,
      creatorName: 'Giulia Bianchi',
      headRevision: reply.revision,
      lockUserId: cast.users.redattore.id,
      lockSession: doc.params.sessionId,
    });
    const docs = await cast.t.db
      .selectFrom('contentDocuments')
      .select(['lang', 'isActive'])
      .where('revisionId', '=', reply.revision)
      .orderBy('lang')
      .execute();
    expect(docs).toEqual([
      { lang: 'en', isActive: 1 },
      { lang: 'it', isActive: 1 },
    ]);

    // Only Italian is sent: English keeps its document; the update is counted.
    const it = withValues(valuesOf(doc.data.it), { titolo: 'Le crete senesi in un giorno' });
    const again = await save(agent, saveBody(doc, { it }));
    expect(again.statusCode).toBe(200);
    expect(again.data.data).toMatchObject({ id, status: 'draft', next: null });
    expect(await rowOf(id)).toMatchObject({
      name: 'Le crete senesi in un giorno',
      langs: 'it,en',
      updatesCount: 1,
      headRevision: again.data.data.revision,
    });
    expect((await revisionsOf(id)).map((r) => r.kind)).toEqual(['save', 'save']);
    // The English title now lags behind the Italian one.
    const reopened = (await fill(agent, `contentId=${id}&sessionId=${doc.params.sessionId}`)).data.data;
    const enTitle = reopened.data.en.baseContents.find(
      (c: { fieldname: string }) => c.fieldname === 'titolo',
    );
    expect(enTitle).toMatchObject({ value: 'The Crete', outdated: true });
  });

  it('autosaves collapse into the next revision of the same author and do not count as updates', async () => {
    const agent = cast.users.redattore.agent;
    const { id, doc, reply } = await savedItinerary(agent, 'Autosalvataggi');
    const first = await save(
      agent,
      saveBody(doc, { it: withValues(valuesOf(doc.data.it), { titolo: 'Auto 1' }) }, { autosave: true }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.data.data.next).toBeNull();
    const second = await save(
      agent,
      saveBody(
        { ...doc, params: { ...doc.params, revision: first.data.data.revision } },
        { it: withValues(valuesOf(doc.data.it), { titolo: 'Auto 2' }) },
        { autosave: true },
      ),
    );
    expect(second.statusCode).toBe(200);
    let revisions = await revisionsOf(id);
    expect(revisions.map((r) => r.kind)).toEqual(['save', 'autosave']);
    expect(revisions[1]).toMatchObject({ id: second.data.data.revision, baseRevision: reply.revision });
    expect(await rowOf(id)).toMatchObject({ name: 'Auto 2', updatesCount: 0 });

    const saved = await save(
      agent,
      saveBody(
        { ...doc, params: { ...doc.params, revision: second.data.data.revision } },
        { it: withValues(valuesOf(doc.data.it), { titolo: 'Salvato' }) },
        { preview: true },
      ),
    );
    expect(saved.data.data.next).toBe('preview');
    revisions = await revisionsOf(id);
    expect(revisions.map((r) => r.kind)).toEqual(['save', 'save']);
    expect(await rowOf(id)).toMatchObject({ name: 'Salvato', updatesCount: 1 });
  });

  it('a stale save is refused (409) but kept aside; reopening with autosave loads it', async () => {
    const agent = cast.users.redattore.agent;
    const { id, doc } = await savedItinerary(agent, 'Versione 1');
    const ok = await save(
      agent,
      saveBody(doc, { it: withValues(valuesOf(doc.data.it), { titolo: 'Versione 2' }) }),
    );
    expect(ok.statusCode).toBe(200);
    // The same editor (an old tab) autosaves from the first version.
    const stale = await save(
      agent,
      saveBody(
        doc,
        { it: withValues(valuesOf(doc.data.it), { titolo: 'Testo non perso' }) },
        { autosave: true },
      ),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.data).toMatchObject({
      code: 'conflict',
      message:
        'Nel frattempo è stata salvata una versione più recente. Le tue modifiche sono conservate nel tuo salvataggio automatico.',
    });
    const kept = (await revisionsOf(id)).at(-1)!;
    expect(kept).toMatchObject({ kind: 'autosave', detached: 1, authorId: cast.users.redattore.id });
    expect(await rowOf(id)).toMatchObject({ name: 'Versione 2', headRevision: ok.data.data.revision });

    const title = (d: ContentDocument) => d.data.it.baseContents.find((c) => c.fieldname === 'titolo')?.value;
    const plain = (await fill(agent, `contentId=${id}&sessionId=${doc.params.sessionId}`)).data.data;
    expect([title(plain), plain.params.fromAutosave]).toEqual(['Versione 2', false]);
    const restored = (await fill(agent, `contentId=${id}&sessionId=${doc.params.sessionId}&autosave=true`))
      .data.data;
    expect([title(restored), restored.params.fromAutosave]).toEqual(['Testo non perso', true]);
    expect(restored.info.warning).toMatch(/^Stai vedendo il tuo salvataggio automatico del /);
    // Saving it over the newer version is the editor's choice now: it names the head.
    expect(restored.params.revision).toBe(ok.data.data.revision);
    const resaved = await save(agent, saveBody(restored, { it: valuesOf(restored.data.it) }));
    expect(resaved.statusCode).toBe(200);
    expect((await revisionsOf(id)).filter((r) => r.detached)).toEqual([]);
  });

  it('publish: refused to an editor (403), 422 per language for a reviewer, then published', async () => {
    const editor = cast.users.redattore.agent;
    const fresh = await cast.newDoc(editor, 'report_evento');
    const refused = await save(editor, saveBody(fresh, { it: valuesOf(fresh.data.it) }, { publish: true }));
    expect(refused.statusCode).toBe(403);

    const reviewer = cast.users.revisore.agent;
    const doc = await cast.newDoc(reviewer, 'report_evento');
    const en = { ...withValues(valuesOf(doc.data.en), { titolo: 'X' }), isActive: true };
    const invalid = await save(
      reviewer,
      saveBody(
        doc,
        { it: withValues(valuesOf(doc.data.it), { titolo: 'Notte bianca' }), en },
        { publish: true },
      ),
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.data).toMatchObject({
      code: 'rule',
      message: 'Compila i campi obbligatori per procedere con la richiesta di pubblicazione.',
    });
    expect(invalid.data.fields).toMatchObject({
      'data.it.evento': 'Campo obbligatorio',
      'data.it.immagine': "Scegli l'immagine principale",
      'data.it.sintesi': 'Scrivi la sintesi',
      'data.it.comune': 'Scegli il comune',
      'data.en.titolo': 'Il titolo deve avere almeno 3 caratteri',
    });
    expect(invalid.data.fields['data.it.titolo']).toBeUndefined();
    // Nothing was written.
    expect(
      await cast.t.db.selectFrom('contents').select('id').where('name', '=', 'Notte bianca').execute(),
    ).toEqual([]);

    const it = await publishableReport(cast.t.db, cast, doc);
    const published = await save(reviewer, saveBody(doc, { it }, { publish: true }));
    expect(published.statusCode).toBe(200);
    expect(published.data.data).toMatchObject({ status: 'published', next: 'list', family: 'report' });
    const row = await rowOf(published.data.data.id);
    expect(row).toMatchObject({ status: 'published', publishedRevision: published.data.data.revision });
    expect((await revisionsOf(row.id))[0]!.kind).toBe('published');
  });

  it('send to validation (proposition) and to the portal (proposition_vt)', async () => {
    const editor = cast.users.redattore.agent;
    const doc = await cast.newDoc(editor, 'report_evento');
    const it = await publishableReport(cast.t.db, cast, doc);
    const sent = await save(editor, saveBody(doc, { it }, { review: true }));
    expect(sent.statusCode).toBe(200);
    expect(sent.data.data).toMatchObject({ status: 'pending', next: 'list' });
    const id = sent.data.data.id as number;
    expect((await revisionsOf(id))[0]!.kind).toBe('submitted');

    const opened = (await fill(editor, `contentId=${id}&vt=true&sessionId=${doc.params.sessionId}`)).data
      .data;
    expect(opened.params).toMatchObject({ vt: true, revision: sent.data.data.revision });
    const vt = await save(
      editor,
      saveBody(opened, { it: valuesOf(opened.data.it) }, { forVt: true, review: true }),
    );
    expect(vt.statusCode).toBe(200);
    expect(vt.data.data.next).toBe('edit_vt');
    const row = await rowOf(id);
    expect(row).toMatchObject({ vtRevision: vt.data.data.revision, headRevision: sent.data.data.revision });
    expect((await revisionsOf(id)).at(-1)).toMatchObject({ track: 'vt', kind: 'submitted' });

    // Saved from the portal editor back into the content: the variant follows the main head again.
    const back = await save(
      editor,
      saveBody(
        { ...opened, params: { ...opened.params, revision: vt.data.data.revision } },
        { it },
        { fromVt: true },
      ),
    );
    expect(back.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ vtRevision: null, headRevision: back.data.data.revision });
  });

  it('an old tab naming a collapsed autosave is kept aside (409), not refused as a bad request', async () => {
    const agent = cast.users.redattore.agent;
    const { id, doc } = await savedItinerary(agent, 'Due schede');
    const first = await save(agent, saveBody(doc, { it: valuesOf(doc.data.it) }, { autosave: true }));
    const oldTab = { ...doc, params: { ...doc.params, revision: first.data.data.revision } };
    const second = await save(agent, saveBody(oldTab, { it: valuesOf(doc.data.it) }, { autosave: true }));
    expect(second.statusCode).toBe(200);
    const stale = await save(agent, saveBody(oldTab, { it: valuesOf(doc.data.it) }, { autosave: true }));
    expect(stale.statusCode).toBe(409);
    expect((await revisionsOf(id)).at(-1)).toMatchObject({ detached: 1, kind: 'autosave' });
  });

  it('takes a document larger than the default 1 MB body limit', async () => {
    const agent = cast.users.redattore.agent;
    const doc = await cast.newDoc(agent);
    const text = `<p>${'Sentiero tra vigne e cipressi. '.repeat(1500)}</p>`;
    const paragraphs = Array.from({ length: 30 }, (_, i) => ({
      id: null,
      clientUUID: `p-${i}`,
      kind: 'paragrafo',
      value: { numbered: true, title: `Paragrafo ${i}`, text, image: [], location: null },
    }));
    const it = { ...valuesOf(doc.data.it), customContents: paragraphs };
    const body = saveBody(doc, { it });
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const res = await save(agent, body);
    expect(res.statusCode).toBe(200);
  });

  it('the calls are in the OpenAPI document', async () => {
    const docs = await cast.users.redattore.agent.get('/api/docs');
    expect(Object.keys(docs.data.paths)).toEqual(
      expect.arrayContaining([
        '/api/content-create.json',
        '/api/content-save.json',
        '/api/content/lock',
        '/api/content-delete.json',
        '/api/content-copy.json',
      ]),
    );
  });

  it("the Comune is any Italian municipality: kept as its ISTAT code with the server's own name", async () => {
    const editor = cast.users.redattore.agent;
    const doc = await cast.newDoc(editor, 'report_evento');
    const comune = doc.data.it.extraContents.find((c: { fieldname: string }) => c.fieldname === 'comune')!;
    expect(comune).toMatchObject({ type: 'Select', source: { url: '/api/options/municipalities.json' } });
    expect(comune.options).toEqual([]);
    // Abbadia San Salvatore: none of the fifteen towns the select once listed. The label sent is
    // the browser's; the stored one is the server's.
    const it = withValues(valuesOf(doc.data.it), {
      titolo: 'Festa della montagna',
      comune: { value: '052001', label: 'Atlantide' },
    });
    const saved = await save(editor, saveBody(doc, { it }));
    expect(saved.statusCode).toBe(200);
    const id = saved.data.data.id as number;
    const again = (await fill(editor, `contentId=${id}&sessionId=${doc.params.sessionId}`)).data.data;
    expect(
      again.data.it.extraContents.find((c: { fieldname: string }) => c.fieldname === 'comune').value,
    ).toEqual({ value: '052001', label: 'Abbadia San Salvatore (SI)' });

    for (const value of ['999999', { value: 'siena', label: 'Siena' }]) {
      const refused = await save(
        editor,
        saveBody(again, { it: withValues(valuesOf(again.data.it), { comune: value }) }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.data.fields).toEqual({ 'data.it.comune': "Comune: scegli un valore dall'elenco." });
    }
  });

  it('refuses an operator (403), bad values (400 naming the field) and no active language (400)', async () => {
    const editor = cast.users.redattore.agent;
    const doc = await cast.newDoc(editor);
    const operator = await save(cast.users.operatore.agent, saveBody(doc, { it: valuesOf(doc.data.it) }));
    expect(operator.statusCode).toBe(403);

    const badValue = await save(
      editor,
      saveBody(doc, { it: withValues(valuesOf(doc.data.it), { titolo: 42 }) }),
    );
    expect(badValue.statusCode).toBe(400);
    expect(Object.keys(badValue.data.fields)).toEqual(['data.it.baseContents.titolo']);

    const noSession = await save(editor, {
      ...saveBody(doc, { it: valuesOf(doc.data.it) }),
      sessionId: undefined,
    });
    expect(noSession.statusCode).toBe(400);
    expect(Object.keys(noSession.data.fields)).toEqual(['sessionId']);

    const inactive = await save(editor, saveBody(doc, { it: { ...valuesOf(doc.data.it), isActive: false } }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.data.fields).toEqual({ data: 'Attiva almeno una lingua' });

    const otherOffice = await savedItinerary(editor, 'Di Firenze');
    const lucca = await save(
      cast.users.lucca.agent,
      saveBody(otherOffice.doc, { it: valuesOf(otherOffice.doc.data.it) }),
    );
    expect(lucca.statusCode).toBe(403);
  });
});
