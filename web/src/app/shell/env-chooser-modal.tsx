import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Environment } from '@sportello/contracts';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { signOut } from '../../lib/sign-out';

/** The environment chooser: shown when no active environment can be picked for the user. */
export function EnvChooserModal({ envs }: { envs: Environment[] }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Dialog open aria-labelledby="env-chooser-title" maxWidth="sm" fullWidth>
        <DialogTitle id="env-chooser-title">{messages.shell.envChooserTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {envs.some((e) => e.active) ? messages.shell.envChooserText : messages.shell.envChooserEmpty}
          </DialogContentText>
          <List aria-label={messages.shell.envChooserTitle}>
            {envs.map((env) => (
              <ListItem key={env.slug} disablePadding sx={{ mb: 1 }}>
                <ListItemButton href={paths.envRoot(env.slug)} sx={{ border: 1, borderColor: 'divider' }}>
                  <ListItemText primary={env.name} secondary={env.description} />
                  {!env.active ? (
                    <Chip size="small" label={messages.shell.envInactive} sx={{ ml: 1 }} />
                  ) : null}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => void signOut()} color="inherit">
            {messages.shell.logout}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
