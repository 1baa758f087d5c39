import type { Db } from '../../platform/db/connect.js';

/** Every environment, in menu order. */
export async function listApps(db: Db) {
  return db
    .selectFrom('apps')
    .select(['id', 'slug', 'name', 'description', 'isDefault', 'position'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export type AppListRow = Awaited<ReturnType<typeof listApps>>[number];
