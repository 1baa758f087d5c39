import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { messages } from '../lib/messages';

/** The spinner shown until the app configuration (or a whole screen) has loaded. */
export function FullPageSpinner({
  label = messages.app.loading,
  compact,
}: {
  label?: string;
  compact?: boolean;
}) {
  return (
    <Box
      sx={{
        minHeight: compact ? 160 : '60vh',
        height: '100%',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-label={label} />
      <Typography sx={{ color: 'text.secondary' }} aria-hidden>
        {label}
      </Typography>
    </Box>
  );
}
