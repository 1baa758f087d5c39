import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages } from '../lib/messages';

/**
 * A page outside the app chrome (sign-in, registration, e-mail links): the brand above one
 * centred card; forms with more fields ask for a wider card.
 */
export function PublicPage({ maxWidth = 440, children }: { maxWidth?: number; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #e7f0f2 0%, #f4f6f7 55%, #f7efe3 100%)',
      }}
    >
      <Box sx={{ width: '100%', maxWidth, py: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, justifyContent: 'center' }}>
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 40, height: 40 }} />
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark' }} aria-hidden>
            {messages.app.name}
          </Typography>
        </Box>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, boxShadow: '0 8px 30px rgba(11,92,107,0.08)' }}
        >
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
