import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppConfig, EnvironmentList, MainMenu, SwitchSiteQuery } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { requireSession } from '../../platform/auth/guards.js';
import { ok, replies } from '../../platform/http/reply.js';
import { buildAppConfig, buildMainMenu, listEnvironments, switchSiteTarget } from './shell.service.js';

const tags = ['shell'];

/** The page's frame: configuration, environments, side menu and the site switch. */
export const shellRoutes: FastifyPluginAsync<AppDeps> = async (root, { db, config }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/app-config.json',
    {
      schema: {
        tags,
        summary: 'Configurazione della pagina per l’utente collegato',
        response: replies(AppConfig),
      },
    },
    async (request) => {
      const { actor } = requireSession(request);
      return ok(await buildAppConfig(db, config, actor, request.env));
    },
  );

  app.get(
    '/api/environments.json',
    { schema: { tags, summary: 'Ambienti dell’utente', response: replies(EnvironmentList) } },
    async (request) => {
      const { actor } = requireSession(request);
      return ok(await listEnvironments(db, actor));
    },
  );

  app.get(
    '/api/main-menu.json',
    { schema: { tags, summary: 'Menu laterale', response: replies(MainMenu) } },
    async (request) => {
      const { actor } = requireSession(request);
      return ok(await buildMainMenu(db, actor, request.env));
    },
  );

  app.get(
    '/service/switch-site.jsp',
    { schema: { tags, summary: 'Passa a un altro ambiente (302)', querystring: SwitchSiteQuery } },
    async (request, reply) => {
      const { actor } = requireSession(request);
      return reply.redirect(await switchSiteTarget(db, config, actor, request.query.env), 302);
    },
  );
};
