import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { ExportFormat } from '@sportello/contracts';
import { CSV_BOM, csvLine } from '../../../platform/sheets/csv.js';
import type { Cell, ExportColumn } from './export.columns.js';

/** Rows of cells, a chunk at a time (the database cursor's chunks). */
export type CellChunks = AsyncGenerator<Cell[][]>;

/** Rows per XLSX sheet: Excel opens at most 1,048,576 rows a sheet. */
const XLSX_SHEET_ROWS = 1_000_000;

/**
 * The file as a stream that pulls the next chunk only when the client has taken the last one
 * (backpressure), and closes the cursor when it is destroyed (the client went away).
 */
export function exportStream(format: ExportFormat, columns: ExportColumn[], chunks: CellChunks): Readable {
  if (format === 'xlsx') return xlsxStream(columns, chunks);
  const body = format === 'csv' ? csvText(columns, chunks) : jsonText(columns, chunks);
  return Readable.from(body, { objectMode: false, highWaterMark: 64 * 1024 });
}

/** Excel-friendly CSV: UTF-8 BOM, ';', CRLF, formulas neutralised (platform/sheets/csv.ts). */
async function* csvText(columns: ExportColumn[], chunks: CellChunks): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_BOM + csvLine(columns.map((c) => c.label)));
  for await (const rows of chunks) {
    let text = '';
    for (const row of rows) text += csvLine(row);
    yield Buffer.from(text);
  }
}

/** A JSON array of objects keyed by the columns' keys, written as the rows come. */
async function* jsonText(columns: ExportColumn[], chunks: CellChunks): AsyncGenerator<Buffer> {
  const keys = columns.map((c) => JSON.stringify(c.key));
  let first = true;
  yield Buffer.from('[');
  for await (const rows of chunks) {
    let text = '';
    for (const row of rows) {
      let item = first ? '\n{' : ',\n{';
      first = false;
      for (let i = 0; i < keys.length; i++)
        item += `${i ? ',' : ''}${keys[i]}:${JSON.stringify(row[i] ?? null)}`;
      text += `${item}}`;
    }
    yield Buffer.from(text);
  }
  yield Buffer.from(first ? ']' : '\n]');
}

/**
 * A phone's cell in the Text format ('@'): the CSV has to guard "+39 …" from being read as a
 * formula, the XLSX cell is text and stays as typed even when edited. Every cell of a styled file
 * gets one of these two objects: exceljs finds a style by the object's identity, and the fresh one
 * it gives each cell would cost a rendering of its XML per cell.
 */
const TEXT_CELL: Partial<ExcelJS.Style> = { numFmt: '@' };
const PLAIN_CELL: Partial<ExcelJS.Style> = {};

/**
 * XLSX through exceljs's streaming writer: each row is committed (written to the zip) as it comes,
 * no shared strings, so memory stays flat; the writer waits while the response is full. exceljs
 * (with its zip and XML libraries) is loaded on the first XLSX export, not at the server's start:
 * loading it eagerly cost the idle server ~19 MB of heap allocation and its code for good.
 */
function xlsxStream(columns: ExportColumn[], chunks: CellChunks): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const styles = columns.map((c) => (c.text ? TEXT_CELL : PLAIN_CELL));
  const styled = styles.includes(TEXT_CELL);
  let workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  let sheet: ExcelJS.Worksheet | null = null;
  let sheetRows = 0;
  let sheets = 0;
  const newSheet = () => {
    sheet?.commit();
    const n = (sheets += 1);
    sheet = workbook.addWorksheet(n === 1 ? 'Profili' : `Profili ${n}`);
    sheet.addRow(columns.map((c) => c.label)).commit();
    sheetRows = 0;
  };
  const gone = () => out.destroyed;
  (async () => {
    const { default: excel } = await import('exceljs');
    workbook = new excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useSharedStrings: false,
      useStyles: styled,
    });
    newSheet();
    for await (const rows of chunks) {
      if (gone()) break;
      for (const row of rows) {
        if (sheetRows === XLSX_SHEET_ROWS) newSheet();
        const added = sheet!.addRow(row);
        if (styled) for (let i = 0; i < styles.length; i++) added.getCell(i + 1).style = styles[i]!;
        added.commit();
        sheetRows += 1;
      }
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (gone()) break;
    }
    if (gone()) {
      await chunks.return(undefined);
      return;
    }
    sheet!.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    void chunks.return(undefined);
    out.destroy(error as Error);
  });
  return out;
}
