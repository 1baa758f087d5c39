import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MediaUploadFields, type MediaKind } from '@sportello/contracts';
import { badRequest } from '../../platform/http/errors.js';
import { readMultipart } from '../../platform/http/multipart.js';
import { prepareUpload, type PreparedFile } from './media.inspect.js';
import { MEDIA_MESSAGES as M } from './media.messages.js';

export interface ReceivedUpload {
  file: PreparedFile;
  originalName: string;
  fields: MediaUploadFields;
}

/**
 * Reads the multipart body: one file in the field "file" (at most maxMb), plus optional text
 * fields (name, lingua, documentType, copyright, link, alt, caption, position). The file is checked
 * by its content before anything is stored.
 */
export async function receiveUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: MediaKind,
  maxMb: number,
): Promise<ReceivedUpload> {
  let data: Buffer | null = null;
  let originalName = '';
  const values: Record<string, string> = {};
  const messages = {
    malformed: M.notMultipart,
    tooLarge: M.tooLarge(maxMb),
    tooMany: M.oneFile,
    field: 'file',
  };
  await readMultipart(app, request, messages, async (part) => {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || data) {
        part.file.resume();
        throw badRequest(M.oneFile, { file: M.oneFile });
      }
      data = await part.toBuffer();
      originalName = part.filename;
    } else if (typeof part.value === 'string') {
      values[part.fieldname] = part.value;
    }
  });
  if (!data) throw badRequest(M.noFile, { file: M.noFile });

  const parsed = MediaUploadFields.safeParse(values);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
    throw badRequest(Object.values(fields)[0]!, fields);
  }
  const file = await prepareUpload(kind, data, originalName);
  return { file, originalName, fields: parsed.data };
}
