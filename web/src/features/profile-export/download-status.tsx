import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DownloadProgress } from '../../lib/api';
import { exportMessages as m } from './messages';

/**
 * A download on its way: a bar (measured when the server announced the size, running otherwise)
 * and what has arrived, in bytes and, for text files, in rows.
 */
export function DownloadStatus({ progress }: { progress: DownloadProgress }) {
  const size = m.size(progress.bytes);
  const text = progress.lines !== null ? m.modal.receivedRows(size, progress.lines) : m.modal.received(size);
  const percent = progress.total ? Math.min(100, Math.round((progress.bytes / progress.total) * 100)) : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 500 }}>{m.modal.downloading}</Typography>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={m.modal.downloading}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {text}
      </Typography>
    </Box>
  );
}
