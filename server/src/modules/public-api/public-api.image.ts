import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/connect.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import type { Storage } from '../../platform/storage/index.js';
import {
  findPublishedContent,
  listContentTypes,
  loadRevisionDocuments,
  publishedContentView,
} from '../content/index.js';
import { mediaIdOf, readMediaFile } from '../media/index.js';
import { PUBLIC_API_MESSAGES as M } from './public-api.messages.js';
import { publicImagePath } from './public-api.presenter.js';
import { ItemParams } from './public-api.schema.js';

/**
 * The main image of a published content, as its published revision names it: the bytes of that
 * library file, or null. A draft's image, a withdrawn content's, any other file of the library and
 * an outside URL are not served (null: 404), so the address opens exactly what the portal shows.
 */
export async function publishedContentImage(db: Db, storage: Storage, contentId: number) {
  const types = await listContentTypes(db, 'content');
  const row = await findPublishedContent(
    db,
    contentId,
    types.map((t) => t.id),
  );
  if (!row?.publishedRevision) return null;
  const type = types.find((t) => t.id === row.typeId)!;
  const docs = await loadRevisionDocuments(db, [row.publishedRevision], ['it']);
  const view = publishedContentView(type, docs.get(row.publishedRevision) ?? {});
  const fileId = mediaIdOf(view.image?.src);
  if (fileId === null) return null;
  const file = await readMediaFile(db, storage, fileId);
  return file?.kind === 'image' && file.mime.startsWith('image/') ? file : null;
}

/** Partners' pages and the widget show it: an hour in any cache, then revalidated by its ETag. */
const CACHE = 'public, max-age=3600';

/**
 * GET /api/public/v1/contents/:id/image: a published content's main image from the media library,
 * without a key (an <img> of a partner's page sends none, and the portal shows the image to
 * anyone): the library itself (/api/media/file/…) needs a session. Not a keyed route: it counts no
 * use of a key and is outside the read API's rate limit; the load shedding of every route holds.
 */
export const publicImageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage }) => {
  app.get(
    publicImagePath(':id'),
    {
      config: { public: true, quietLog: true },
      schema: {
        tags: ['API pubblica v1'],
        summary: 'L’immagine principale di un contenuto pubblicato (senza chiave)',
        params: ItemParams,
      },
    },
    async (request, reply) => {
      const file = await publishedContentImage(db, storage, request.params.id);
      if (!file) throw notFound(M.imageNotFound);
      const etag = `"${createHash('sha256').update(file.data).digest('base64url').slice(0, 32)}"`;
      reply
        .header('cache-control', CACHE)
        .header('etag', etag)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(file.mime).send(file.data);
    },
  );
};
