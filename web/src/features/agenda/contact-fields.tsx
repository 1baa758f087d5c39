import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import type { AgendaOperator, UserDataField, UserDataInfo } from '@sportello/contracts';
import { agendaMessages as m } from './messages';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The modal's fields (spec "User data modal" fields[]): label and text, a mailto:, tel: or external link. */
export function ContactFields({ fields }: { fields: UserDataField[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, columnGap: 2 }}
    >
      {fields.map((f) => (
        <Box key={f.name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {!f.value ? (
              m.contact.notFilled
            ) : f.link ? (
              <Link
                href={f.link}
                {...(f.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                data-field={f.name}
              >
                {f.value}
                {f.external ? (
                  <>
                    <OpenInNewOutlined aria-hidden sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} />
                    <Box component="span" sx={visuallyHidden}>
                      {m.contact.newTab}
                    </Box>
                  </>
                ) : null}
              </Link>
            ) : (
              f.value
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The side column (spec infos[]: divider, title, text, link, info). */
export function ContactInfos({ infos }: { infos: UserDataInfo[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {infos.map((info, i) =>
        info.divider ? (
          <Divider key={i} />
        ) : (
          <Box key={i}>
            {info.title ? <Typography variant="subtitle2">{info.title}</Typography> : null}
            {info.text ? (
              <Typography variant="body2">
                {info.link ? <Link href={info.link}>{info.text}</Link> : info.text}
              </Typography>
            ) : null}
            {info.info ? (
              <Typography variant="caption" color="text.secondary">
                {info.info}
              </Typography>
            ) : null}
          </Box>
        ),
      )}
    </Box>
  );
}

/** The group's users (name, role, e-mail), in a table that scrolls beyond 200 px (spec 3 §9). */
export function ContactUsers({ users, titleId }: { users: AgendaOperator[]; titleId: string }) {
  return (
    <Box>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {m.contact.users}
      </Typography>
      {users.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {m.contact.usersEmpty}
        </Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{m.contact.name}</TableCell>
                <TableCell>{m.contact.role}</TableCell>
                <TableCell>{m.contact.email}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((u) => (
                <TableRow key={`${u.email}-${u.role}`}>
                  <TableCell>{u.name}</TableCell>
                  <TableCell>{u.role}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Link href={`mailto:${u.email}`}>{u.email}</Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
