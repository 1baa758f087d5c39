import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { ExportConfig } from '@sportello/contracts';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-error';
import { useAppScope } from '../../lib/app-scope';
import { formatDateTime } from '../../lib/dayjs';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { exportConfigQuery } from './export-api';
import { ExportModal, type ExportDone } from './export-modal';
import { exportMessages as m } from './messages';

type TabName = 'export' | 'aggregate';

// The chart library loads only with the aggregate tab.
const AggregateTab = lazy(() => import('./aggregate-tab').then((mod) => ({ default: mod.AggregateTab })));

/** The export config the profiles table passed along (router state), when it is a valid one. */
function passedConfig(state: unknown): ExportConfig | undefined {
  const raw = (state as { exportConfig?: unknown } | null)?.exportConfig;
  const parsed = raw === undefined ? undefined : ExportConfig.safeParse(raw);
  return parsed?.success ? parsed.data : undefined;
}

function ExportTab({ config }: { config: ExportConfig }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<ExportDone[]>([]);
  return (
    <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography component="h2" variant="h6">
        {m.exportTab.heading}
      </Typography>
      <Typography color="text.secondary">{m.exportTab.text}</Typography>
      <Button variant="contained" startIcon={<FileDownloadOutlined />} onClick={() => setOpen(true)}>
        {m.exportTab.open}
      </Button>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {m.exportTab.lastHeading}
      </Typography>
      {done.length === 0 ? (
        <Typography color="text.secondary">{m.exportTab.none}</Typography>
      ) : (
        <List dense disablePadding>
          {done.map((d, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText
                primary={m.exportTab.fileLine(
                  d.fileName,
                  m.size(d.bytes),
                  formatDateTime(d.at.toISOString()),
                )}
              />
            </ListItem>
          ))}
        </List>
      )}
      {open ? (
        <ExportModal
          config={config}
          onClose={() => setOpen(false)}
          onDone={(d) => {
            setDone((list) => [d, ...list]);
            setOpen(false);
          }}
        />
      ) : null}
    </Paper>
  );
}

/**
 * export-profile (spec 2 §2): the export of visitor profiles, by record or aggregated, with the back
 * link to the profiles table. The config comes with the navigation from the table, or from the server.
 */
export function ExportProfilePage() {
  const { env } = useAppScope();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const passed = passedConfig(location.state);
  const query = useQuery({ ...exportConfigQuery(env), enabled: !passed });
  const config = passed ?? query.data;
  const tab: TabName = search.get('tab') === 'aggregate' ? 'aggregate' : 'export';
  useDocumentTitle(m.page.title);

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Link
        href={paths.action(env, 'profiles')}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBack fontSize="small" />
        {m.page.back}
      </Link>
      <PageHeader title={m.page.title} subtitle={m.page.subtitle} />
      {!config ? (
        query.isError ? (
          <QueryError error={query.error} />
        ) : (
          <FullPageSpinner label={m.page.loading} compact />
        )
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_, v: TabName) =>
              setSearch(v === 'export' ? {} : { tab: v }, { replace: true, state: location.state })
            }
            aria-label={m.page.tabs}
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
          >
            <Tab value="export" label={m.page.exportTab} id="export-tab" aria-controls="export-panel" />
            <Tab
              value="aggregate"
              label={m.page.aggregateTab}
              id="aggregate-tab"
              aria-controls="aggregate-panel"
            />
          </Tabs>
          <div role="tabpanel" id={`${tab}-panel`} aria-labelledby={`${tab}-tab`}>
            {tab === 'export' ? (
              <ExportTab config={config} />
            ) : (
              <Suspense fallback={<FullPageSpinner compact />}>
                <AggregateTab config={config} />
              </Suspense>
            )}
          </div>
        </>
      )}
    </Box>
  );
}
