import Typography from '@mui/material/Typography';
import type { FieldOption } from '@sportello/contracts';

/** A choice's label, with its explanation (`info`) on a second, quieter line. */
export function OptionLabel({ option }: { option: FieldOption }) {
  if (!option.info) return <>{option.label}</>;
  return (
    <>
      {option.label}
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        {option.info}
      </Typography>
    </>
  );
}
