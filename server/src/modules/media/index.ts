import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppDeps } from '../../platform/deps.js';
import { mediaFileRoutes } from './media-files.routes.js';
import { mediaRoutes } from './media.routes.js';

/** Images and documents: upload, list, metadata, delete, and the files themselves (docs/architecture.md). */
export const mediaModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { storage } = deps;
  // Multipart is parsed in this module's scope only; one file per request, at most MEDIA_MAX_MB.
  await app.register(multipart, {
    limits: {
      fileSize: deps.config.mediaMaxMb * 1024 * 1024,
      files: 1,
      fields: 20,
      fieldSize: 4096,
      parts: 21,
    },
  });
  await app.register(mediaRoutes, { ...deps, storage });
  await app.register(mediaFileRoutes, { ...deps, storage });
};

export {
  recordMediaUsage,
  releaseMediaUsage,
  assertMediaAccessible,
  findInaccessibleMedia,
  type MediaResource,
} from './media.usage.js';
export { registerMediaUsageLink, type MediaUsageLink } from './media.links.js';
export { getMediaItem, cleanFileName } from './media.service.js';
export { prepareUpload, type PreparedFile } from './media.inspect.js';
export { readMediaFile } from './media.read.js';
export { mediaIdOf } from './media.presenter.js';
export { storeSeedImage, type SeedImage } from './media.seed.js';
export { mediaOwnedContent } from './media.ownership.js';
