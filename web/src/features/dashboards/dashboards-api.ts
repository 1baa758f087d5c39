import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DashboardView, VisitorChart, VisitorsReport } from '@sportello/contracts';
import { api, apiDownload } from '../../lib/api';

export interface VisitorsParams {
  from: string;
  to: string;
  granularity: VisitorsReport['granularity'];
  offices: string[];
}

/** The dashboard template for this user (GET /api/dashboard/template, spec 3 §7). */
export const dashboardViewQuery = (env: string) =>
  queryOptions({
    queryKey: ['dashboard', 'template', env] as const,
    queryFn: ({ signal }) => api<DashboardView>('/api/dashboard/template', { signal }),
  });

const queryOf = (p: VisitorsParams) => ({
  from: p.from,
  to: p.to,
  granularity: p.granularity,
  offices: p.offices.join(','),
});

/** The Visitors dashboard's figures (GET /api/dashboard/visitors). */
export const visitorsQuery = (env: string, p: VisitorsParams) =>
  queryOptions({
    queryKey: ['dashboard', 'visitors', env, p] as const,
    queryFn: ({ signal }) => api<VisitorsReport>('/api/dashboard/visitors', { query: queryOf(p), signal }),
    placeholderData: keepPreviousData,
  });

/** One chart as CSV, written by the server with the exports' CSV writer. */
export const downloadVisitorsCsv = (p: VisitorsParams, chart: VisitorChart) =>
  apiDownload('/api/dashboard/visitors/csv', {
    query: { ...queryOf(p), chart },
    defaultName: `visitatori-${chart}.csv`,
  });
