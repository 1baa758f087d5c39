import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardView } from '@sportello/contracts';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-error';
import { useAppScope } from '../../lib/app-scope';
import { useDocumentTitle } from '../../lib/use-document-title';
import { dashboardViewQuery } from './dashboards-api';
import { keepFrameTidy } from './frame-sections';
import { dashboardMessages as M } from './messages';

type Dashboard = DashboardView['dashboards'][number];

function DashboardFrame({ d, view }: { d: Dashboard; view: DashboardView }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!frame || !d.sameOrigin) return;
    return keepFrameTidy(frame, view.hiddenSections, view.slugLabels);
  }, [d.sameOrigin, view.hiddenSections, view.slugLabels]);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`dashboard-${d.key}`}
      sx={{ overflow: 'hidden' }}
    >
      <Box
        sx={{
          px: 2,
          py: 1.5,
          display: 'flex',
          gap: 1,
          alignItems: 'baseline',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={`dashboard-${d.key}`} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {d.title}
        </Typography>
        {d.sameOrigin ? null : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {M.external}
          </Typography>
        )}
      </Box>
      <Box
        component="iframe"
        ref={ref}
        src={d.url}
        title={M.frameTitle(d.title)}
        data-dashboard={d.key}
        // An external dashboard runs in a sandbox of its own origin; ours is the app itself.
        {...(d.sameOrigin ? {} : { sandbox: 'allow-scripts allow-same-origin allow-popups allow-forms' })}
        referrerPolicy="strict-origin-when-cross-origin"
        sx={{ display: 'block', width: '100%', height: d.height, border: 0 }}
      />
    </Paper>
  );
}

/**
 * The dashboard route (spec 3 §2 "Dashboard"): one frame per dashboard the template gives the
 * user's role, in the template's order.
 */
export function DashboardPage() {
  const { env } = useAppScope();
  useDocumentTitle(M.title);
  const view = useQuery(dashboardViewQuery(env));
  return (
    <Box>
      <PageHeader title={M.title} />
      {view.isPending ? (
        <Skeleton variant="rounded" height={400} />
      ) : view.isError ? (
        <QueryError error={view.error} />
      ) : view.data.dashboards.length === 0 ? (
        <Alert severity="info">{M.none}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {view.data.dashboards.map((d) => (
            <DashboardFrame key={d.key} d={d} view={view.data} />
          ))}
        </Box>
      )}
    </Box>
  );
}
