import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import type { AccessRequest, Decision } from '@sportello/contracts';
import { formatDateTime } from '../../lib/dayjs';
import { requestsMessages as m } from './messages';

const TYPE_COLORS = { accreditation: 'primary', structure: 'secondary', api: 'default' } as const;
const STATUS_COLORS = { pending: 'warning', approved: 'success', refused: 'error' } as const;

/** Label and value on one line, the label muted. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One request: what, who, where, when and why; pending ones carry Approva and Rifiuta. */
export function RequestCard({
  request,
  busy,
  onDecide,
}: {
  request: AccessRequest;
  busy: boolean;
  onDecide: (request: AccessRequest, decision: Decision) => void;
}) {
  const r = request;
  const who = r.requester.fullName || r.requester.username;
  const headingId = `request-${r.id}`;
  const facts: { label: string; value: string }[] = [
    { label: m.requester, value: `${who} · ${r.requester.email}` },
    { label: m.environment, value: r.env.name },
    ...(r.roleLabel ? [{ label: m.role, value: r.roleLabel }] : []),
    ...r.details,
  ];
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" color={TYPE_COLORS[r.type]} label={r.typeLabel} />
        {r.status !== 'pending' ? (
          <Chip size="small" variant="outlined" color={STATUS_COLORS[r.status]} label={m.status[r.status]} />
        ) : null}
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: 'auto' }}>
          {m.sentOn(formatDateTime(r.createdAt))}
        </Typography>
      </Box>
      <Typography id={headingId} component="h2" variant="h3">
        {r.area.name}
        {r.area.kindLabel ? (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
            {r.area.kindLabel}
          </Typography>
        ) : null}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          // On a phone each label sits above its value.
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
          my: 1.5,
          '& dd': { mb: { xs: 0.75, sm: 0 } },
        }}
      >
        {facts.map((f) => (
          <Fact key={f.label} label={f.label} value={f.value} />
        ))}
      </Box>
      {r.motivation ? (
        <Box
          component="blockquote"
          sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', color: 'text.primary' }}
        >
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {m.motivation}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {r.motivation}
          </Typography>
        </Box>
      ) : null}
      {r.status === 'pending' ? (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="outlined"
            color="error"
            startIcon={<CloseOutlined />}
            disabled={busy}
            onClick={() => onDecide(r, 'refuse')}
            aria-label={m.refuseOf(r.area.name, who)}
          >
            {m.refuse}
          </Button>
          <Button
            variant="contained"
            startIcon={<CheckOutlined />}
            disabled={busy}
            onClick={() => onDecide(r, 'approve')}
            aria-label={m.approveOf(r.area.name, who)}
          >
            {m.approve}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {m.decided(m.status[r.status], r.decidedBy ?? '', r.decidedAt ? formatDateTime(r.decidedAt) : '')}
          {r.note ? ` — ${r.note}` : ''}
        </Typography>
      )}
    </Paper>
  );
}
