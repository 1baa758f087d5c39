import { expect } from 'vitest';
import type { ContentStatus, PartnerKeyDetail, PartnerKeyGrants } from '@sportello/contracts';
import type { Agent } from '../../../test/agent.js';
import type { TestApp } from '../../../test/build-app.js';
import { findContentTypeByCode } from '../content/content-types.repo.js';
import { insertContent, storeRevision } from '../content/content.store.js';
import type { StoredLangDocument } from '../content/content.document.js';

/** A language's document with a title and a description holding `word` (for the text search). */
export const seedDoc = (title: string, word: string): StoredLangDocument => ({
  isActive: true,
  cloneFrom: null,
  baseContents: [
    { fieldname: 'titolo', value: title },
    { fieldname: 'descrizione', value: `<p>${word} testo</p>` },
  ],
  customContents: [],
  extraContents: [],
});

/**
 * A content of the type with Italian and English documents, written by "Mario Segreto" (a name
 * that must never leave); published when the status says so, or when `published` says it once was.
 */
export async function seedContent(
  t: TestApp,
  code: string,
  status: ContentStatus,
  word: string,
  at: string,
  opts: { published?: boolean } = {},
): Promise<number> {
  const type = (await findContentTypeByCode(t.db, code))!;
  const id = await insertContent(t.db, {
    type,
    groupId: null,
    creatorId: null,
    creatorName: 'Mario Segreto',
    createdAt: at,
  });
  const published = opts.published ?? status === 'published';
  await storeRevision(t.db, {
    contentId: id,
    type,
    track: 'main',
    kind: published ? 'published' : 'save',
    authorId: null,
    authorName: 'Mario Segreto',
    baseRevision: null,
    docs: { it: seedDoc(`Titolo ${word} ${id}`, word), en: seedDoc(`Title ${word} ${id}`, word) },
    status,
    published,
    at,
  });
  return id;
}

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** The administrator changes some of a key's grants in its dialog (the others stay as they are). */
export async function editGrants(admin: Agent, id: number, change: Partial<PartnerKeyGrants>) {
  const detail = (await admin.get(`/api/partner-keys/${id}`)).data.data as PartnerKeyDetail;
  const res = await admin.put(`/api/partner-keys/${id}/grants`, { ...detail.grants, ...change });
  expect(res.statusCode, res.body).toBe(200);
}
