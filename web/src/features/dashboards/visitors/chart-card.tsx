import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { VisitorChart, VisitorRow } from '@sportello/contracts';
import { isApiError, saveBlob } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { downloadVisitorsCsv, type VisitorsParams } from '../dashboards-api';
import { dashboardMessages } from '../messages';
import { ComparisonChart } from './comparison-chart';
import { ComparisonTable } from './comparison-table';

const M = dashboardMessages.visitors;

/** One chart of the Visitors dashboard: as bars or as a table, and its CSV. */
export function ChartCard({
  chart,
  rows,
  params,
  ranked,
}: {
  chart: VisitorChart;
  rows: VisitorRow[];
  params: VisitorsParams;
  ranked: boolean;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [busy, setBusy] = useState(false);
  const title = M.charts[chart];
  const id = `chart-${chart}`;
  const empty = rows.every((r) => r.current.profiles === 0 && r.lastYear.profiles === 0);
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadVisitorsCsv(params, chart);
      saveBlob(file.blob, file.fileName);
    } catch (e) {
      if (!isApiError(e)) notify({ message: M.csvError, severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', flex: 1, minWidth: 160 }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, v: 'chart' | 'table' | null) => v && setView(v)}
          aria-label={M.view(title)}
        >
          <ToggleButton value="chart">{M.chartView}</ToggleButton>
          <ToggleButton value="table">{M.tableView}</ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void download()}
          disabled={busy}
          aria-label={M.csvOf(title)}
        >
          {M.csv}
        </Button>
      </Box>
      {empty ? (
        <Typography sx={{ color: 'text.secondary', py: 3 }}>{M.emptyChart}</Typography>
      ) : view === 'chart' ? (
        <ComparisonChart title={title} rows={rows} ranked={ranked} />
      ) : (
        <ComparisonTable title={title} rows={rows} />
      )}
    </Paper>
  );
}
