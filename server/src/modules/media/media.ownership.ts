import type { Db } from '../../platform/db/connect.js';
import type { OwnedContentKind, OwnerScope, RemovedContent } from '../../platform/ownership/index.js';
import type { Storage } from '../../platform/storage/index.js';

/**
 * Images and documents as content a user owns (OwnedContentKind): a file is the uploader's within
 * its group. When a user leaves groups their files there move to another user or go; when a group
 * is deleted every file of the group goes. Rows go inside the caller's transaction, stored files
 * only after it commits.
 */

/** Ids per statement: well under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

type Where = OwnerScope | { groupId: number };

function owned(db: Db, where: Where) {
  const query = db.selectFrom('media');
  if ('groupId' in where) return query.where('media.groupId', '=', where.groupId);
  if (!where.groupIds.length) return null;
  return query.where('media.uploadedBy', '=', where.userId).where('media.groupId', 'in', where.groupIds);
}

async function count(db: Db, where: Where): Promise<number> {
  const query = owned(db, where);
  if (!query) return 0;
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stored files of the removed rows, deleted once the transaction committed. */
function deleteFilesLater(keys: string[]): RemovedContent['afterCommit'] {
  return async (storage: Storage) => {
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length) {
      throw new AggregateError(
        failed.map((f) => f.reason),
        `${failed.length} file non eliminati dall'archivio`,
      );
    }
  };
}

/**
 * Deletes the rows with their texts and usage records (a file that goes is used by nobody any
 * more), and returns the work that deletes their files.
 */
async function remove(db: Db, where: Where): Promise<RemovedContent> {
  const query = owned(db, where);
  const rows = query ? await query.select(['media.id', 'media.fileKey', 'media.thumbKey']).execute() : [];
  for (const ids of chunks(rows.map((r) => r.id))) {
    await db.deleteFrom('mediaUsage').where('mediaId', 'in', ids).execute();
    await db.deleteFrom('mediaTexts').where('mediaId', 'in', ids).execute();
    await db.deleteFrom('media').where('id', 'in', ids).execute();
  }
  const keys = rows.flatMap((r) => (r.thumbKey ? [r.fileKey, r.thumbKey] : [r.fileKey]));
  return { count: rows.length, afterCommit: deleteFilesLater(keys) };
}

export const mediaOwnedContent: OwnedContentKind = {
  kind: 'media',
  label: 'Immagini e documenti',
  count: (db, scope) => count(db, scope),
  async transfer(db, scope, toUserId) {
    if (!scope.groupIds.length) return 0;
    const result = await db
      .updateTable('media')
      .set({ uploadedBy: toUserId })
      .where('uploadedBy', '=', scope.userId)
      .where('groupId', 'in', scope.groupIds)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
  remove: (db, scope) => remove(db, scope),
  countInGroup: (db, groupId) => count(db, { groupId }),
  removeInGroup: (db, groupId) => remove(db, { groupId }),
};
