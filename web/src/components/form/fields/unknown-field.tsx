import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formMessages } from '../messages';

/** A field type the registry does not know: said plainly, never left out silently. */
export function UnknownField({ type, name }: { type: string; name: string }) {
  return (
    <Alert severity="error" variant="outlined" role="alert">
      <AlertTitle>{formMessages.unknownField(type)}</AlertTitle>
      {formMessages.unknownFieldText(name)}
    </Alert>
  );
}
