import { ContentTypeTemplate } from '@sportello/contracts';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { SEEDED_CONTENT_TYPES, type SeededContentType } from './types/seeded-types.js';

/**
 * Content types live in the database with their template (docs/architecture.md); the repo seeds them.
 * A type is inserted when missing and replaced when the repo's version is higher, so a board's own
 * edits (a raised version in the database) survive a release. A broken template stops the start.
 */
export async function syncContentTypes(
  db: Db,
  types: SeededContentType[] = SEEDED_CONTENT_TYPES,
): Promise<void> {
  for (const [position, t] of types.entries()) {
    const parsed = ContentTypeTemplate.safeParse(t.template);
    if (!parsed.success)
      throw new Error(`Template del tipo di contenuto "${t.code}" non valido: ${parsed.error.message}`);
    const values = {
      code: t.code,
      family: t.family,
      name: t.name,
      description: t.description,
      icon: t.icon,
      position,
      template: JSON.stringify(parsed.data),
      version: t.version,
      updatedAt: nowIso(),
    };
    await db
      .insertInto('contentTypes')
      .values(values)
      .onConflict((oc) =>
        oc
          .column('code')
          .doUpdateSet({ ...values })
          .where('contentTypes.version', '<', t.version),
      )
      .execute();
  }
}
