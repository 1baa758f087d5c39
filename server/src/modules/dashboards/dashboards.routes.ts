import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_MESSAGES as M,
  DashboardQuery,
  DashboardView,
  VisitorsCsvQuery,
  VisitorsReport,
} from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import type { AppDeps } from '../../platform/deps.js';
import { forbidden } from '../../platform/http/errors.js';
import { ok, replies } from '../../platform/http/reply.js';
import { requireDashboardUser, viewerOf } from './dashboards.access.js';
import * as dashboards from './dashboards.service.js';
import * as visitors from './visitors.service.js';

const tags = ['dashboard'];
const users = accessRule(requireDashboardUser);

/**
 * The dashboard page's template (spec 3 §7 "Dashboard template") and the built-in Visitors
 * dashboard's figures and CSV files (issue 37). The figures need the template to give the user the
 * dashboard, and are scoped to the offices the user may read.
 */
export const dashboardsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.addHook('preValidation', users.preValidation);

  const visitorViewer = accessRule(async (request) => {
    const ctx = users.granted(request);
    const viewer = viewerOf(ctx);
    if (!viewer || !(await dashboards.seesDashboard(db, ctx, 'visitors'))) throw forbidden(M.forbidden);
    return viewer;
  });

  app.get(
    '/api/dashboard/template',
    { schema: { tags, summary: 'Template della dashboard', response: replies(DashboardView) } },
    async (request) => ok(await dashboards.dashboardView(db, users.granted(request))),
  );

  app.get(
    '/api/dashboard/visitors',
    {
      preValidation: visitorViewer.preValidation,
      schema: {
        tags,
        summary: 'Visitatori: per periodo e per dimensione, con lo stesso periodo dell’anno prima',
        querystring: DashboardQuery,
        response: replies(VisitorsReport),
      },
    },
    async (request) => ok(await visitors.visitorsReport(db, visitorViewer.granted(request), request.query)),
  );

  app.get(
    '/api/dashboard/visitors/csv',
    {
      preValidation: visitorViewer.preValidation,
      schema: { tags, summary: 'Visitatori: un grafico come file CSV', querystring: VisitorsCsvQuery },
    },
    async (request, reply) => {
      const file = await visitors.visitorsCsv(db, visitorViewer.granted(request), request.query);
      return reply
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(file.body);
    },
  );
};
