import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSET_TYPES, ExploreConfig, PreviewTemplate, type AssetType } from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { ok, replies } from '../../platform/http/reply.js';
import { getTemplate } from '../../platform/templates/index.js';
import { requireExplorer } from './explore.access.js';
import { EXPLORE_MESSAGES as M } from './explore.messages.js';
import { exploreConfig } from './explore.service.js';
import { PREVIEW_TEMPLATE_KIND, previewTemplateKey } from './preview-templates/index.js';

const isAssetType = (type: string): type is AssetType => (ASSET_TYPES as readonly string[]).includes(type);

const explorers = accessRule(requireExplorer);

/** The explore screen's configuration and the preview layouts (spec 2 §7 "Explore"), for explorers only. */
export const exploreRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.addHook('preValidation', explorers.preValidation);

  app.get(
    '/api/explore.json',
    {
      schema: {
        tags: ['explore'],
        summary: 'Schede, categorie, mappa ed etichette della pagina Esplora',
        response: replies(ExploreConfig),
      },
    },
    async (request) => ok(await exploreConfig(db, explorers.granted(request))),
  );

  app.get(
    '/api/preview-template/:type.json',
    {
      schema: {
        tags: ['explore'],
        summary: "Modello dell'anteprima di un tipo di elemento del catalogo",
        params: z.object({ type: z.string().max(60) }),
        response: replies(PreviewTemplate),
      },
    },
    async (request) => {
      const { type } = request.params;
      const template = isAssetType(type)
        ? await getTemplate(db, PreviewTemplate, PREVIEW_TEMPLATE_KIND, previewTemplateKey(type), request.env)
        : null;
      if (!template) throw notFound(M.templateNotFound(type));
      return ok(template);
    },
  );
};
