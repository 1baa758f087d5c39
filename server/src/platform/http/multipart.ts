import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { stripBidiControls, stripControlChars } from '@sportello/contracts';
import { AppError, badRequest } from './errors.js';
import { refuseControlChars } from './input-guard.js';

/** What a multipart route says when the body is not what it expects (Italian, the route's words). */
export interface MultipartMessages {
  /** Not a multipart body, or one the parser cannot read (no boundary, cut short, bad headers). */
  malformed: string;
  /** A file over the size limit of the route's plugin registration. */
  tooLarge: string;
  /** More files, fields or parts than the route allows. */
  tooMany: string;
  /** The field the refusals name (the route's file field). */
  field: string;
}

/**
 * The one reader of multipart bodies: every part goes to `visit` (files must be consumed there),
 * a file's name comes without control and bidirectional characters (a name that reads otherwise
 * than it is: control-chars.ts), text fields are refused when they hold control characters, and
 * whatever the parser throws (a malformed body, a limit) answers 400 or 413 with the route's
 * Italian message, never 500.
 */
export async function readMultipart(
  app: FastifyInstance,
  request: FastifyRequest,
  messages: MultipartMessages,
  visit: (part: Multipart) => Promise<void>,
): Promise<void> {
  const fail = (message: string) => badRequest(message, { [messages.field]: message });
  if (!request.isMultipart()) throw fail(messages.malformed);
  let current = messages.field;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        current = file.fieldname;
        file.filename = stripBidiControls(stripControlChars(file.filename));
      } else if (typeof part.value === 'string') refuseControlChars({ [part.fieldname]: part.value });
      await visit(part);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const errors = app.multipartErrors;
    if (err instanceof errors.RequestFileTooLargeError) {
      throw new AppError('too_large', 413, messages.tooLarge, { [current]: messages.tooLarge });
    }
    if (
      err instanceof errors.FilesLimitError ||
      err instanceof errors.PartsLimitError ||
      err instanceof errors.FieldsLimitError
    ) {
      throw fail(messages.tooMany);
    }
    // Anything else comes from reading the body itself (busboy: "Unexpected end of form",
    // "Malformed part header", a missing boundary): the client's fault, never a 500.
    request.log.info({ err }, 'malformed multipart body');
    throw fail(messages.malformed);
  }
}
