import { nowIso, type Db } from '../../platform/db/connect.js';
import type { OwnedContentKind, RemovedContent } from '../../platform/ownership/index.js';
import { releaseMediaUsage } from '../media/index.js';
import {
  countOwned,
  findUserName,
  markDeleted,
  ownedIds,
  transferCreator,
  type OwnedWhere,
} from './content.repo.js';
import { unindexContent } from './content.store.js';

/**
 * Contents as something a user owns (OwnedContentKind): a content is its creator's within its
 * group. When a user leaves groups (or is deleted) their contents there move to another user or
 * are deleted; a group's cascade delete deletes every content of the group. Deletion is the soft
 * delete of the editor (status deleted, out of the search index, its files free), inside the
 * caller's transaction; deleted contents are not counted again.
 */

/** Ids per statement: well under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const nothingAfter: RemovedContent['afterCommit'] = async () => {};

async function remove(db: Db, where: OwnedWhere): Promise<RemovedContent> {
  const ids = await ownedIds(db, where);
  const at = nowIso();
  for (const part of chunks(ids)) await markDeleted(db, part, at);
  for (const id of ids) {
    await unindexContent(db, id);
    await releaseMediaUsage(db, { type: 'content', id });
  }
  return { count: ids.length, afterCommit: nothingAfter };
}

export const contentOwnedContent: OwnedContentKind = {
  kind: 'content',
  label: 'Contenuti',
  count: (db, scope) => countOwned(db, scope),
  async transfer(db, scope, toUserId) {
    const ids = await ownedIds(db, scope);
    if (!ids.length) return 0;
    const name = (await findUserName(db, toUserId)) ?? '';
    let moved = 0;
    for (const part of chunks(ids)) moved += await transferCreator(db, part, toUserId, name);
    return moved;
  },
  remove: (db, scope) => remove(db, scope),
  countInGroup: (db, groupId) => countOwned(db, { groupId }),
  removeInGroup: (db, groupId) => remove(db, { groupId }),
};
