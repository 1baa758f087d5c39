import { assetOfRecord, columnOf, isKnownColumn, type ImportRow, type ParsedImport } from './asset-record.js';
import { readCsv } from './csv-reader.js';
import { ImportFileError, IMPORT_MESSAGES as M } from './import.messages.js';

/**
 * A CSV file: a header of known columns, then one asset per row. A header naming a column the
 * importer does not know stops the import (every row would lose that value); a row with the wrong
 * number of cells is reported and the others go on.
 */
export function parseCsv(text: string): ParsedImport {
  const [header, ...records] = readCsv(text);
  if (!header) throw new ImportFileError(M.csvEmpty);
  const columns = header.cells.map((c) => c.trim());
  const unknown = columns.filter((c) => !isKnownColumn(c));
  if (unknown.length) throw new ImportFileError(M.csvUnknownColumns(unknown));
  const twice = columns.find((c, i) => columns.indexOf(c) !== i);
  if (twice) throw new ImportFileError(M.csvDuplicateColumn(twice));

  const rows = records.map((r): ImportRow => {
    if (r.cells.length !== columns.length)
      return {
        line: r.line,
        value: undefined,
        issues: [{ field: 'riga', message: M.csvCellCount(r.cells.length, columns.length) }],
      };
    const { value, issues } = assetOfRecord(Object.fromEntries(columns.map((c, i) => [c, r.cells[i]])));
    return { line: r.line, value, issues };
  });
  return { format: 'csv', rows, fieldName: columnOf };
}
