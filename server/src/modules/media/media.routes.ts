import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MediaItemReply,
  MediaKind,
  MediaList,
  MediaListQuery,
  MediaMetaBody,
  MediaRemoveBody,
  idTextOf,
} from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { requireSession } from '../../platform/auth/guards.js';
import { Empty, ok, replies } from '../../platform/http/reply.js';
import type { Storage } from '../../platform/storage/index.js';
import { requireMediaUser } from './media.access.js';
import { listMedia, removeMedia, saveUpload, updateMediaMeta } from './media.service.js';
import { receiveUpload } from './media.upload.js';

const tags = ['media'];
const KindParams = z.object({ kind: MediaKind });
const IdParams = z.object({
  id: idTextOf('File'),
});
const LangQuery = MediaListQuery.pick({ lang: true });

/** The picker's calls (spec 1 §7 "Files list", "Upload file", "Remove file") and the metadata save. */
export const mediaRoutes: FastifyPluginAsyncZod<AppDeps & { storage: Storage }> = async (
  app,
  { db, config, storage },
) => {
  app.get(
    '/api/media/:kind.json',
    {
      schema: {
        tags,
        summary: 'Libreria: elenco di immagini o documenti (20 per pagina)',
        params: KindParams,
        querystring: MediaListQuery,
        response: replies(MediaList),
      },
    },
    async (request) => {
      const ctx = requireSession(request);
      requireMediaUser(ctx);
      return ok(await listMedia(db, ctx, request.params.kind, request.query));
    },
  );

  app.post(
    '/api/media/:kind',
    {
      schema: {
        tags,
        summary: 'Libreria: carica un file (multipart, campo «file»)',
        consumes: ['multipart/form-data'],
        params: KindParams,
        querystring: LangQuery,
        response: replies(MediaItemReply),
      },
    },
    async (request) => {
      const ctx = requireSession(request);
      requireMediaUser(ctx);
      const upload = await receiveUpload(app, request, request.params.kind, config.mediaMaxMb);
      const item = await saveUpload(db, storage, ctx, { ...upload, lang: request.query.lang });
      return ok({ data: item });
    },
  );

  app.post(
    '/api/media/remove.json',
    {
      schema: {
        tags,
        summary: 'Libreria: elimina un file non in uso',
        body: MediaRemoveBody,
        response: replies(Empty),
      },
    },
    async (request) => {
      const ctx = requireSession(request);
      requireMediaUser(ctx);
      await removeMedia(db, storage, ctx, request.body.imageid);
      return ok({});
    },
  );

  app.put(
    '/api/media/:id.json',
    {
      schema: {
        tags,
        summary: 'Libreria: testo alternativo, didascalia, copyright e dati del file',
        params: IdParams,
        body: MediaMetaBody,
        response: replies(MediaItemReply),
      },
    },
    async (request) => {
      const ctx = requireSession(request);
      requireMediaUser(ctx);
      return ok({ data: await updateMediaMeta(db, ctx, request.params.id, request.body) });
    },
  );
};
