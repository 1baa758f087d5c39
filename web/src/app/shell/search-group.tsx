import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';

/**
 * A group of results as ARIA expects inside a listbox: role="group" named by its header, with the
 * options as its direct accessible children (MUI's default nests a bare <ul> in an <li>, which
 * screen readers cannot announce as a list of choices).
 */
export function SearchGroupView({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const headerId = `search-group-${id}`;
  return (
    <li role="group" aria-labelledby={headerId}>
      <ListSubheader id={headerId} component="div" sx={{ top: -8, lineHeight: '32px', fontWeight: 600 }}>
        {label}
      </ListSubheader>
      <Box component="ul" role="presentation" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {children}
      </Box>
    </li>
  );
}
