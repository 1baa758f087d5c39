import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadFileType } from '../../platform/lazy/libraries.js';
import type { InactiveTemplate } from '@sportello/contracts';
import { AppError, badRequest } from '../../platform/http/errors.js';
import { readMultipart } from '../../platform/http/multipart.js';
// The media library's check by content: executables refused, images re-encoded without metadata.
import { prepareUpload, type PreparedFile } from '../media/index.js';
import { INACTIVE_MESSAGES as M } from './inactive.messages.js';

export type FileLoaderTemplate = NonNullable<InactiveTemplate['modal']['fileLoader']>;

export interface ReceivedDocument {
  /** The loader's field and its label (named in the admins' e-mail). */
  field: string;
  label: string;
  originalName: string;
  file: PreparedFile;
}

const KINDS: Record<string, 'document' | 'image'> = {
  'application/pdf': 'document',
  'image/jpeg': 'image',
  'image/png': 'image',
};

/**
 * Reads the multipart body: at most one file per field of the loader, every required one present,
 * each a PDF, JPEG or PNG by its content. Nothing is stored here.
 */
export async function receiveDocuments(
  app: FastifyInstance,
  request: FastifyRequest,
  loader: FileLoaderTemplate,
): Promise<ReceivedDocument[]> {
  const fields = new Map(loader.fields.map((f) => [f.name, f]));
  const raw = new Map<string, { data: Buffer; name: string }>();
  const messages = {
    malformed: M.notMultipart,
    tooLarge: M.tooLarge,
    tooMany: M.oneFilePerField,
    field: loader.fields[0]!.name,
  };
  await readMultipart(app, request, messages, async (part) => {
    if (part.type !== 'file') return;
    if (!fields.has(part.fieldname) || raw.has(part.fieldname)) {
      part.file.resume();
      const message = fields.has(part.fieldname) ? M.oneFilePerField : M.unknownField;
      throw badRequest(message);
    }
    raw.set(part.fieldname, { data: await part.toBuffer(), name: part.filename });
  });

  const missing = loader.fields.find((f) => f.required && !raw.has(f.name));
  if (missing) throw badRequest(M.required(missing.label), { [missing.name]: M.required(missing.label) });
  if (raw.size === 0) throw badRequest(M.noFile, { [loader.fields[0]!.name]: M.noFile });

  const documents: ReceivedDocument[] = [];
  for (const field of loader.fields) {
    const got = raw.get(field.name);
    if (!got) continue;
    documents.push({
      field: field.name,
      label: field.label,
      originalName: got.name,
      file: await inspect(got.data, got.name, field.name),
    });
  }
  return documents;
}

async function inspect(data: Buffer, name: string, field: string): Promise<PreparedFile> {
  if (data.length === 0) throw badRequest(M.emptyFile, { [field]: M.emptyFile });
  const mime = (await (await loadFileType()).fileTypeFromBuffer(data))?.mime;
  const kind = mime ? KINDS[mime] : undefined;
  if (!kind) throw badRequest(M.format, { [field]: M.format });
  try {
    return await prepareUpload(kind, data, name);
  } catch (err) {
    // The media check names its field "file": name the loader's instead.
    if (err instanceof AppError)
      throw new AppError(err.code, err.status, err.message, { [field]: err.message });
    throw err;
  }
}
