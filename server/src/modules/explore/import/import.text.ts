import { createReadStream } from 'node:fs';
import { ImportFileError, IMPORT_MESSAGES as M } from './import.messages.js';

/**
 * The text of an import file, read in chunks. Its encoding is told by its bytes: valid UTF-8 (a
 * byte-order mark or none) is UTF-8; anything else is Windows-1252, the encoding Excel and other
 * Italian-language spreadsheets write their "CSV" in (à, è, ù, € as single bytes).
 */

export type TextEncoding = 'utf-8' | 'windows-1252';

/** The import's refusal of a file it cannot read (missing, a folder, no permission). */
export function unreadable(file: string, err: unknown): ImportFileError {
  const code = (err as NodeJS.ErrnoException).code;
  const reason =
    code === 'ENOENT' ? 'il file non esiste' : code === 'EISDIR' ? 'è una cartella' : String(code ?? err);
  return new ImportFileError(M.unreadable(file, reason));
}

async function* bytesOf(file: string): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of createReadStream(file)) yield chunk as Buffer;
  } catch (err) {
    throw unreadable(file, err);
  }
}

/** UTF-8 when every byte of the file is (a read of the whole file that keeps none of it). */
export async function encodingOf(file: string): Promise<TextEncoding> {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of bytesOf(file)) utf8.decode(chunk, { stream: true });
    utf8.decode();
    return 'utf-8';
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    return 'windows-1252';
  }
}

/** The file's text, chunk by chunk, decoded from its encoding (a UTF-8 byte-order mark dropped). */
export async function* readTextChunks(file: string): AsyncGenerator<string> {
  const decoder = new TextDecoder(await encodingOf(file));
  for await (const chunk of bytesOf(file)) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
