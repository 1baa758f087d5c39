import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import SortIcon from '@mui/icons-material/Sort';
import type { ContentFilterOptions, TableFilter } from '@sportello/contracts';
import { FilterMenu } from '../../../components/table/filter-menu';

/** Options listed before "Mostra tutti": every status and most type lists fit at once. */
const SHOWN_OPTIONS = 8;

/**
 * One of the reply's filters (property, type, status …) as the tables' filter button: its "all"
 * option (value '') is the button's "Tutti".
 */
export function ReplyFilterMenu({
  name,
  filter,
  onChange,
}: {
  /** The query key. */
  name: string;
  filter: ContentFilterOptions;
  onChange: (value: string) => void;
}) {
  const table: TableFilter = {
    name,
    label: filter.label,
    options: filter.data.filter((o) => o.value !== ''),
    hideTreshold: SHOWN_OPTIONS,
  };
  return <FilterMenu filter={table} value={filter.selected || null} onChange={(v) => onChange(v ?? '')} />;
}

/** The order (always one of its options, no "all"): a button with a menu of the orders. */
export function OrderMenu({
  order,
  onChange,
}: {
  order: ContentFilterOptions;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const chosen = order.data.find((o) => o.value === order.selected) ?? order.data[0];
  const open = !!anchor;
  return (
    <>
      <Button
        id={`${id}-button`}
        variant="text"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? `${id}-menu` : undefined}
        startIcon={<SortIcon aria-hidden />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}
      >
        {order.label}:{' '}
        <Box component="span" sx={{ fontWeight: 700, ml: 0.5 }}>
          {chosen?.label}
        </Box>
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': `${id}-button`, dense: true },
          paper: { sx: { maxWidth: 450 } },
        }}
      >
        {order.data.map((o) => {
          const selected = o.value === chosen?.value;
          return (
            <MenuItem
              key={o.value}
              selected={selected}
              aria-checked={selected}
              role="menuitemradio"
              onClick={() => {
                setAnchor(null);
                if (!selected) onChange(o.value);
              }}
            >
              <ListItemIcon>{selected ? <Check fontSize="small" color="primary" /> : null}</ListItemIcon>
              <ListItemText>{o.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
