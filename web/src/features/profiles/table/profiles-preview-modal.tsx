import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { QueryError } from '../../../components/query-error';
import { useAppScope } from '../../../lib/app-scope';
import { profilesMessages as m } from '../messages';
import { openWindow, profilePaths } from '../profile-paths';
import { profilePreviewQuery } from '../profiles-api';

/**
 * profiles-preview-modal (spec 2 §2): the profile's values as text, and "Modifica scheda" opening
 * /profile, or /profile/not-profiled for a not-profiled entry, with __blank=true&id={id}.
 */
export function ProfilesPreviewModal({ id, onClose }: { id: number; onClose: () => void }) {
  const titleId = useId();
  const { env } = useAppScope();
  const preview = useQuery(profilePreviewQuery(env, id));
  const data = preview.data;
  const shown = data ? data.template.fields.filter((f) => data.model.values[f.key]) : [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>
        {data ? `${data.template.title} ${data.model.code}` : m.preview.loading}
      </DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600 }}>
        {preview.isError ? (
          <QueryError error={preview.error} />
        ) : !data ? (
          <Box aria-busy="true" aria-label={m.preview.loading} sx={{ display: 'grid', gap: 1 }}>
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
          </Box>
        ) : shown.length === 0 ? (
          <Typography role="status">{m.preview.empty}</Typography>
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(140px, 40%) 1fr', gap: 1 }}
          >
            {shown.map((f) => (
              <Box key={f.key} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ color: 'text.secondary' }}>
                  {f.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {readable(data.model.values[f.key]!)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{m.preview.close}</Button>
        <Button
          variant="contained"
          startIcon={<EditOutlined aria-hidden />}
          disabled={!data}
          onClick={() =>
            data &&
            openWindow(profilePaths(env).profile(data.model.profiled, { id: data.model.id, blank: true }))
          }
        >
          {data?.template.editButton.label || m.preview.edit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A date-time the model sends as ISO text reads as the desk reads dates (26/11/2026, 20:30). */
function readable(value: string): string {
  if (!ISO.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' });
}
