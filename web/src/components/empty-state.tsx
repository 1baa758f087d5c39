import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A calm, centred message where a list or a page has nothing to show. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  heading,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  /** Render the title as the page's h1 (when the empty state is the whole page). */
  heading?: boolean;
}) {
  return (
    <Box
      role="status"
      sx={{
        py: 6,
        px: 2,
        textAlign: 'center',
        color: 'text.secondary',
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
      }}
    >
      {icon ? (
        <Box sx={{ fontSize: 48, color: 'primary.light', lineHeight: 0 }} aria-hidden>
          {icon}
        </Box>
      ) : null}
      <Typography component={heading ? 'h1' : 'p'} variant="h6" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {text ? <Typography variant="body2">{text}</Typography> : null}
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Box>
  );
}
