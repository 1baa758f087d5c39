import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { messages } from '../../lib/messages';
import { pageLinks } from './page-links';

const m = messages.table;

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
  const links = pageLinks(currentPage, totalPages, maxLinks);
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
      {totalPages > 1 ? (
        <Box component="nav" aria-label={m.pagination(title)}>
          <Box
            component="ul"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.25, listStyle: 'none', p: 0, m: 0 }}
          >
            <li>
              <PaginationItem
                type="previous"
                disabled={currentPage <= 1}
                onClick={() => onPage(currentPage - 1)}
                aria-label={m.previous}
              />
            </li>
            {links.map((link, i) =>
              link === 'gap' ? (
                <li key={`gap-${i}`}>
                  <PaginationItem type="start-ellipsis" />
                </li>
              ) : (
                <li key={link}>
                  <PaginationItem
                    type="page"
                    page={link}
                    color="primary"
                    selected={link === currentPage}
                    aria-current={link === currentPage ? 'page' : undefined}
                    aria-label={m.page(link)}
                    onClick={() => onPage(link)}
                  />
                </li>
              ),
            )}
            <li>
              <PaginationItem
                type="next"
                disabled={currentPage >= totalPages}
                onClick={() => onPage(currentPage + 1)}
                aria-label={m.next}
              />
            </li>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
