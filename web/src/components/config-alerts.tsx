import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { AppConfig } from '@sportello/contracts';

/** The board's notices from the app configuration (config.alerts). */
export function ConfigAlerts({ alerts }: { alerts: AppConfig['alerts'] }) {
  if (!alerts.length) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      {alerts.map((a, i) => (
        <Alert key={i} severity={a.type}>
          {a.title ? <AlertTitle>{a.title}</AlertTitle> : null}
          {a.text}
        </Alert>
      ))}
    </Stack>
  );
}
