import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The shared layout of the 404 and 500 screens: a big code, the spec's sentence, a way out. */
export function ErrorScreen({
  code,
  title,
  codeText,
  hint,
  actions,
  fullPage,
}: {
  code: string;
  title: string;
  codeText: string;
  hint: string;
  actions: ReactNode;
  fullPage?: boolean;
}) {
  return (
    <Box
      sx={{
        minHeight: fullPage ? '100vh' : '60vh',
        display: 'grid',
        placeItems: 'center',
        p: 3,
        bgcolor: fullPage ? 'background.default' : undefined,
      }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 720, width: '100%', textAlign: 'center' }}
      >
        <Typography
          aria-hidden
          sx={{
            fontSize: '4.5rem',
            fontWeight: 700,
            lineHeight: 1,
            color: 'primary.main',
            letterSpacing: '-0.02em',
          }}
        >
          {code}
        </Typography>
        <Box role="alert" sx={{ mt: 2 }}>
          <Typography variant="h1" sx={{ fontSize: '1.4rem' }}>
            {title}
          </Typography>{' '}
          <Typography sx={{ mt: 1, fontWeight: 600, color: 'text.secondary' }}>{codeText}</Typography>
        </Box>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {hint}
        </Typography>
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {actions}
        </Box>
      </Paper>
    </Box>
  );
}
