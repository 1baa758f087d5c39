import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { PUBLIC_API_PREFIX, PUBLIC_API_TAG } from './public-api.routes.js';

/** Where a partner's developer reads the read API in a browser, without an account. */
export const PUBLIC_API_DOCS_PATH = `${PUBLIC_API_PREFIX}/docs`;

type Spec = {
  info?: Record<string, unknown>;
  paths?: Record<string, unknown>;
  tags?: { name: string }[];
} & Record<string, unknown>;

/** The OpenAPI document of the public routes only, with the key's header as its security scheme. */
export function publicSpecification(spec: Spec): Spec {
  const paths = Object.fromEntries(
    Object.entries(spec.paths ?? {}).filter(
      ([path]) => path.startsWith(`${PUBLIC_API_PREFIX}/`) && !path.startsWith(PUBLIC_API_DOCS_PATH),
    ),
  );
  const components = (spec.components ?? {}) as Record<string, unknown>;
  return {
    ...spec,
    info: {
      title: 'Sportello — API pubblica v1',
      version: '1.0.0',
      description:
        'I contenuti pubblicati e il catalogo per i partner, con la chiave nell’intestazione X-Api-Key. / ' +
        'Published contents and the catalogue for partners, with the key in the X-Api-Key header.',
    },
    tags: [{ name: PUBLIC_API_TAG }],
    // Every public route takes the key (declared here: the back office's document knows no such scheme).
    security: [{ apiKey: [] }],
    paths,
    components: {
      ...components,
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
    },
  };
}

/**
 * GET /api/public/v1/docs: the same viewer as /api/docs (@fastify/swagger-ui, its files served by
 * us), showing only the public routes, for anyone: its routes are marked public and keyed (no
 * session, no CSRF cookie). Registered after every route, like /api/docs.
 */
export async function registerPublicApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true, keyed: true };
    });
    await scope.register(swaggerUi, {
      routePrefix: PUBLIC_API_DOCS_PATH,
      theme: { title: 'Sportello — API pubblica v1' },
      uiConfig: { deepLinking: true, docExpansion: 'list' },
      transformSpecification: (spec) => publicSpecification(spec as Spec),
    });
  });
}
