import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { terminalsMessages as m } from '../messages';

/**
 * The paired device with nothing to show (spec 2 §4, §8): its name and "Dispositivo in attesa.";
 * `offline`: why the connection is down, while it is.
 */
export function Standby({ deviceName, offline }: { deviceName: string; offline: string | null }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h3" component="h1">
          {deviceName}
        </Typography>
        <Typography role="status" sx={{ fontSize: '1.5rem', color: 'text.secondary' }}>
          {m.kiosk.waiting}
        </Typography>
        {offline ? <Typography sx={{ color: 'warning.dark' }}>{offline}</Typography> : null}
      </Box>
    </Box>
  );
}
