import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The text under a field: the error first (when due), then the field's info. Both stay, so the
 * hint that explains the rule is still there when the rule is broken.
 */
export function helperText(error: string | undefined, info: string | undefined): ReactNode {
  if (!error && !info) return undefined;
  return (
    <>
      {error ? (
        <Box component="span" sx={{ display: 'block' }}>
          {error}
        </Box>
      ) : null}
      {info ? (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {info}
        </Box>
      ) : null}
    </>
  );
}
