import Typography from '@mui/material/Typography';
import { componentMessages as m } from './messages';

/** "123/400 caratteri" under a text with a maximum (or "12 caratteri (almeno 80)" with only a minimum). */
export function CharCounter({
  id,
  count,
  min,
  max,
}: {
  id: string;
  count: number;
  min?: number | undefined;
  max?: number | undefined;
}) {
  if (min === undefined && max === undefined) return null;
  const bad = (max !== undefined && count > max) || (min !== undefined && count > 0 && count < min);
  return (
    <Typography
      id={id}
      variant="caption"
      component="p"
      sx={{ textAlign: 'right', mt: 0.5, color: bad ? 'error.main' : 'text.secondary' }}
    >
      {max !== undefined ? m.characters(count, max) : m.charactersAtLeast(count, min ?? 0)}
    </Typography>
  );
}
