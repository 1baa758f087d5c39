import type { EnvContext } from '../../platform/auth/actor.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { badRequest } from '../../platform/http/errors.js';
import { canSeeMedia } from './media.access.js';
import { deleteUsageOf, findMediaByIds, insertUsage } from './media.repo.js';
import { MEDIA_MESSAGES as M } from './media.messages.js';

/**
 * Who uses a file: a content, a form's data, a profile … named by a type and an id. Other modules
 * call these inside their own transaction (pass it as `db`); a file with usage cannot be deleted.
 */
export interface MediaResource {
  /** e.g. "content", "form:accreditation". */
  type: string;
  id: string | number;
}

const key = (r: MediaResource) => ({ type: r.type, id: String(r.id) });

/**
 * Records that the resource uses exactly these files: earlier usage of the same resource that is
 * not in the list is released. Pass every file the resource uses, from all its fields.
 */
export async function recordMediaUsage(db: Db, mediaIds: number[], resource: MediaResource): Promise<void> {
  const ids = [...new Set(mediaIds)];
  await deleteUsageOf(db, key(resource));
  await insertUsage(db, ids, key(resource), nowIso());
}

/** The resource no longer uses any file (it was deleted, or its files were all removed). */
export async function releaseMediaUsage(db: Db, resource: MediaResource): Promise<void> {
  await deleteUsageOf(db, key(resource));
}

/**
 * The ids among `ids` that do not exist or that the caller may not use (another group's files),
 * so that a form can mark its field.
 */
export async function findInaccessibleMedia(db: Db, ctx: EnvContext, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const rows = await findMediaByIds(db, wanted);
  const usable = new Set(rows.filter((r) => canSeeMedia(ctx, r)).map((r) => r.id));
  return wanted.filter((id) => !usable.has(id));
}

/** Throws 400 "Uno o più file scelti non esistono o non sono del tuo gruppo." unless every id is usable. */
export async function assertMediaAccessible(
  db: Db,
  ctx: EnvContext,
  ids: number[],
  field = 'file',
): Promise<void> {
  const missing = await findInaccessibleMedia(db, ctx, ids);
  if (missing.length) throw badRequest(M.notAccessible, { [field]: M.notAccessible });
}
