import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfirmProvider } from '../components/confirm-provider';
import { LoadingOverlay } from '../components/loading-overlay';
import { SnackbarHost } from '../components/snackbar-host';
import { reducedMotionTheme, theme } from './theme';

// Errors already reach the user through the snackbar: no silent retries, no refetch storms.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  // Read before the first paint, so that a reduced-motion user never sees the first transitions.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={reducedMotion ? reducedMotionTheme : theme}>
        <CssBaseline />
        <ConfirmProvider>
          {children}
          <SnackbarHost />
          <LoadingOverlay />
        </ConfirmProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
