import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import { CONTENT_RANGE_KEYS, CONTENT_SEARCH_KEY, type ContentListReply } from '@sportello/contracts';
import { DateRangeField } from '../../../components/date-range-field';
import { dayjs } from '../../../lib/dayjs';
import { ContentSearchBox } from './content-search-box';
import { listMessages as m } from './messages';
import { OrderMenu, ReplyFilterMenu } from './reply-filters';

const DAY = 'YYYY-MM-DD';
const dayOf = (text: string) => {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null;
  return d && d.isValid() ? d : null;
};

/** The criteria that narrow the list (the order does not). */
const NARROWING = [
  'contentProperty',
  'contentType',
  'contentStatus',
  'contentUpdates',
  'api',
  CONTENT_SEARCH_KEY,
  CONTENT_RANGE_KEYS.from,
  CONTENT_RANGE_KEYS.to,
];

/**
 * The list's header (spec 1 §2): the search box, the creation-date range (no future days), the
 * reply's filters (property, type, status, updates; API for reviewers), the order and the count.
 */
export function ContentListToolbar({
  reply,
  values,
  update,
}: {
  reply: ContentListReply;
  values: Record<string, string>;
  update: (changes: Record<string, string | null>) => void;
}) {
  const { filters, rangePicker, searchBar } = reply;
  const narrowed = NARROWING.some((k) => values[k]);
  const from = dayOf(values[rangePicker.from] ?? '');
  const to = dayOf(values[rangePicker.to] ?? '');

  return (
    <Box component="section" aria-label={m.filters} sx={{ display: 'grid', gap: 1.5, mb: 1 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <ContentSearchBox
          value={values[searchBar.name] ?? ''}
          label={searchBar.label}
          placeholder={searchBar.placeholder}
          onSearch={(text) => update({ [searchBar.name]: text })}
        />
        <Box sx={{ flex: '0 1 300px' }}>
          <DateRangeField
            label={rangePicker.label}
            value={{ from, to }}
            disableFuture
            fullWidth
            placeholder={`${rangePicker.labels.from} – ${rangePicker.labels.to}`}
            onChange={(range) =>
              update({
                [rangePicker.from]: range.from ? range.from.format(DAY) : null,
                [rangePicker.to]: range.to ? range.to.format(DAY) : null,
              })
            }
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ReplyFilterMenu
          name="contentProperty"
          filter={filters.property}
          onChange={(v) => update({ contentProperty: v })}
        />
        <ReplyFilterMenu
          name="contentType"
          filter={filters.type}
          onChange={(v) => update({ contentType: v })}
        />
        <ReplyFilterMenu
          name="contentStatus"
          filter={filters.status}
          onChange={(v) => update({ contentStatus: v })}
        />
        <ReplyFilterMenu
          name="contentUpdates"
          filter={filters.updates}
          onChange={(v) => update({ contentUpdates: v })}
        />
        {filters.api ? (
          <ReplyFilterMenu name="api" filter={filters.api} onChange={(v) => update({ api: v })} />
        ) : null}
        {narrowed ? (
          <Button
            color="inherit"
            startIcon={<FilterAltOffOutlined aria-hidden />}
            onClick={() => update(Object.fromEntries(NARROWING.map((k) => [k, null])))}
          >
            {m.clearFilters}
          </Button>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
        <Typography variant="body2" role="status" sx={{ fontWeight: 600, whiteSpace: 'nowrap', mr: 'auto' }}>
          {m.results(reply.totalCount, reply.totalCountCapped)}
        </Typography>
        <OrderMenu order={filters.order} onChange={(v) => update({ contentOrder: v })} />
      </Box>
    </Box>
  );
}
