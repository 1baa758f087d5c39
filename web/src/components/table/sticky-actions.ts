import { useEffect, useState, type RefObject } from 'react';

/** The class of a table's row-actions cells (header and body). */
export const ACTIONS_CELL = 'table-actions';

/** The CSS variable (on the scroll area) that holds the sticky actions column's width. */
const ACTIONS_WIDTH = '--table-actions-width';

/**
 * The row menu stays in reach when a narrow screen (the desk's 1024 px) scrolls a table sideways:
 * the actions column sticks to the right edge, above the cells that pass under it. Spread into the
 * Table's sx, and set `data-overflow` on it from useOverflowX for the hairline on its left.
 *
 * So that the column covers nothing where a table can fit: the column takes the width of its
 * buttons and no more, and below 1536 px every cell's side padding is compact (8 px), which lets the
 * desk's tables fit at 1366 and 1024 px instead of scrolling sideways under the column. A cell that
 * sets its own padding with `'&&'` keeps it.
 */
export const stickyActionsSx = {
  '@media (max-width: 1535.95px)': {
    '& > thead > tr > th, & > tbody > tr > td': { px: 1 },
  },
  [`& td.${ACTIONS_CELL}, & th.${ACTIONS_CELL}`]: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    px: 0.5,
    width: '1%',
    whiteSpace: 'nowrap',
    bgcolor: 'background.paper',
  },
  // When the table scrolls sideways, a hairline and a soft shadow on its left: rows pass under it, not cut.
  [`&[data-overflow="true"] td.${ACTIONS_CELL}, &[data-overflow="true"] th.${ACTIONS_CELL}`]: {
    boxShadow: 'inset 1px 0 0 #dde3e6, -6px 0 8px -6px rgba(0, 0, 0, 0.18)',
  },
  [`& th.${ACTIONS_CELL}`]: { bgcolor: '#eef2f3' },
  [`& > tbody > tr:hover > td.${ACTIONS_CELL}`]: {
    backgroundImage: 'linear-gradient(rgba(0, 0, 0, 0.04), rgba(0, 0, 0, 0.04))',
  },
} as const;

/**
 * The scroll area's sx: it reserves the sticky column's width at its right edge, so a cell reached
 * by keyboard (or scrolled into view) stops left of the column instead of under it.
 */
export const stickyScrollSx = { scrollPaddingInlineEnd: `var(${ACTIONS_WIDTH}, 0px)` } as const;

/**
 * Whether the element's content is wider than the element (it scrolls sideways); keeps the sticky
 * actions column's width in the element's `--table-actions-width` (stickyScrollSx).
 */
export function useOverflowX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflow, setOverflow] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => {
      setOverflow(el.scrollWidth > el.clientWidth + 1);
      const actions = el.querySelector<HTMLElement>(`th.${ACTIONS_CELL}, td.${ACTIONS_CELL}`);
      el.style.setProperty(ACTIONS_WIDTH, `${actions ? actions.offsetWidth : 0}px`);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflow;
}
