import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TableSubRow } from '@sportello/contracts';
import { messages } from '../../lib/messages';

const m = messages.groups;
const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** The group's members as the group table lists them (name, e-mail, environment, role, state). */
export function GroupMembers({ members, headingId }: { members: TableSubRow[]; headingId: string }) {
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {m.membersTitle}
      </Typography>
      {members.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {m.noMembers}
        </Typography>
      ) : (
        <TableContainer
          tabIndex={0}
          aria-labelledby={headingId}
          sx={{ maxHeight: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{m.colName}</TableCell>
                <TableCell>{m.colEmail}</TableCell>
                <TableCell>{m.colEnv}</TableCell>
                <TableCell>{m.colRole}</TableCell>
                <TableCell>{m.colState}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((u) => (
                <TableRow key={u.id}>
                  <TableCell sx={{ fontWeight: 600 }}>{text(u.cells.name)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{text(u.cells.email)}</TableCell>
                  <TableCell>{text(u.cells.app)}</TableCell>
                  <TableCell>{text(u.cells.role)}</TableCell>
                  <TableCell>{text(u.cells.state)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
