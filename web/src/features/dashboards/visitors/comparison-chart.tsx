import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { VisitorRow } from '@sportello/contracts';
import { dashboardMessages } from '../messages';
import { formatCount } from './format';

const M = dashboardMessages.visitors;
/** Bars drawn at most in a ranking: the table keeps them all. */
const RANKED_MAX = 15;

/**
 * This period beside last year's, as bars: a time line left to right, a ranking (nationalities,
 * regions, offices) top to bottom, the largest first. The same library as the export's aggregate.
 */
export function ComparisonChart({
  title,
  rows,
  ranked,
}: {
  title: string;
  rows: VisitorRow[];
  ranked: boolean;
}) {
  const theme = useTheme();
  const data = (ranked ? rows.slice(0, RANKED_MAX) : rows).map((r) => ({
    name: r.label,
    current: r.current.profiles,
    lastYear: r.lastYear.profiles,
  }));
  const height = ranked ? Math.max(200, data.length * 34 + 60) : 300;
  const lean = !ranked && data.length > 8;
  return (
    <Box role="img" aria-label={M.chartSummary(title, rows.length)} sx={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout={ranked ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 16, bottom: lean ? 40 : 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={!ranked} vertical={ranked} />
          {ranked ? (
            <>
              <XAxis type="number" allowDecimals={false} tickFormatter={formatCount} />
              <YAxis type="category" dataKey="name" width={140} tick={{ fontSize: 12 }} interval={0} />
            </>
          ) : (
            <>
              <XAxis
                dataKey="name"
                tick={{ fontSize: 12 }}
                angle={lean ? -35 : 0}
                textAnchor={lean ? 'end' : 'middle'}
                height={lean ? 64 : 32}
              />
              <YAxis allowDecimals={false} tickFormatter={formatCount} width={56} />
            </>
          )}
          <Tooltip formatter={(v) => formatCount(Number(v))} />
          <Legend
            verticalAlign="top"
            formatter={(value) => <span style={{ color: theme.palette.text.primary }}>{value}</span>}
          />
          <Bar
            dataKey="current"
            name={M.profiles}
            fill={theme.palette.primary.main}
            isAnimationActive={false}
          />
          <Bar
            dataKey="lastYear"
            name={M.lastYear(M.profiles)}
            fill={theme.palette.grey[500]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
