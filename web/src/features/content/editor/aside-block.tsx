// The side menu's titled section, the frame of every block of the aside.
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export const visuallyHidden = {
  position: 'absolute',
  // Pixels: in sx a bare 1 means 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A titled section of the side menu; the title may carry a hint, or be there for screen readers only. */
export function Block({
  title,
  hint,
  hideTitle = false,
  children,
}: {
  title: string;
  hint?: string;
  /** The only field inside already says it (a "Temi" block with the "Temi" ticks). */
  hideTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={hideTitle ? { pt: 2 } : undefined}>
      <Stack
        direction="row"
        spacing={0.5}
        sx={hideTitle ? visuallyHidden : { alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}
      >
        <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        {hint ? (
          <Tooltip title={hint}>
            <InfoOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-label={hint} role="img" />
          </Tooltip>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}
