import type { z } from 'zod';
import { nowIso, type Db } from '../db/connect.js';
import { loadTemplate, type LoadedTemplate, type TemplateSource } from './template-file.js';
import { findTemplateRows, upsertIfNewer } from './templates.repo.js';

/**
 * Validates every file (all problems reported at once: a broken template stops the start), then
 * stores each one whose stored copy is missing or older. A board's edit saved with a higher version
 * survives the next release.
 */
export async function syncTemplates(db: Db, files: TemplateSource[]): Promise<void> {
  const loaded: LoadedTemplate[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      loaded.push(loadTemplate(file));
    } catch (err) {
      problems.push(err instanceof Error ? err.message : String(err));
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const t of loaded) {
      await upsertIfNewer(trx, {
        kind: t.kind,
        key: t.key,
        app: t.app,
        body: JSON.stringify(t.body),
        version: t.version,
        updatedAt: now,
      });
    }
  });
}

/**
 * The template for an environment: its own row when there is one, else the one for every
 * environment; null when neither exists. The body is parsed by the schema again on the way out, so
 * what the server sends always satisfies the contract (and HTML is sanitised once more).
 */
export async function getTemplate<S extends z.ZodType>(
  db: Db,
  schema: S,
  kind: string,
  key: string,
  env: string,
): Promise<z.output<S> | null> {
  const rows = await findTemplateRows(db, kind, key, env);
  const row = rows.find((r) => r.app === env) ?? rows.find((r) => r.app === '');
  if (!row) return null;
  const parsed = schema.safeParse(JSON.parse(row.body));
  if (!parsed.success) {
    const where = `${kind}/${key}${row.app ? `@${row.app}` : ''} v${row.version}`;
    throw new Error(`Template non valido nel database (${where}): ${parsed.error.message}`);
  }
  return parsed.data;
}

/** As getTemplate, for templates the application cannot run without (a missing one is a 500). */
export async function requireTemplate<S extends z.ZodType>(
  db: Db,
  schema: S,
  kind: string,
  key: string,
  env: string,
): Promise<z.output<S>> {
  const body = await getTemplate(db, schema, kind, key, env);
  if (body === null) throw new Error(`Template mancante: ${kind}/${key}`);
  return body;
}
