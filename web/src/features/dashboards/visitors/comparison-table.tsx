import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { VisitorRow } from '@sportello/contracts';
import { dashboardMessages } from '../messages';
import { formatChange, formatCount } from './format';

const M = dashboardMessages.visitors;

/** A chart's figures as a table: this period and last year's, profiles and people, and the change. */
export function ComparisonTable({ title, rows }: { title: string; rows: VisitorRow[] }) {
  return (
    <TableContainer tabIndex={0} sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{title}</TableCell>
            <TableCell align="right">{M.profiles}</TableCell>
            <TableCell align="right">{M.lastYear(M.profiles)}</TableCell>
            <TableCell align="right">{M.change}</TableCell>
            <TableCell align="right">{M.people}</TableCell>
            <TableCell align="right">{M.lastYear(M.people)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={String(r.key)} hover>
              <TableCell component="th" scope="row">
                {r.label}
              </TableCell>
              <TableCell align="right">{formatCount(r.current.profiles)}</TableCell>
              <TableCell align="right">{formatCount(r.lastYear.profiles)}</TableCell>
              <TableCell align="right">
                {formatChange(r.current.profiles, r.lastYear.profiles) ?? M.noChange}
              </TableCell>
              <TableCell align="right">{formatCount(r.current.people)}</TableCell>
              <TableCell align="right">{formatCount(r.lastYear.people)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
