import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { TitledScrollTable } from '../../components/titled-scroll-table';
import type { TableSubRow } from '@sportello/contracts';
import { groupsMessages as m } from './messages';

const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** The group's members as the group table lists them (name, e-mail, environment, role, state). */
export function GroupMembers({ members, headingId }: { members: TableSubRow[]; headingId: string }) {
  return (
    <TitledScrollTable
      titleId={headingId}
      title={m.membersTitle}
      empty={m.noMembers}
      headers={[m.colName, m.colEmail, m.colEnv, m.colRole, m.colState]}
      count={members.length}
    >
      {members.map((u) => (
        <TableRow key={u.id}>
          <TableCell sx={{ fontWeight: 600 }}>{text(u.cells.name)}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{text(u.cells.email)}</TableCell>
          <TableCell>{text(u.cells.app)}</TableCell>
          <TableCell>{text(u.cells.role)}</TableCell>
          <TableCell>{text(u.cells.state)}</TableCell>
        </TableRow>
      ))}
    </TitledScrollTable>
  );
}
