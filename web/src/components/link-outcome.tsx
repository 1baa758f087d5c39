import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { useDocumentTitle } from '../lib/use-document-title';
import { PublicPage } from './public-page';

/**
 * The page an e-mailed link opens (confirm an address, answer an invitation…): a title, what is
 * happening or what happened, and the way on. `state` picks the icon: busy, done or failed.
 */
export function LinkOutcome({
  title,
  state,
  text,
  children,
}: {
  title: string;
  state: 'busy' | 'done' | 'failed';
  text: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  const Icon = state === 'done' ? CheckCircleOutlined : ErrorOutline;
  return (
    <PublicPage maxWidth={640}>
      <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center', py: 2 }}>
        {state === 'busy' ? (
          <CircularProgress aria-hidden />
        ) : (
          <Icon aria-hidden sx={{ fontSize: 56, color: state === 'done' ? 'success.main' : 'error.main' }} />
        )}
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
        {state === 'busy' ? null : children}
      </Box>
    </PublicPage>
  );
}
