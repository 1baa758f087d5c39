import fsp from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isValidStorageKey } from '../storage/index.js';
import { BackupError, M } from './messages.js';

/** Raised when what a snapshot holds changes shape; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 1;

export const MANIFEST_FILE = 'manifest.json';
/** The snapshot's files live under this folder, each at its storage key. */
export const FILES_FOLDER = 'files';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'sha256 esadecimale');

const FileEntrySchema = z.object({
  key: z.string().refine(isValidStorageKey, 'chiave di archiviazione non valida'),
  size: z.number().int().min(0),
  sha256,
});
export type FileEntry = z.infer<typeof FileEntrySchema>;

/**
 * What a snapshot folder holds, written last (a folder without it is not a snapshot): the
 * database's dump and the files, each with its size and SHA-256, so a restore can prove the copy
 * whole before it writes anything.
 */
const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  /** Milliseconds the backup took. */
  tookMs: z.number().int().min(0),
  engine: z.enum(['sqlite', 'postgres']),
  /** The schema's level: the newest migration applied, and how many were. */
  migration: z.object({ latest: z.string().nullable(), count: z.number().int().min(0) }),
  database: z.object({
    /** database.sqlite (an SQLite file) or database.pgdump (pg_dump's custom format). */
    file: z.enum(['database.sqlite', 'database.pgdump']),
    size: z.number().int().min(0),
    sha256,
  }),
  /** Rows of every table at the snapshot's instant; the restore finds the same. */
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.object({
    /** Where they were copied from: a folder, or s3://bucket/prefix. */
    location: z.string(),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    entries: z.array(FileEntrySchema),
  }),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await fsp.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    flag: 'wx',
  });
}

/** The snapshot's manifest, parsed; a missing, unreadable or foreign one is refused in Italian. */
export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fsp.readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(M.noManifest(dir));
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(M.badManifest(dir, 'non è JSON valido'));
  }
  if (json && typeof json === 'object' && 'format' in json && json.format !== BACKUP_FORMAT)
    throw new BackupError(M.unknownFormat(String(json.format), BACKUP_FORMAT));
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupError(M.badManifest(dir, `${issue.path.join('.') || 'radice'}: ${issue.message}`));
  }
  const keys = new Set<string>();
  for (const { key } of parsed.data.files.entries) {
    if (keys.has(key)) throw new BackupError(M.badManifest(dir, `file ripetuto: ${key}`));
    keys.add(key);
  }
  return parsed.data;
}
