import Box from '@mui/material/Box';
import StarRounded from '@mui/icons-material/StarRounded';
import { exploreMessages as m } from '../messages';

/** Accommodation rank 1-n drawn as that many stars (spec 2 §9); read as "4 stelle". */
export function Stars({ rank, size = 18 }: { rank: number; size?: number }) {
  if (!rank || rank < 1) return null;
  return (
    <Box
      component="span"
      role="img"
      aria-label={m.stars(rank)}
      sx={{ display: 'inline-flex', color: '#b7791f', verticalAlign: 'middle' }}
    >
      {Array.from({ length: rank }, (_, i) => (
        <StarRounded key={i} aria-hidden sx={{ fontSize: size, mx: '-1px' }} />
      ))}
    </Box>
  );
}

/** The rank of an accommodation's classification, when it has one. */
export function rankOf(fields: Record<string, unknown>): number {
  const tc = fields.typeClassification as { rank?: unknown } | undefined;
  return typeof tc?.rank === 'number' ? tc.rank : 0;
}
