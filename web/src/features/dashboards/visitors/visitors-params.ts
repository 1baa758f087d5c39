import { DASHBOARD_GRANULARITIES, type DashboardGranularity } from '@sportello/contracts';
import { dayjs } from '../../../lib/dayjs';
import type { VisitorsParams } from '../dashboards-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isGranularity = (v: string | null): v is DashboardGranularity =>
  (DASHBOARD_GRANULARITIES as readonly string[]).includes(v ?? '');

/** The default period: the last twelve months up to today, by month. */
export function defaultParams(today = dayjs()): VisitorsParams {
  return {
    from: today.subtract(1, 'year').add(1, 'day').format('YYYY-MM-DD'),
    to: today.format('YYYY-MM-DD'),
    granularity: 'month',
    offices: [],
  };
}

/** The dashboard's choices as they stand in the address (so a reload or a link keeps them). */
export function paramsOf(search: URLSearchParams, today = dayjs()): VisitorsParams {
  const d = defaultParams(today);
  const from = search.get('from');
  const to = search.get('to');
  const granularity = search.get('granularity');
  return {
    from: from && DAY.test(from) ? from : d.from,
    to: to && DAY.test(to) ? to : d.to,
    granularity: isGranularity(granularity) ? granularity : d.granularity,
    offices: (search.get('offices') ?? '').split(',').filter(Boolean),
  };
}

/** The address's query for these choices, other parameters (__blank) kept. */
export function withParams(search: URLSearchParams, p: VisitorsParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('from', p.from);
  next.set('to', p.to);
  next.set('granularity', p.granularity);
  if (p.offices.length) next.set('offices', p.offices.join(','));
  else next.delete('offices');
  return next;
}
