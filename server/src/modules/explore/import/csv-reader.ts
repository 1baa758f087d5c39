import { ImportFileError, IMPORT_MESSAGES as M } from './import.messages.js';

/**
 * A small RFC 4180 reader: quoted fields (with doubled quotes, separators and line breaks inside),
 * CRLF or LF, a UTF-8 byte-order mark. The separator is the comma, or the semicolon Italian
 * spreadsheets write, whichever the header line uses. Each record keeps the line it starts on, so a
 * bad row is named by the line a spreadsheet shows.
 */

export interface CsvRecord {
  line: number;
  cells: string[];
}

/** The separator the header uses (outside quotes): ';' when it has more of them than commas. */
function separatorOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas += 1;
    else if (!quoted && ch === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

export function readCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const sep = separatorOf(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  /** The current cell began with a quote and it was closed: only a separator or a break may follow. */
  let closed = false;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    closed = false;
  };
  const endRecord = () => {
    endCell();
    // A blank line is no record.
    if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells });
    cells = [];
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          quoted = false;
          closed = true;
        }
      } else if (ch === '\r' && text[i + 1] === '\n') {
        // a CRLF inside quotes is one line break, kept as \n
      } else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
      continue;
    }
    if (ch === sep) endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else if (closed) {
      throw new ImportFileError(M.csvAfterQuote(line));
    } else if (ch === '"' && cell === '') quoted = true;
    else cell += ch;
  }
  if (quoted) throw new ImportFileError(M.csvOpenQuote(start));
  if (cell !== '' || cells.length) endRecord();
  return records;
}
