import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ParsedImport } from './asset-record.js';
import { ImportFileError, IMPORT_MESSAGES as M } from './import.messages.js';
import { readTextChunks, unreadable } from './import.text.js';
import { parseCsv, parseCsvChunks } from './parse-csv.js';
import { parseGeojson } from './parse-geojson.js';
import { parseJson } from './parse-json.js';

/**
 * Reads an import file and parses it by its kind: .csv, .geojson, or .json — a .json holding a
 * FeatureCollection is read as GeoJSON. A CSV is read and parsed in chunks, in UTF-8 or, when its
 * bytes are not UTF-8, Windows-1252 (import.text.ts). Anything that stops the whole file is an
 * ImportFileError.
 */
export async function readImportFile(file: string): Promise<ParsedImport> {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.csv') return parseCsvChunks(readTextChunks(file));
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw unreadable(file, err);
  }
  return parseImportText(text, extension, file);
}

/** A text already in memory, parsed in one go by the file's extension. */
export function parseImportText(text: string, extension: string, name = 'il file'): ParsedImport {
  if (extension === '.csv') return parseCsv(text);
  if (extension !== '.json' && extension !== '.geojson') throw new ImportFileError(M.unknownFormat(name));
  let data: unknown;
  try {
    data = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (err) {
    throw new ImportFileError(M.badJson((err as Error).message));
  }
  const isCollection = (data as { type?: unknown } | null)?.type === 'FeatureCollection';
  return extension === '.geojson' || isCollection ? parseGeojson(data) : parseJson(data);
}
