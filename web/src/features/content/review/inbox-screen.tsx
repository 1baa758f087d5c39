import type { KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InboxItem, InboxReply } from '@sportello/contracts';
import { EmptyState } from '../../../components/empty-state';
import { visuallyHidden } from '../../../components/table/table-cells';
import { useAppScope } from '../../../lib/app-scope';
import { useDebounced } from '../../../lib/use-debounced';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { contentPaths } from '../list/content-paths';
import { LangChips } from '../list/lang-chips';
import { ListError } from '../list/list-error';
import { Thumbnail } from '../list/content-row';
import { reviewMessages as m } from './messages';
import { inboxQuery } from './review-api';

const FILTERS = ['type', 'group', 'lang', 'assigned', 'order'] as const;
type FilterKey = (typeof FILTERS)[number];

function InboxRow({ item, onOpen }: { item: InboxItem; onOpen: (item: InboxItem) => void }) {
  const key = (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onOpen(item);
    }
  };
  return (
    <TableRow
      hover
      tabIndex={0}
      onClick={() => onOpen(item)}
      onKeyDown={key}
      sx={{ cursor: 'pointer' }}
      aria-label={m.openReview(item.name)}
    >
      <TableCell sx={{ width: 96, py: 1, pr: 0 }}>
        <Thumbnail image={item.image} />
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <Typography component="span" sx={{ fontWeight: 700, color: 'primary.dark', display: 'block' }}>
          {item.name}
        </Typography>
        {item.reviewer ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {m.reviewerIs(item.reviewer)}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>{item.type}</TableCell>
      <TableCell>{item.group?.name ?? '—'}</TableCell>
      <TableCell>{item.author.name}</TableCell>
      <TableCell>
        <LangChips langs={item.langs} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={item.submittedAt}>{item.waiting}</time>
      </TableCell>
    </TableRow>
  );
}

/**
 * The reviewer's inbox (content/review without an id): every content waiting for validation, the
 * oldest first, with type, office, author, languages and how long it has waited; filters and the
 * page live in the address.
 */
export function InboxScreen() {
  const { env } = useAppScope();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const debounced = useDebounced(search, 300);
  // Only what is chosen goes to the server (an empty value is "all", the server's default).
  const query: Record<string, string> = { page: params.get('page') ?? '1' };
  if (debounced) query.search = debounced;
  for (const f of FILTERS) if (params.get(f)) query[f] = params.get(f)!;
  const inbox = useQuery({ ...inboxQuery(env, query), placeholderData: keepPreviousData });
  const reply: InboxReply | undefined = inbox.data;
  useDocumentTitle(reply?.labels.title ?? m.inboxTitle);

  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  const open = (item: InboxItem) => void navigate(contentPaths.review(env, item.id, item.vt));

  if (inbox.isError) return <ListError error={inbox.error} />;

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {reply?.labels.title ?? m.inboxTitle}
        </Typography>
        {reply ? (
          <Typography sx={{ color: 'text.secondary' }} role="status">
            {m.inboxCount(reply.count)}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <TextField
          size="small"
          label={reply?.labels.search ?? m.search}
          value={search}
          onChange={(e) => set('search', e.target.value)}
          sx={{ minWidth: 200 }}
        />
        {reply
          ? FILTERS.map((key: FilterKey) => {
              const f = reply.filters[key];
              return (
                <TextField
                  key={key}
                  select
                  size="small"
                  label={f.label}
                  value={params.get(key) ?? f.selected}
                  onChange={(e) => set(key, e.target.value)}
                  // "Tutti" (the empty value) shows as a choice, not as an empty field.
                  slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                  sx={{ minWidth: 140 }}
                >
                  {f.data.map((o) => (
                    <MenuItem key={o.value} value={o.value}>
                      {o.label}
                    </MenuItem>
                  ))}
                </TextField>
              );
            })
          : null}
      </Box>
      {!reply ? (
        <Box role="status" aria-busy="true" aria-label={m.inboxLoading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={88} />
          ))}
        </Box>
      ) : reply.elements.length === 0 ? (
        <EmptyState title={reply.labels.empty || m.inboxEmpty} />
      ) : (
        <>
          <TableContainer
            component={Paper}
            variant="outlined"
            sx={{ opacity: inbox.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table aria-label={reply.labels.title}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <span style={visuallyHidden}>{m.image}</span>
                  </TableCell>
                  <TableCell>{m.columns.name}</TableCell>
                  <TableCell>{m.columns.type}</TableCell>
                  <TableCell>{m.columns.office}</TableCell>
                  <TableCell>{m.columns.author}</TableCell>
                  <TableCell>{m.columns.langs}</TableCell>
                  <TableCell>{m.columns.waiting}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {reply.elements.map((item) => (
                  <InboxRow key={item.id} item={item} onOpen={open} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {reply.totalPages > 1 ? (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={reply.totalPages}
              page={reply.currentPage}
              siblingCount={1}
              onChange={(_, page) => set('page', String(page))}
            />
          ) : null}
        </>
      )}
    </>
  );
}
