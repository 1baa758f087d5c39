import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idTextOf } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { requireSession } from '../../platform/auth/guards.js';
import { notFound } from '../../platform/http/errors.js';
import type { Storage } from '../../platform/storage/index.js';
import { canReadMediaFile } from './media.access.js';
import { MEDIA_MESSAGES as M } from './media.messages.js';
import { findMedia } from './media.repo.js';

const IdParams = z.object({
  id: idTextOf('File'),
});

/** A stored file never changes under its id: the browser may keep it a day (private: it is not public). */
const CACHE = 'private, max-age=86400';

/** `inline` or `attachment` with the original name, ASCII fallback plus RFC 5987 UTF-8 form. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The bytes of a file and of its thumbnail, to those allowed to see it. */
export const mediaFileRoutes: FastifyPluginAsyncZod<AppDeps & { storage: Storage }> = async (
  app,
  { db, storage },
) => {
  for (const variant of ['file', 'thumb'] as const) {
    app.get(
      `/api/media/${variant}/:id`,
      {
        schema: {
          tags: ['media'],
          summary: variant === 'file' ? 'Libreria: il file' : 'Libreria: miniatura 80×80',
          params: IdParams,
        },
      },
      async (request, reply) => {
        const ctx = requireSession(request);
        const row = await findMedia(db, request.params.id);
        if (!row || !canReadMediaFile(ctx.actor, row)) throw notFound(M.fileNotFound);
        const key = variant === 'file' ? row.fileKey : row.thumbKey;
        if (!key) throw notFound(M.fileNotFound);

        const etag = `"${variant === 'file' ? '' : 't-'}${row.checksum}"`;
        reply
          .header('cache-control', CACHE)
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox");
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();

        const stored = await storage.get(key);
        if (!stored) throw notFound(M.fileNotFound);
        const isImage = row.kind === 'image';
        const mime = variant === 'thumb' ? thumbMime(key) : row.mime;
        return reply
          .type(mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime)
          .header('content-length', stored.size)
          .header(
            'content-disposition',
            contentDisposition(isImage ? 'inline' : 'attachment', row.originalName),
          )
          .send(stored.body);
      },
    );
  }
};

const thumbMime = (key: string) => (key.endsWith('.png') ? 'image/png' : 'image/jpeg');
