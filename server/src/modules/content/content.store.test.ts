import { describe, expect, it } from 'vitest';
import { createTestGroup } from '../../../test/factories.js';
import { buildLangDocument, type StoredLangDocument } from './content.document.js';
import { findContentTypeByCode } from './content-types.repo.js';
import { insertContent, loadDocuments } from './content.store.js';
import { storeTestRevision, useTestApp } from './content.test-kit.js';

const app = useTestApp();

describe('content store', () => {
  it('writes a revision with its documents and keeps the list row and the search index in step', async () => {
    const { t } = app;
    const type = (await findContentTypeByCode(t.db, 'itinerario'))!;
    expect(type.template.customTypes.map((k) => k.name)).toContain('tappa');
    const group = await createTestGroup(t.db);
    const id = await insertContent(t.db, { type, groupId: group.id, creatorId: null, creatorName: 'Prova' });
    const doc = buildLangDocument(type.template, undefined, undefined, 'it');
    const stored: StoredLangDocument = {
      isActive: true,
      cloneFrom: null,
      baseContents: doc.baseContents.map((c) => ({
        fieldname: c.fieldname,
        value: c.fieldname === 'titolo' ? 'Le crete senesi in un giorno' : c.value,
      })),
      customContents: doc.customContents.map((c) => ({
        id: 'x1',
        clientUUID: c.clientUUID,
        kind: c.kind,
        value: c.value,
      })),
      extraContents: [],
    };
    const rev = await storeTestRevision(t.db, id, type, { it: stored });
    const row = await t.db.selectFrom('contents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Le crete senesi in un giorno',
      langs: 'it',
      headRevision: rev,
      updatesCount: 0,
      slug: 'le-crete-senesi-in-un-giorno',
    });
    expect(row.searchText).toContain('crete senesi');
    expect(
      (await loadDocuments(t.db, rev)).it?.baseContents.find((v) => v.fieldname === 'titolo')?.value,
    ).toBe('Le crete senesi in un giorno');
  });
});
