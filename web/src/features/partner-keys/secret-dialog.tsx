import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import type { CreatedPartnerKey } from '@sportello/contracts';
import { formatDate } from '../../lib/dayjs';
import { notify } from '../../lib/notify';
import { partnerKeysMessages as m } from './messages';

/**
 * The key right after an approval: the only time anyone sees its secret. It closes only with the
 * button (not with a click beside it), so that nobody loses the key by a slip of the mouse.
 */
export function SecretDialog({ apiKey, onClose }: { apiKey: CreatedPartnerKey; onClose: () => void }) {
  const titleId = useId();
  const fieldId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.secret);
      notify({ message: m.secret.copied, severity: 'success' });
    } catch {
      notify({ message: m.secret.copyFailed, severity: 'warning' });
    }
  };
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{m.secret.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">{m.secret.intro(apiKey.groupName)}</Typography>
        <Alert severity="warning">{m.secret.warning}</Alert>
        <Box>
          <Typography component="label" htmlFor={fieldId} variant="body2" sx={{ color: 'text.secondary' }}>
            {m.secret.label}
          </Typography>
          <Box
            component="output"
            id={fieldId}
            data-testid="partner-key-secret"
            sx={{
              display: 'block',
              mt: 0.5,
              p: 1.5,
              borderRadius: 1,
              bgcolor: 'grey.100',
              border: 1,
              borderColor: 'divider',
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '0.875rem',
              overflowWrap: 'anywhere',
              userSelect: 'all',
            }}
          >
            {apiKey.secret}
          </Box>
          <Button startIcon={<ContentCopyOutlined />} onClick={() => void copy()} sx={{ mt: 1 }}>
            {m.secret.copy}
          </Button>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {m.secret.expires(formatDate(apiKey.expiresOn))}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={onClose}>
          {m.secret.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
