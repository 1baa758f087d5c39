import { useId } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { TitledScrollTable } from '../../components/titled-scroll-table';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UserGroupLink, UserView } from '@sportello/contracts';
import { LinkifiedText } from '../../components/linkified-text';
import { MenuIcon } from '../../components/menu-icon';
import { messages } from '../../lib/messages';
import { usersMessages as m } from './messages';

/** Up to two initials of a name ("Luca Ferri" → "LF"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase();
}

/** A membership's state as the tables say it. */
export function linkState(link: UserGroupLink): { label: string; color: 'success' | 'default' | 'warning' } {
  if (!link.groupEnabled) return { label: m.stateGroupDisabled, color: 'default' };
  if (link.groupStatus === 0) return { label: m.stateGroupPending, color: 'warning' };
  return link.stato === 1
    ? { label: m.stateActive, color: 'success' }
    : { label: m.stateDisabled, color: 'default' };
}

/** A list of labels and values (label muted, on the left from the small tablet up). */
export function FactList({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(150px, 30%) 1fr' },
        columnGap: 3,
        rowGap: 1,
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map((f, i) => (
        <Box key={`${f.label}-${i}`} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {f.label}
          </Typography>
          <Typography component="dd" variant="body2">
            {f.value ? <LinkifiedText text={f.value} /> : messages.common.notFilled}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A user's record, read-only: picture or initials, name and status, fields, notes and groups. */
export function UserSheet({ view, headingId }: { view: UserView; headingId?: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar
          src={view.avatar ?? undefined}
          alt={view.avatar ? m.avatarOf(view.name) : undefined}
          sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: '1.25rem', fontWeight: 600 }}
        >
          {initials(view.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {view.name}
          </Typography>
          <Chip
            size="small"
            sx={{ mt: 0.5 }}
            color={view.status === 0 ? 'warning' : 'success'}
            label={view.status === 0 ? m.pending : m.active}
          />
        </Box>
      </Box>

      {view.infos.some((i) => !i.divider) ? <InfoTiles infos={view.infos} /> : null}

      <Box component="section" aria-label={m.details}>
        <FactList facts={view.fields} />
      </Box>

      <UserGroupsTable groups={view.groups} />
    </Box>
  );
}

/** The view's notes (contact, groups, active accesses) as a row of small tiles; dividers are the gaps. */
function InfoTiles({ infos }: { infos: UserView['infos'] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(200px, 1fr))' },
      }}
    >
      {infos
        .filter((i) => !i.divider)
        .map((info, i) => (
          <Box
            component="li"
            key={i}
            sx={{
              display: 'flex',
              gap: 1.25,
              alignItems: 'flex-start',
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              minWidth: 0,
            }}
          >
            {info.icon ? (
              <MenuIcon name={info.icon} fontSize="small" sx={{ color: 'primary.main', mt: 0.25 }} />
            ) : null}
            <Box sx={{ minWidth: 0 }}>
              {info.title ? (
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  {info.title}
                </Typography>
              ) : null}
              {info.link ? (
                <Link href={info.link} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {info.text || info.link}
                </Link>
              ) : info.text ? (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {info.text}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
    </Box>
  );
}

/** The user's memberships: group, environment, role and state, scrolling beyond 200 px. */
export function UserGroupsTable({ groups }: { groups: UserGroupLink[] }) {
  const titleId = useId();
  return (
    <TitledScrollTable
      titleId={titleId}
      title={m.groupsTitle}
      empty={m.noGroups}
      headers={[m.colGroup, m.colEnv, m.colRole, m.colState]}
      count={groups.length}
    >
      {groups.map((g) => {
        const state = linkState(g);
        return (
          <TableRow key={g.membershipId}>
            <TableCell sx={{ fontWeight: 600 }}>{g.uo.name}</TableCell>
            <TableCell>{g.app.name}</TableCell>
            <TableCell>{g.ruoloLabel}</TableCell>
            <TableCell>
              <Chip size="small" variant="outlined" color={state.color} label={state.label} />
            </TableCell>
          </TableRow>
        );
      })}
    </TitledScrollTable>
  );
}
