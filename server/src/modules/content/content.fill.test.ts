import { describe, expect, it } from 'vitest';
import { fill, save, saveBody, valuesOf, withValues, useEditorCast } from './content.test-kit.js';

const cast = useEditorCast();

describe("Editor: il documento dell'editor (GET /api/content-create.json)", () => {
  it('a new itinerary: five languages, Italian active, the side menu of an editor', async () => {
    const typeId = await cast.typeId('itinerario');
    const res = await fill(cast.users.redattore.agent, `typeId=${typeId}&env=make-iat`);
    expect(res.statusCode).toBe(200);
    const doc = res.data.data;
    expect(doc).toMatchObject({
      status: 'editable',
      info: { title: 'Nuovo contenuto: Itinerario', type: 'Itinerario', typeCode: 'itinerario' },
      params: { id: null, typeId, family: 'content', revision: null, vt: false, fromAutosave: false },
      directPublish: false,
    });
    // The snackbar of a publication asked with fields not valid (the type template's error label).
    expect(doc.labels).toEqual({ error: 'Controlla i campi evidenziati.' });
    expect(doc.params.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(doc.data)).toEqual(['it', 'en', 'fr', 'de', 'es']);
    expect(doc.data.it.isActive).toBe(true);
    expect(doc.data.en.isActive).toBe(false);
    // The starting stage is the same block in every language.
    expect(doc.data.it.customContents).toHaveLength(1);
    expect(doc.data.en.customContents[0].clientUUID).toBe(doc.data.it.customContents[0].clientUUID);
    expect(doc.aside.buttons.map((b: { action: string }) => b.action)).toEqual([
      'preview',
      'save',
      'proposition',
      'proposition_vt',
    ]);
    expect(doc.aside.buttons[2]).toMatchObject({ label: 'Invia in validazione', disabled: false });
    expect(doc.aside.categories).toEqual(['Temi', 'Territorio']);
    expect(doc.aside.info.infoList.map((i: { label: string }) => i.label)).toEqual([
      'Tipo',
      'Stato',
      'Creato da',
      'Creato il',
      'Ultima modifica',
    ]);
    expect(doc.aside.info.updates).toEqual({ count: 0, label: 'Aggiornamenti' });
    expect(doc.contentLangs.name).toBe('Lingue');
    expect(doc.contentLangs.data[1]).toEqual({
      language: 'en',
      label: 'Inglese',
      flag: 'gb',
      default: false,
      url: `/app/make-iat/content/create/${typeId}?lang=en`,
    });
    expect(doc.availableTypes.maxTypes).toMatchObject({ tappa: -1, galleria: 2, date: 1 });
    expect(doc.availableTypes.data[0]).toMatchObject({ name: 'tappa', label: 'Tappa', type: 'Stage' });
  });

  it('a reviewer publishes directly; guides have no portal validation', async () => {
    const res = await fill(cast.users.revisore.agent, `typeId=${await cast.typeId('guida_tematica')}`);
    const doc = res.data.data;
    expect(doc.directPublish).toBe(true);
    expect(doc.info.title).toBe('Nuova guida: Guida tematica');
    expect(doc.aside.buttons.map((b: { action: string }) => b.action)).toEqual([
      'preview',
      'save',
      'publish',
    ]);
  });

  it('an existing content: its head revision, values, revision and lock', async () => {
    const agent = cast.users.redattore.agent;
    const typeId = await cast.typeId('itinerario');
    const fresh = (await fill(agent, `typeId=${typeId}`)).data.data;
    const it = withValues(valuesOf(fresh.data.it), { titolo: 'Le crete senesi' });
    const en = { ...withValues(valuesOf(fresh.data.en), { titolo: 'The Crete Senesi' }), isActive: true };
    const saved = await save(agent, saveBody(fresh, { it, en }));
    expect(saved.statusCode).toBe(200);
    const { id, revision } = saved.data.data;

    const res = await fill(agent, `contentId=${id}&sessionId=${fresh.params.sessionId}`);
    expect(res.statusCode).toBe(200);
    const doc = res.data.data;
    expect(doc).toMatchObject({
      status: 'editable',
      info: { title: 'Modifica contenuto: Itinerario' },
      params: {
        id,
        revision,
        contentStatus: 'draft',
        sessionId: fresh.params.sessionId,
        fromAutosave: false,
      },
      aside: { info: { name: 'Le crete senesi' } },
    });
    expect(doc.aside.info.infoList[1]).toEqual({ label: 'Stato', value: 'Bozza' });
    expect(doc.aside.info.infoList[2]).toEqual({ label: 'Creato da', value: 'Giulia Bianchi' });
    expect(doc.data.en.isActive).toBe(true);
    expect(doc.data.fr.isActive).toBe(false);
    const title = (lang: string) =>
      doc.data[lang].baseContents.find((c: { fieldname: string }) => c.fieldname === 'titolo').value;
    expect([title('it'), title('en')]).toEqual(['Le crete senesi', 'The Crete Senesi']);
    // The stored custom content got a database id, the same in both languages.
    expect(doc.data.it.customContents[0].id).toBeTruthy();
    expect(doc.data.en.customContents[0].id).toBe(doc.data.it.customContents[0].id);
    expect(doc.contentLangs.data[0].url).toBe(`/app/make-iat/content/edit/${id}?lang=it`);

    const lock = await cast.t.db
      .selectFrom('contents')
      .select(['lockUserId', 'lockSession'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(lock).toEqual({ lockUserId: cast.users.redattore.id, lockSession: fresh.params.sessionId });

    // Another office's editor may not open it; nobody opens what does not exist.
    expect((await fill(cast.users.lucca.agent, `contentId=${id}`)).statusCode).toBe(403);
    expect((await fill(agent, 'contentId=999999')).statusCode).toBe(404);
  });

  it('refuses an operator (403) and a query without type or content (400 naming the field)', async () => {
    const typeId = await cast.typeId('itinerario');
    const refused = await fill(cast.users.operatore.agent, `typeId=${typeId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.data.code).toBe('forbidden');

    const bad = await fill(cast.users.redattore.agent, 'vt=true');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields).toEqual({ typeId: 'Indica il tipo di contenuto o il contenuto' });
    const notANumber = await fill(cast.users.redattore.agent, 'contentId=abc');
    expect(notANumber.statusCode).toBe(400);
    expect(Object.keys(notANumber.data.fields)).toContain('contentId');
    expect((await fill(cast.users.redattore.agent, 'typeId=99999')).statusCode).toBe(404);
  });
});
