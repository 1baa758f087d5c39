import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageNav } from './page-nav';
import { tableMessages as m } from './messages';

/**
 * "N elementi" and the pages: previous, the first page, up to `maxLinks` pages around the current
 * one with ellipses, the last page, next.
 */
export function TablePagination({
  title,
  currentPage,
  totalPages,
  totalItems,
  maxLinks,
  onPage,
}: {
  title: string;
  currentPage: number;
  totalPages: number;
  totalItems: number;
  maxLinks: number;
  onPage: (page: number) => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        mt: 2,
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
        {m.total(totalItems)}
        {totalPages > 1 ? ` · ${m.pageOf(currentPage, totalPages)}` : ''}
      </Typography>
      <PageNav
        label={m.pagination(title)}
        current={currentPage}
        total={totalPages}
        maxLinks={maxLinks}
        onPage={onPage}
      />
    </Box>
  );
}
