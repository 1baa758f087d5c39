import { stringify } from 'csv-stringify/sync';

/**
 * The one writer of CSV files (exports of lists, profiles, statistics): every cell goes through
 * `safeCell`. Sportello writes no CSV yet; the coming exports must use `toCsv` and nothing else.
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
