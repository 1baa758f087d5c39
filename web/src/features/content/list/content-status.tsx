import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ContentListItem, ContentStatus } from '@sportello/contracts';
import { MenuIcon } from '../../../components/menu-icon';
import { listMessages as m } from './messages';

const COLORS: Record<ContentStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  draft: 'default',
  pending: 'warning',
  published: 'success',
  discarded: 'error',
  delete_requested: 'error',
  deleted: 'default',
};

/** A status chip, with the red "scaduto" ribbon when the content has expired (spec 1 §2). */
export function ContentStatusChip({ status, isExpired }: Pick<ContentListItem, 'status' | 'isExpired'>) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Chip
        size="small"
        variant="outlined"
        color={COLORS[status.code]}
        icon={<MenuIcon name={status.icon} />}
        label={status.name}
        sx={{ fontWeight: 600, bgcolor: 'background.paper' }}
      />
      {isExpired ? (
        <Chip
          size="small"
          color="error"
          label={m.expired}
          sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5, height: 20, fontSize: 11 }}
        />
      ) : null}
    </Box>
  );
}
