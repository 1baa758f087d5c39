import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/**
 * A small titled table inside a dialog (a user's groups, a group's members): it scrolls beyond
 * 200 px (spec 3 §9) and takes the keyboard so the scrolled rows can be read; `empty` when no rows.
 */
export function TitledScrollTable(props: {
  titleId: string;
  title: string;
  empty: string;
  headers: string[];
  count: number;
  /** The body's rows. */
  children: ReactNode;
}) {
  const { titleId, title, empty, headers, count, children } = props;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {count === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {empty}
        </Typography>
      ) : (
        <TableContainer
          tabIndex={0}
          aria-labelledby={titleId}
          sx={{ maxHeight: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                {headers.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
