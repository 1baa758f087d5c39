import type { Db } from '../../platform/db/connect.js';
import type { Storage } from '../../platform/storage/index.js';
import { findMedia } from './media.repo.js';

/**
 * The bytes of a library file that another module draws into a file of its own (a content's PDF).
 * The caller has already checked that the reader may see what uses the file. Null when the file or
 * its bytes are gone.
 */
export async function readMediaFile(
  db: Db,
  storage: Storage,
  id: number,
): Promise<{ data: Buffer; mime: string; kind: 'image' | 'document' } | null> {
  const row = await findMedia(db, id);
  if (!row) return null;
  const stored = await storage.get(row.fileKey);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return { data: Buffer.concat(chunks), mime: row.mime, kind: row.kind };
}
