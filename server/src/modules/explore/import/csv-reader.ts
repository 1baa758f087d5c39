import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse, type InfoRecord, type Options } from 'csv-parse';
import { parse as parseText } from 'csv-parse/sync';
import { ImportFileError, IMPORT_MESSAGES as M } from './import.messages.js';

/**
 * CSV records through csv-parse (RFC 4180): quoted fields (with doubled quotes, separators and line
 * breaks inside), CRLF, LF or CR line ends, a UTF-8 byte-order mark. The separator is the comma, or
 * the semicolon Italian spreadsheets write, whichever the header line uses. Each record keeps the
 * line it starts on, so a bad row is named by the line a spreadsheet shows; a file that is not CSV
 * at all stops with an Italian message naming its line.
 */

export interface CsvRecord {
  line: number;
  cells: string[];
}

type Separator = ',' | ';';

/**
 * The separator the header uses (outside quotes): ';' when it has more of them than commas. Read
 * as the text comes: `separator` stays null until a line end outside quotes, or the end of the text.
 */
class HeaderScan {
  private commas = 0;
  private semicolons = 0;
  private quoted = false;
  separator: Separator | null = null;

  read(text: string, last: boolean): void {
    for (const ch of text) {
      if (this.separator) return;
      if (ch === '"') this.quoted = !this.quoted;
      else if (!this.quoted && (ch === '\n' || ch === '\r')) this.end();
      else if (!this.quoted && ch === ',') this.commas += 1;
      else if (!this.quoted && ch === ';') this.semicolons += 1;
    }
    if (last) this.end();
  }

  private end(): void {
    this.separator ??= this.semicolons > this.commas ? ';' : ',';
  }
}

const separatorOf = (text: string): Separator => {
  const scan = new HeaderScan();
  scan.read(text, true);
  return scan.separator!;
};

/** A line break inside a cell counts one line, CRLF included (kept as \n, as a spreadsheet does). */
const breaksIn = (text: string) => text.match(/\r\n|\n/g)?.length ?? 0;

/**
 * The lines of the records, counted from what csv-parse gives (it counts a CRLF inside quotes as two
 * lines): a record starts after the previous one and the blank lines skipped since, and spans one
 * line more for each line break inside its cells.
 */
class LineCounter {
  private end = 0;
  private emptyLines = 0;

  private startOf(emptyLines: number): number {
    return this.end + 1 + (emptyLines - this.emptyLines);
  }

  /**
   * The record with its first line, given the blank lines skipped so far; null for a line holding
   * only "" (no record, like a blank line).
   */
  record(record: string[], emptyLines: number): CsvRecord | null {
    const line = this.startOf(emptyLines);
    const cells = record.map((cell) => cell.replace(/\r\n/g, '\n'));
    this.end = line + cells.reduce((n, cell) => n + breaksIn(cell), 0);
    this.emptyLines = emptyLines;
    return cells.length === 1 && cells[0] === '' ? null : { line, cells };
  }

  /** csv-parse's refusal in Italian, with the line of the record (or of the quote) it stopped at. */
  fileError(err: unknown): unknown {
    if (!(err instanceof CsvError)) return err;
    const start = this.startOf(typeof err.empty_lines === 'number' ? err.empty_lines : this.emptyLines);
    // The record's text up to the error, after the blank lines before it.
    const raw = typeof err.raw === 'string' ? err.raw.replace(/^[\r\n]+/, '') : '';
    const at = start + breaksIn(raw);
    if (err.code === 'CSV_QUOTE_NOT_CLOSED') return new ImportFileError(M.csvOpenQuote(start));
    if (err.code === 'CSV_INVALID_CLOSING_QUOTE') return new ImportFileError(M.csvAfterQuote(at));
    if (err.code === 'INVALID_OPENING_QUOTE') return new ImportFileError(M.csvQuoteInCell(at));
    return new ImportFileError(M.csvInvalid(at));
  }
}

/**
 * csv-parse's options. Each record goes through the line counter as it is parsed (on_record), so
 * that a refusal later in the file knows where the records before it ended.
 */
const optionsFor = (delimiter: Separator, lines: LineCounter): Options => ({
  delimiter,
  bom: true,
  // Any line end, as spreadsheets and editors write them (csv-parse would take the first one's).
  record_delimiter: ['\r\n', '\n', '\r'],
  // A row with the wrong number of cells is one rejected row, not the end of the file.
  relax_column_count: true,
  skip_empty_lines: true,
  // The text of a record, for the line of a quote it refuses.
  raw: true,
  // With `raw` csv-parse hands { record, raw } over; what this returns is the record it gives out.
  on_record: (({ record }: { record: string[] }, info: InfoRecord) =>
    lines.record(record, info.empty_lines)) as unknown as Options['on_record'],
});

/** The records of a CSV text already in memory (a small one: it is parsed in one go). */
export function readCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const lines = new LineCounter();
  try {
    return parseText(text, optionsFor(separatorOf(text), lines)) as unknown as CsvRecord[];
  } catch (err) {
    throw lines.fileError(err);
  }
}

/**
 * The records of a CSV text that comes in chunks (a file as it is read): csv-parse takes one chunk
 * at a time and the records go out as they are complete, so a file of many MB never blocks the
 * event loop for long and is never held whole as text.
 */
export async function* readCsvChunks(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  const source = chunks[Symbol.asyncIterator]();
  // The header's chunks first: they tell the separator.
  const head: string[] = [];
  const scan = new HeaderScan();
  while (scan.separator === null) {
    const next = await source.next();
    if (!next.done) head.push(head.length ? next.value : next.value.replace(/^\uFEFF/, ''));
    scan.read(next.done ? '' : head.at(-1)!, next.done === true);
  }
  async function* text() {
    yield* head;
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
  }

  const lines = new LineCounter();
  const parser = parse(optionsFor(scan.separator, lines));
  const fed = pipeline(Readable.from(text(), { objectMode: false }), parser);
  // The parser's own iteration reports whatever stops the pipeline; this one must not go unheard.
  fed.catch(() => undefined);
  try {
    yield* parser as AsyncIterable<CsvRecord>;
    await fed;
  } catch (err) {
    throw lines.fileError(err);
  } finally {
    parser.destroy();
  }
}
