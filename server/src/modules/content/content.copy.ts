import { randomUUID } from 'node:crypto';
import {
  CONTENT_LANGUAGES,
  DEFAULT_LANGUAGE,
  valueFingerprint,
  type ContentFamily,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { canEditContent, contentGroupsOf, reachesAllContent } from './content.access.js';
import type { StoredDocuments, StoredLangDocument } from './content.document.js';
import { CONTENT_EDITOR_MESSAGES as M } from './content.messages.js';
import { findContent, type ContentRow } from './content.repo.js';
import { findContentType } from './content-types.repo.js';
import { insertContent, loadDocuments, storeRevision } from './content.store.js';

/**
 * POST /api/content-copy.json: the head documents of a content copied into a new draft of the
 * caller, the name suffixed " (copia)" in every language, custom contents with new identities.
 */

/** The group the copy belongs to: the original's when the caller works there (or reaches all). */
function groupOfCopy(ctx: EnvContext, row: ContentRow): number | null {
  const mine = contentGroupsOf(ctx);
  if (reachesAllContent(ctx) || (row.groupId !== null && mine.includes(row.groupId))) return row.groupId;
  return mine[0] ?? null;
}

/** The documents with new custom ids (paired across languages as before) and the name suffixed. */
export function copiedDocuments(docs: StoredDocuments, nameField: string): StoredDocuments {
  const ids = new Map<string, { id: string; clientUUID: string }>();
  const renew = (clientUUID: string) => {
    let fresh = ids.get(clientUUID);
    if (!fresh) {
      fresh = { id: randomUUID(), clientUUID: randomUUID() };
      ids.set(clientUUID, fresh);
    }
    return fresh;
  };
  const nameOf = (doc: StoredLangDocument | undefined) =>
    doc?.baseContents.find((v) => v.fieldname === nameField)?.value;
  const italianBefore = nameOf(docs[DEFAULT_LANGUAGE]);
  const suffixed = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? `${value}${M.copySuffix}` : value;
  const italianAfter = suffixed(italianBefore);

  const copy: StoredDocuments = {};
  for (const lang of CONTENT_LANGUAGES) {
    const doc = docs[lang];
    if (!doc) continue;
    copy[lang] = {
      ...doc,
      baseContents: doc.baseContents.map((v) => {
        if (v.fieldname !== nameField) return { ...v };
        // A translation that followed the Italian name still follows it once both are suffixed.
        const followed = v.src !== undefined && v.src === valueFingerprint(italianBefore);
        return {
          ...v,
          value: suffixed(v.value),
          ...(followed ? { src: valueFingerprint(italianAfter) } : {}),
        };
      }),
      customContents: doc.customContents.map((c) => ({ ...c, ...renew(c.clientUUID) })),
      extraContents: doc.extraContents.map((v) => ({ ...v })),
    };
  }
  return copy;
}

export async function copyContent(
  db: Db,
  ctx: EnvContext,
  body: { id: number },
): Promise<{ id: number; family: ContentFamily; type: string }> {
  const row = await findContent(db, body.id);
  if (!row || row.status === 'deleted') throw notFound(M.contentNotFound);
  if (!canEditContent(ctx, row)) throw forbidden(M.forbidden);
  const type = await findContentType(db, row.typeId);
  if (!type) throw notFound(M.typeNotFound);
  const docs = row.headRevision === null ? {} : await loadDocuments(db, row.headRevision);
  const copy = copiedDocuments(docs, type.template.nameField);
  const at = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const newId = await insertContent(trx, {
      type,
      groupId: groupOfCopy(ctx, row),
      creatorId: ctx.actor.userId,
      creatorName: ctx.actor.fullName,
      createdAt: at,
    });
    await storeRevision(trx, {
      contentId: newId,
      type,
      track: 'main',
      kind: 'save',
      authorId: ctx.actor.userId,
      authorName: ctx.actor.fullName,
      baseRevision: null,
      docs: copy,
      status: 'draft',
      at,
    });
    return newId;
  });
  return { id, family: type.family, type: type.code };
}
