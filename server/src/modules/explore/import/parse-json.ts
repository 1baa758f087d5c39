import { assetOfRecord, dottedPath, type ImportRow, type ParsedImport } from './asset-record.js';
import { ImportFileError, IMPORT_MESSAGES as M } from './import.messages.js';

/** A JSON file: an array of assets written as AssetInput, or { "assets": [ … ] }. */
export function parseJson(data: unknown): ParsedImport {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { assets?: unknown }).assets)
      ? (data as { assets: unknown[] }).assets
      : null;
  if (!list) throw new ImportFileError(M.jsonShape);
  const rows = list.map((item, i): ImportRow => {
    if (!item || typeof item !== 'object' || Array.isArray(item))
      return { line: i + 1, value: undefined, issues: [{ field: '', message: M.notAnObject }] };
    const { value, issues } = assetOfRecord(item as Record<string, unknown>);
    return { line: i + 1, value, issues };
  });
  return { format: 'json', rows, fieldName: dottedPath };
}
