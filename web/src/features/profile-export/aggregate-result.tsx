import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AggregateResult } from '@sportello/contracts';
import { exportMessages as m } from './messages';

/** Bars drawn at most: beyond these the chart stops being readable (the table keeps them all). */
const CHART_MAX = 20;
const number = (n: number) => n.toLocaleString('it-IT');

type Column = AggregateResult['columns'][number];
type Row = AggregateResult['rows'][number];

/** The grouped dimensions' columns (the counts have columns of their own in the table). */
const dimensionsOf = (result: AggregateResult): Column[] =>
  result.columns.filter((c) => (result.aggregate as string[]).includes(c.key));

const cellOf = (row: Row, c: Column) => row.labels[c.key] ?? row.keys[c.key] ?? '—';
const labelOf = (columns: Column[], row: Row) =>
  columns.map((c) => cellOf(row, c)).join(' · ') || m.aggregate.total;

/** The counts of the aggregate: every row in a table, the largest in a bar chart. */
export function AggregateResultView({
  result,
  labels,
}: {
  result: AggregateResult;
  labels: Record<string, string>;
}) {
  const theme = useTheme();
  const profilesLabel = labels.profiles ?? m.aggregate.profiles;
  const peopleLabel = labels.people ?? m.aggregate.people;
  const totalLabel = labels.total ?? m.aggregate.total;
  const columns = dimensionsOf(result);
  // Months read in time order; any other grouping reads best from the largest count down.
  const rows = result.aggregate.includes('mese')
    ? result.rows
    : [...result.rows].sort((a, b) => b.profiles - a.profiles);
  const bars = (rows.length > CHART_MAX ? [...rows].sort((a, b) => b.profiles - a.profiles) : rows)
    .slice(0, CHART_MAX)
    .map((row) => ({ name: labelOf(columns, row), profiles: row.profiles, people: row.people }));
  // Few bars keep their labels level; many lean them so each stays readable.
  const lean = bars.length > 6;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        component="figure"
        sx={{ m: 0, display: 'grid', gap: 1 }}
        aria-labelledby="aggregate-chart-caption"
      >
        <Typography
          id="aggregate-chart-caption"
          component="figcaption"
          variant="subtitle1"
          sx={{ fontWeight: 600 }}
        >
          {m.aggregate.chart}
        </Typography>
        <Box
          role="img"
          aria-label={`${m.aggregate.chart}: ${m.aggregate.chartSummary(bars.length)}`}
          data-testid="aggregate-chart"
          sx={{ width: '100%', height: 320 }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={bars} margin={{ top: 8, right: 16, bottom: lean ? 48 : 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="name"
                interval={0}
                angle={lean ? -30 : 0}
                textAnchor={lean ? 'end' : 'middle'}
                height={lean ? 64 : 32}
                tick={{ fontSize: 12 }}
              />
              <YAxis allowDecimals={false} tickFormatter={number} width={64} />
              <Tooltip formatter={(v) => number(Number(v))} />
              <Legend verticalAlign="top" />
              <Bar
                dataKey="profiles"
                name={profilesLabel}
                fill={theme.palette.primary.main}
                isAnimationActive={false}
              />
              <Bar
                dataKey="people"
                name={peopleLabel}
                fill={theme.palette.secondary.main}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </Box>
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={m.aggregate.tableCaption}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key}>{c.label}</TableCell>
              ))}
              <TableCell align="right">{profilesLabel}</TableCell>
              <TableCell align="right">{peopleLabel}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={i} hover>
                {columns.map((c) => (
                  <TableCell key={c.key}>{cellOf(row, c)}</TableCell>
                ))}
                <TableCell align="right">{number(row.profiles)}</TableCell>
                <TableCell align="right">{number(row.people)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell
                colSpan={Math.max(1, columns.length)}
                sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}
              >
                {totalLabel}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}>
                {number(result.totals.profiles)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}>
                {number(result.totals.people)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Box>
  );
}
