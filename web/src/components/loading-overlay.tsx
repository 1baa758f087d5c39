import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIsMutating } from '@tanstack/react-query';
import { messages } from '../lib/messages';

/** "Operazione in corso" while any write is in flight (mutations may opt out with meta.overlay false). */
export function LoadingOverlay() {
  const busy = useIsMutating({ predicate: (m) => m.options.meta?.overlay !== false });
  return (
    <Backdrop open={busy > 0} sx={{ zIndex: (t) => t.zIndex.modal + 10, color: '#fff' }}>
      <Paper
        role="status"
        aria-live="polite"
        elevation={6}
        sx={{ px: 4, py: 3, display: 'flex', alignItems: 'center', gap: 2 }}
      >
        <CircularProgress size={28} aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>{messages.app.busy}</Typography>
      </Paper>
    </Backdrop>
  );
}
