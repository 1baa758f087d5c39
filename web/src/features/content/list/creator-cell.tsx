import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ContentListItem } from '@sportello/contracts';
import { GroupModal } from '../../groups';
import { UserModal } from '../../users';
import { useAppScope } from '../../../lib/app-scope';
import { listMessages as m } from './messages';

/**
 * The creator of a row (spec 1 §2): a button that opens the user's view, or the group's when the
 * user is gone. The views are the users' admin ones, so only who administers users opens them;
 * everyone else reads the name.
 */
export function CreatorCell({ row }: { row: ContentListItem }) {
  const { config } = useAppScope();
  const [open, setOpen] = useState(false);
  const target = row.creatorKind === 'user' ? row.creatorId : row.creatorGroupId;
  if (!config.user.isAdmin || target === null) {
    return (
      <Box component="span" title={row.creatorUsername ?? undefined}>
        {row.creator}
      </Box>
    );
  }
  return (
    <>
      <Link
        component="button"
        type="button"
        underline="hover"
        aria-label={m.creatorOf(row.creator)}
        onClick={() => setOpen(true)}
        sx={{ font: 'inherit', textAlign: 'left', color: 'primary.dark' }}
      >
        {row.creator}
      </Link>
      {open && row.creatorKind === 'user' ? (
        <UserModal mode="preview" id={target} onClose={() => setOpen(false)} />
      ) : null}
      {open && row.creatorKind === 'group' ? (
        <GroupModal mode="preview" id={target} name={row.creator} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
