import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

export interface TemplateRowValues {
  kind: string;
  key: string;
  app: string;
  body: string;
  version: number;
  updatedAt: string;
}

/**
 * Inserts the template, or replaces the stored one when its version is lower. One statement, so
 * several instances starting together cannot race each other.
 */
export async function upsertIfNewer(db: Db, row: TemplateRowValues): Promise<void> {
  await db
    .insertInto('templates')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['kind', 'key', 'app'])
        .doUpdateSet({
          body: (eb) => eb.ref('excluded.body'),
          version: (eb) => eb.ref('excluded.version'),
          updatedAt: (eb) => eb.ref('excluded.updatedAt'),
        })
        .where('templates.version', '<', sql<number>`excluded.version`),
    )
    .execute();
}

/** The rows of one template for an environment and for every environment (''). */
export async function findTemplateRows(db: Db, kind: string, key: string, env: string) {
  return db
    .selectFrom('templates')
    .select(['app', 'body', 'version'])
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('app', 'in', env ? [env, ''] : [''])
    .execute();
}

/** Every stored body of one template, whatever its environment (e.g. the origins all of them name). */
export async function findTemplateBodies(db: Db, kind: string, key: string): Promise<string[]> {
  const rows = await db
    .selectFrom('templates')
    .select('body')
    .where('kind', '=', kind)
    .where('key', '=', key)
    .execute();
  return rows.map((r) => r.body);
}
