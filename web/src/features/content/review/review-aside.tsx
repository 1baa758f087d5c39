import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CompareReply, ReviewButton } from '@sportello/contracts';
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { formatDateTime } from '../../../lib/dayjs';
import { reviewMessages as m } from './messages';

const ICONS: Record<ReviewButton['action'], SvgIconComponent> = {
  approve: CheckCircleOutlined,
  publish: PublishOutlined,
  discard: HighlightOff,
  undo: UndoOutlined,
  changeReviewer: AssignmentIndOutlined,
  preview: VisibilityOutlined,
  history: HistoryOutlined,
  edit: EditOutlined,
  restore: RestoreOutlined,
};
const PRIMARY = new Set(['approve', 'publish']);
const DANGER = new Set(['discard', 'undo']);

/** The review's side menu (spec 1 §2 "Content compare"): who wrote it, when, and the review buttons. */
export function ReviewAside({
  reply,
  busy,
  onRun,
  onVersions,
}: {
  reply: CompareReply;
  busy: boolean;
  onRun: (button: ReviewButton) => void;
  onVersions: () => void;
}) {
  const { info } = reply;
  const rows: [string, string | null][] = [
    [info.creation.label, info.creation.date],
    [m.columns.office, info.group],
    [m.submitted, info.submittedAt ? formatDateTime(info.submittedAt) : null],
    [m.status, info.status.name],
    [m.reviewer, info.reviewer],
  ];
  return (
    <Stack spacing={2} component="aside" aria-label={m.sideMenu}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          {reply.aside.buttons.map((b) => {
            const Icon = ICONS[b.action];
            const button = (
              <Button
                key={b.action}
                fullWidth
                variant={PRIMARY.has(b.action) ? 'contained' : 'outlined'}
                color={PRIMARY.has(b.action) ? 'success' : DANGER.has(b.action) ? 'error' : 'primary'}
                startIcon={<Icon aria-hidden />}
                disabled={b.disabled || busy}
                onClick={() => onRun(b)}
                sx={{ justifyContent: 'flex-start' }}
              >
                {b.label}
              </Button>
            );
            return b.tooltip ? (
              <Tooltip key={b.action} title={b.tooltip}>
                <span>{button}</span>
              </Tooltip>
            ) : (
              button
            );
          })}
          <Button
            fullWidth
            variant="text"
            onClick={onVersions}
            startIcon={<CompareArrowsOutlined aria-hidden />}
            sx={{ justifyContent: 'flex-start' }}
          >
            {m.versionsTitle}
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
          <Avatar src={info.user.image ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
            {info.user.name.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
              {info.user.label}
            </Typography>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{info.user.name}</Typography>
            {info.user.email ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {info.user.email}
              </Typography>
            ) : null}
            {info.user.phone ? <Typography variant="body2">{info.user.phone}</Typography> : null}
          </Box>
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
          {rows
            .filter((r): r is [string, string] => !!r[1])
            .map(([label, value]) => (
              <Box key={label}>
                <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
        </Box>
      </Paper>
    </Stack>
  );
}
