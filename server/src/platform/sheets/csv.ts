import { stringify } from 'csv-stringify/sync';

/**
 * The one writer of CSV files (exports of lists, profiles, statistics): every cell goes through
 * `safeCell`. Whole files go through `toCsv`; streamed exports (profiles) write the BOM
 * (`CSV_BOM`) and then `csvLine` per row, which follows the same rules.
 *
 * Formula injection: a spreadsheet opening the file runs a cell that begins with = + - @ (or a
 * tab or carriage return, which some read past) as a formula, e.g. `=HYPERLINK("http://…")` typed
 * by a visitor into a profile. Such a cell is prefixed with an apostrophe, which spreadsheets show
 * as text and do not print. A plain number ("-12,5", "+3") is left as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;

/** A cell that a spreadsheet shows as text, never runs as a formula. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

export type CsvValue = string | number | boolean | null | undefined | Date;

/**
 * Rows as CSV text: a header row, RFC 4180 quoting, CRLF line ends, UTF-8 with a byte-order mark
 * so that Excel reads accents right; separator ';' by default, as Italian spreadsheets expect.
 */
export function toCsv(header: string[], rows: CsvValue[][], opts: { delimiter?: string } = {}): string {
  return (
    '\uFEFF' +
    stringify([header, ...rows], {
      delimiter: opts.delimiter ?? ';',
      record_delimiter: 'windows',
      cast: {
        string: safeCell,
        boolean: (v) => (v ? 'sì' : 'no'),
        date: (d) => d.toISOString(),
      },
    })
  );
}

/** The byte-order mark that makes Excel read a CSV file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A line break of any kind is quoted too, so that no spreadsheet splits the row. */
const NEEDS_QUOTES = /["\r\n]/;

function csvText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return safeCell(value);
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * One row as a CSV line (CRLF included), cell for cell as `toCsv` writes it: the formula rule,
 * sì/no, ISO dates, RFC 4180 quoting. For streams of many rows, where building them all first
 * would hold the whole file in memory.
 */
export function csvLine(cells: readonly CsvValue[], delimiter = ';'): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const text = csvText(cells[i]);
    const quote = text.includes(delimiter) || NEEDS_QUOTES.test(text);
    line += (i ? delimiter : '') + (quote ? `"${text.replaceAll('"', '""')}"` : text);
  }
  return line + '\r\n';
}
