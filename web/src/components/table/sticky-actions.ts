import { useEffect, useState, type RefObject } from 'react';

/** The class of a table's row-actions cells (header and body). */
export const ACTIONS_CELL = 'table-actions';

/**
 * The row menu stays in reach when a narrow screen (the desk's 1024 px) scrolls a table sideways:
 * the actions column sticks to the right edge, above the cells that pass under it. Spread into the
 * Table's sx, and set `data-overflow` on it from useOverflowX for the hairline on its left.
 */
export const stickyActionsSx = {
  [`& td.${ACTIONS_CELL}, & th.${ACTIONS_CELL}`]: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    px: 0.5,
    bgcolor: 'background.paper',
  },
  // When the table scrolls sideways, a hairline on its left: rows pass under it, not cut.
  [`&[data-overflow="true"] td.${ACTIONS_CELL}, &[data-overflow="true"] th.${ACTIONS_CELL}`]: {
    boxShadow: 'inset 1px 0 0 #dde3e6',
  },
  [`& th.${ACTIONS_CELL}`]: { bgcolor: '#eef2f3' },
  [`& > tbody > tr:hover > td.${ACTIONS_CELL}`]: {
    backgroundImage: 'linear-gradient(rgba(0, 0, 0, 0.04), rgba(0, 0, 0, 0.04))',
  },
} as const;

/** Whether the element's content is wider than the element (it scrolls sideways). */
export function useOverflowX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflow, setOverflow] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflow(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflow;
}
