import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import { pageLinks } from '../../../components/table/page-links';
import { exploreMessages as m } from '../messages';

const AROUND = 3;

/** The pages of the results: previous, the first and last pages with ellipses between, next (spec 2 §9). */
export function ResultsPagination({
  current,
  total,
  onPage,
}: {
  current: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (total <= 1) return null;
  const links = pageLinks(current, total, AROUND);
  return (
    <Box component="nav" aria-label={m.pagination}>
      <Box
        component="ul"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.25, listStyle: 'none', p: 0, m: 0 }}
      >
        <li>
          <PaginationItem
            type="previous"
            disabled={current <= 1}
            onClick={() => onPage(current - 1)}
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
                selected={link === current}
                aria-current={link === current ? 'page' : undefined}
                aria-label={m.page(link)}
                onClick={() => onPage(link)}
              />
            </li>
          ),
        )}
        <li>
          <PaginationItem
            type="next"
            disabled={current >= total}
            onClick={() => onPage(current + 1)}
            aria-label={m.next}
          />
        </li>
      </Box>
    </Box>
  );
}
