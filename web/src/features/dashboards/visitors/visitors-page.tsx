import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { VISITOR_CHARTS, type VisitorsReport } from '@sportello/contracts';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api';
import { useAppScope } from '../../../lib/app-scope';
import { formatDate } from '../../../lib/dayjs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { visitorsQuery } from '../dashboards-api';
import { dashboardMessages } from '../messages';
import { ChartCard } from './chart-card';
import { formatChange, formatCount } from './format';
import { paramsOf, withParams } from './visitors-params';
import { VisitorsToolbar } from './visitors-toolbar';

const M = dashboardMessages.visitors;

function Total({ label, now, before }: { label: string; now: number; before: number }) {
  const change = formatChange(now, before);
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 180 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 600 }}>{formatCount(now)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {M.lastYear(formatCount(before))}
        {change ? ` · ${change}` : ''}
      </Typography>
    </Paper>
  );
}

function Report({ data, params }: { data: VisitorsReport; params: ReturnType<typeof paramsOf> }) {
  const empty = data.totals.current.profiles === 0 && data.totals.lastYear.profiles === 0;
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {M.comparedTo(formatDate(data.lastYearFrom), formatDate(data.lastYearTo))}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Total label={M.profiles} now={data.totals.current.profiles} before={data.totals.lastYear.profiles} />
        <Total label={M.people} now={data.totals.current.people} before={data.totals.lastYear.people} />
      </Box>
      {empty ? (
        <Alert severity="info">{M.empty}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {VISITOR_CHARTS.filter((c) => c !== 'ufficio' || data.canCompare).map((chart) => (
            <Box key={chart} sx={chart === 'periodo' ? { gridColumn: '1 / -1' } : undefined}>
              <ChartCard
                chart={chart}
                rows={data.charts[chart]}
                params={params}
                ranked={chart !== 'periodo' && chart !== 'profilo_numero_persone'}
              />
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

/**
 * The built-in Visitors dashboard (issue 37): a page of the app that the dashboard route frames
 * (its header is the section the dashboard template hides there). The choices live in the address.
 */
export function VisitorsDashboardPage() {
  const { env } = useAppScope();
  useDocumentTitle(M.title);
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search);
  const report = useQuery(visitorsQuery(env, params));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box data-dashboard-section="header">
        <PageHeader title={M.title} subtitle={M.subtitle} />
      </Box>
      <VisitorsToolbar
        params={params}
        onChange={(p) => setSearch(withParams(search, p), { replace: true })}
        offices={report.data?.offices ?? []}
        canCompare={report.data?.canCompare ?? false}
      />
      <Box sx={{ height: 4 }}>{report.isFetching && !report.isPending ? <LinearProgress /> : null}</Box>
      {report.isPending ? (
        <Skeleton variant="rounded" height={360} />
      ) : report.isError ? (
        isApiError(report.error) && report.error.status === 400 ? (
          // A period the server refuses (over a year): its reason, and the picker above to fix it.
          <Alert severity="warning">{report.error.message}</Alert>
        ) : (
          <QueryError error={report.error} />
        )
      ) : (
        <Report data={report.data} params={params} />
      )}
    </Box>
  );
}
