import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import SyncAlt from '@mui/icons-material/SyncAlt';
import type { HistoryType, HistoryUpdate } from '@sportello/contracts';
import { filterPastedHtml } from '../../components/form/html-paste';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../lib/paths';
import { notificationMessages as m } from './messages';

const ICONS: Record<HistoryType, typeof SyncAlt> = {
  message: ChatBubbleOutline,
  action: SyncAlt,
  approved: CheckCircleOutlined,
  denied: HighlightOff,
};
const COLORS: Record<HistoryType, string> = {
  message: 'info.main',
  action: 'text.secondary',
  approved: 'success.main',
  denied: 'error.main',
};

/**
 * One update of the history (spec 3 §3 "History update"): author, group, time, the sanitised text,
 * the review link when the server gives one (actionRequired and allowNotificationEdits) and, on
 * the last update written by someone else, the to-read checkbox.
 */
export function HistoryUpdateItem({
  update,
  env,
  showToRead,
  pendingToRead,
  busy,
  onToggleRead,
  onNavigate,
}: {
  update: HistoryUpdate;
  env: string;
  showToRead: boolean;
  /** The state being sent to the server (shown at once), undefined when none is. */
  pendingToRead: boolean | undefined;
  busy: boolean;
  onToggleRead: (update: HistoryUpdate, read: boolean) => void;
  onNavigate: () => void;
}) {
  const Icon = ICONS[update.type];
  return (
    <Box
      component="li"
      data-update={update.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: '32px 1fr',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Icon sx={{ color: COLORS[update.type], mt: 0.25 }} titleAccess={m.types[update.type]} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {update.author}
          </Typography>
          {update.group ? (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {update.group}
            </Typography>
          ) : null}
          <Typography
            component="time"
            dateTime={update.at}
            variant="body2"
            sx={{ color: 'text.secondary', ml: 'auto' }}
          >
            {update.time}
          </Typography>
        </Box>
        <Box
          sx={{ mt: 0.5, overflowWrap: 'anywhere', '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 } }}
          dangerouslySetInnerHTML={{ __html: filterPastedHtml(update.text) }}
        />
        {update.link ? (
          <Link
            component={RouterLink}
            href={paths.action(env, update.link)}
            onClick={onNavigate}
            sx={{ fontWeight: 600 }}
          >
            {m.review}
          </Link>
        ) : null}
        {showToRead ? (
          <FormControlLabel
            sx={{ display: 'flex', mt: 0.5 }}
            control={
              <Checkbox
                size="small"
                checked={pendingToRead ?? !update.read}
                disabled={busy}
                onChange={(e) => onToggleRead(update, !e.target.checked)}
              />
            }
            label={m.toRead}
          />
        ) : null}
      </Box>
    </Box>
  );
}
