import { Suspense, useId, useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
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
import Typography from '@mui/material/Typography';
import type { AppConfig, Environment } from '@sportello/contracts';
import type { NamedModalProps } from '../../components/modal-host';
import { AppScopeContext, type AppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { signOut } from '../../lib/sign-out';
import { paths } from '../../lib/paths';
import { appConfigQuery } from '../../lib/shell-queries';
import { InactiveActions } from './inactive-actions';

const m = messages.shell;

const chipOf = (env: Environment) =>
  env.inactiveReason ? m.envInactiveReason[env.inactiveReason] : m.envInactive;

/**
 * The environment chooser (spec 1 §2: shown when no environment of the user is active). It says
 * why, with the inactive-account window's texts for the reason (access suspended by an
 * administrator, accreditation waiting, none yet), names each environment's state, and offers the
 * window's help and contact (the contact form) and the way out. Choosing an environment opens
 * the window there, with the upload of the signed form.
 */
export function InactiveEnvChooser({
  envs,
  modals,
}: {
  envs: Environment[];
  modals: Record<string, ComponentType<NamedModalProps>>;
}) {
  const titleId = useId();
  // The configuration of the user's home environment carries the window's texts and actions.
  const config = useQuery(appConfigQuery(null));
  const [dialog, setDialog] = useState<string | null>(null);
  const scope: AppScope | null = config.data
    ? { config: config.data, env: config.data.env, blank: false }
    : null;
  const modal = config.data?.user.isActiveModal;
  const Sub = dialog ? modals[dialog] : undefined;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{m.envChooserTitle}</DialogTitle>
        <DialogContent>
          <Why config={config.data} pending={config.isPending} />
          <List aria-label={m.envChooserTitle}>
            {envs.map((env) => (
              <ListItem key={env.slug} disablePadding sx={{ mb: 1 }}>
                <ListItemButton href={paths.envRoot(env.slug)} sx={{ border: 1, borderColor: 'divider' }}>
                  <ListItemText primary={env.name} secondary={env.description} />
                  {!env.active ? <Chip size="small" label={chipOf(env)} sx={{ ml: 1 }} /> : null}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {modal?.reason === 'suspended' && envs.length ? (
            <DialogContentText variant="body2">{m.envChooserSuspendedHint}</DialogContentText>
          ) : null}
        </DialogContent>
        {modal && scope ? (
          <AppScopeContext.Provider value={scope}>
            <InactiveActions
              actions={modal.actions}
              onModal={(name) => setDialog(modals[name] ? name : null)}
            />
          </AppScopeContext.Provider>
        ) : (
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => void signOut()} color="inherit">
              {m.logout}
            </Button>
          </DialogActions>
        )}
      </Dialog>
      {Sub && scope ? (
        <AppScopeContext.Provider value={scope}>
          <Suspense fallback={null}>
            <Sub open onClose={() => setDialog(null)} />
          </Suspense>
        </AppScopeContext.Provider>
      ) : null}
    </Box>
  );
}

/** The reason, as the window says it; without the configuration, the chooser's own words. */
function Why({ config, pending }: { config: AppConfig | undefined; pending: boolean }) {
  const modal = config?.user.isActiveModal;
  if (pending) return null;
  if (!modal) return <DialogContentText sx={{ mb: 1 }}>{m.envChooserEmpty}</DialogContentText>;
  return (
    <Box sx={{ mb: 1.5 }}>
      {modal.subtitle ? (
        <Typography component="p" sx={{ fontWeight: 650, mb: 0.5 }}>
          {modal.subtitle}
        </Typography>
      ) : null}
      {modal.text ? <DialogContentText>{modal.text}</DialogContentText> : null}
    </Box>
  );
}
