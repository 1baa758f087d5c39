import { ASSET_FIELD_SCHEMAS, ASSET_TYPES, AssetInput, type AssetType } from '@sportello/contracts';
import type { Db } from '../../../platform/db/connect.js';
import { refreshTerms, upsertAssets } from '../catalogue.store.js';
import type { ImportFormat, ImportRow, ParsedImport, RowIssue } from './asset-record.js';
import { readImportFile } from './import.file.js';
import { IMPORT_MESSAGES as M } from './import.messages.js';

/**
 * Source 2 of the catalogue: an import file. Every row is validated by AssetInput on its own; a bad
 * row is reported with its line and every problem named by the file's own field names, the good
 * ones are written — all of them or none — in one transaction, under source 'import', so a new
 * import of the same file updates its assets by sourceId instead of adding them twice.
 */

export interface RejectedRow {
  line: number;
  issues: RowIssue[];
}

export interface ImportReport {
  format: ImportFormat;
  inserted: number;
  updated: number;
  rejected: RejectedRow[];
}

const isAssetType = (t: unknown): t is AssetType => (ASSET_TYPES as readonly unknown[]).includes(t);

/**
 * The row's problems: AssetInput's, and — since zod checks the type-specific fields only once the
 * rest is valid — the fields' own, so whoever fixes the file sees every mistake of the row at once.
 */
function problemsOf(value: unknown, fieldName: ParsedImport['fieldName']): RowIssue[] | AssetInput {
  const parsed = AssetInput.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ field: fieldName(i.path), message: i.message }));
  const v = value as { type?: unknown; fields?: unknown };
  if (isAssetType(v.type) && !issues.some((i) => i.field.startsWith('fields'))) {
    const fields = ASSET_FIELD_SCHEMAS[v.type].safeParse(v.fields ?? {});
    if (!fields.success)
      for (const i of fields.error.issues)
        issues.push({ field: fieldName(['fields', ...i.path]), message: i.message });
  }
  return issues;
}

function validate(rows: readonly ImportRow[], parsed: ParsedImport) {
  const good: AssetInput[] = [];
  const rejected: RejectedRow[] = [];
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const result = row.value === undefined ? [] : problemsOf(row.value, parsed.fieldName);
    const issues = [...row.issues, ...(Array.isArray(result) ? result : [])];
    if (!Array.isArray(result) && !issues.length) {
      const seen = firstLine.get(result.sourceId);
      if (seen === undefined) {
        firstLine.set(result.sourceId, row.line);
        good.push(result);
        continue;
      }
      const where = parsed.format === 'csv' ? `alla riga ${seen}` : `all’elemento ${seen}`;
      issues.push({ field: parsed.fieldName(['sourceId']), message: M.duplicate(where) });
    }
    rejected.push({ line: row.line, issues });
  }
  return { good, rejected };
}

/** Validates the rows and writes the good ones; the report says what happened to each. */
export async function importParsed(db: Db, parsed: ParsedImport): Promise<ImportReport> {
  const { good, rejected } = validate(parsed.rows, parsed);
  const written = await db.transaction().execute(async (trx) => {
    const result = await upsertAssets(trx, 'import', good);
    // The dictionary of the typo-tolerant search counts documents again after a bulk write.
    if (good.length) await refreshTerms(trx);
    return result;
  });
  return { format: parsed.format, inserted: written.inserted, updated: written.updated, rejected };
}

/** Reads, validates and imports a file (ImportFileError when the file cannot be read at all). */
export async function importFile(db: Db, file: string): Promise<ImportReport> {
  return importParsed(db, await readImportFile(file));
}

/** The summary printed by `npm run import`: the counts, then one line per rejected row. */
export function formatReport(report: ImportReport): string {
  const label = M.row[report.format];
  const lines = report.rejected.map(
    (r) =>
      `  ${label} ${r.line}: ${r.issues.map((i) => (i.field ? `${i.field} — ${i.message}` : i.message)).join('; ')}`,
  );
  return [M.summary(report.inserted, report.updated, report.rejected.length), ...lines].join('\n');
}
