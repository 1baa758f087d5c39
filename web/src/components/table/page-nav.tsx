import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import { pageLinks } from './page-links';
import { tableMessages as m } from './messages';

/**
 * The pages of a list (spec 2 §9, 3 §9): previous, the first page, up to `maxLinks` pages around
 * the current one with ellipses, the last page, next. Nothing when there is one page.
 */
export function PageNav({
  label,
  current,
  total,
  maxLinks,
  onPage,
}: {
  /** The navigation's accessible name ("Pagine dei risultati"). */
  label: string;
  current: number;
  total: number;
  maxLinks: number;
  onPage: (page: number) => void;
}) {
  if (total <= 1) return null;
  const links = pageLinks(current, total, maxLinks);
  return (
    <Box component="nav" aria-label={label}>
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
