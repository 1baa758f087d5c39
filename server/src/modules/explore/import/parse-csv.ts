import { assetOfRecord, columnOf, isKnownColumn, type ImportRow, type ParsedImport } from './asset-record.js';
import { readCsv, readCsvChunks, type CsvRecord } from './csv-reader.js';
import { ImportFileError, IMPORT_MESSAGES as M } from './import.messages.js';

/**
 * A CSV file: a header of known columns, then one asset per row. A header naming a column the
 * importer does not know stops the import (every row would lose that value); a row with the wrong
 * number of cells is reported and the others go on.
 */
class CsvImport {
  private columns: string[] | null = null;
  private readonly rows: ImportRow[] = [];

  add(record: CsvRecord): void {
    if (this.columns) this.rows.push(this.rowOf(this.columns, record));
    else this.columns = headerOf(record);
  }

  result(): ParsedImport {
    if (!this.columns) throw new ImportFileError(M.csvEmpty);
    return { format: 'csv', rows: this.rows, fieldName: columnOf };
  }

  private rowOf(columns: string[], r: CsvRecord): ImportRow {
    if (r.cells.length !== columns.length)
      return {
        line: r.line,
        value: undefined,
        issues: [{ field: 'riga', message: M.csvCellCount(r.cells.length, columns.length) }],
      };
    const { value, issues } = assetOfRecord(Object.fromEntries(columns.map((c, i) => [c, r.cells[i]])));
    return { line: r.line, value, issues };
  }
}

function headerOf(header: CsvRecord): string[] {
  const columns = header.cells.map((c) => c.trim());
  const unknown = columns.filter((c) => !isKnownColumn(c));
  if (unknown.length) throw new ImportFileError(M.csvUnknownColumns(unknown));
  const twice = columns.find((c, i) => columns.indexOf(c) !== i);
  if (twice) throw new ImportFileError(M.csvDuplicateColumn(twice));
  return columns;
}

/** A CSV text already in memory. */
export function parseCsv(text: string): ParsedImport {
  const file = new CsvImport();
  for (const record of readCsv(text)) file.add(record);
  return file.result();
}

/** A CSV text in chunks (a file as it is read): each row is taken as soon as it is complete. */
export async function parseCsvChunks(chunks: AsyncIterable<string>): Promise<ParsedImport> {
  const file = new CsvImport();
  for await (const record of readCsvChunks(chunks)) file.add(record);
  return file.result();
}
