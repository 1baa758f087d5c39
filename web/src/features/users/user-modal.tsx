import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import type { UserView } from '@sportello/contracts';
import { QueryError } from '../../components/query-error';
import { messages } from '../../lib/messages';
import { useFocusFirstField } from './focus-first-field';
import { usePeopleCall, userViewQuery } from './people-api';
import { TemplateFormBody, useGuardedCancel } from './template-form-dialog';
import { UserSheet } from './user-sheet';

const m = messages.users;

/** The modes of add-edit-view-user-modal (spec 3 §2 "User modals"). */
export type UserModalMode = 'preview' | 'edit' | 'create' | 'validate';

export interface UserModalProps {
  mode: UserModalMode;
  /** The user (every mode but create). */
  id?: number | undefined;
  onClose: () => void;
  /** validate's Elimina: the delete-user modal takes over. */
  onDelete?: ((view: UserView) => void) | undefined;
}

/**
 * One user in a modal: preview (read-only, Modifica switches to edit), edit and create (the
 * user-edit and user-create template forms), validate (read-only, Elimina and Conferma).
 */
export function UserModal({ mode: initialMode, id, onClose, onDelete }: UserModalProps) {
  const titleId = useId();
  const [mode, setMode] = useState(initialMode);
  const formType = mode === 'create' ? 'user-create' : 'user-edit';
  const needsView = mode !== 'create' && id !== undefined;
  const view = useQuery({ ...userViewQuery(id ?? 0), enabled: needsView });
  const guard = useGuardedCancel(formType, mode === 'create' ? undefined : id, view.data?.leaveConfirm);
  const { attempt, busy } = usePeopleCall({ overlay: false });
  const focusRef = useFocusFirstField(mode);

  const inForm = mode === 'edit' || mode === 'create';
  /** Annulla, Escape, backdrop: a form with changes asks first; edit opened from preview goes back. */
  const cancel = async () => {
    if (inForm && !(await guard())) return;
    if (mode === 'edit' && initialMode === 'preview') setMode('preview');
    else onClose();
  };

  const verify = async () => {
    if (id === undefined) return;
    const reply = await attempt('/api/user/confirm.json', { id, activationType: 'verify' });
    if (reply) onClose();
  };

  return (
    <Dialog
      open
      onClose={() => void cancel()}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
      slotProps={{ paper: { ref: focusRef } }}
    >
      {inForm ? (
        <TemplateFormBody
          key={mode}
          formType={formType}
          id={mode === 'create' ? undefined : id}
          titleId={titleId}
          fallbackTitle={m.titles[mode]}
          onCancel={() => void cancel()}
          onSaved={onClose}
        />
      ) : (
        <>
          <DialogTitle id={titleId}>{m.titles[mode]}</DialogTitle>
          {/* Read-only content may scroll with nothing to focus in it: the region itself takes the keyboard. */}
          <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
            {view.isError ? (
              <QueryError error={view.error} />
            ) : !view.data ? (
              <SheetSkeleton />
            ) : (
              <Box sx={{ display: 'grid', gap: 2 }}>
                {mode === 'validate' && view.data.status === 0 ? (
                  <Alert severity="warning">{m.validateIntro}</Alert>
                ) : null}
                <UserSheet view={view.data} />
              </Box>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
            <Button color="inherit" onClick={onClose} sx={{ mr: 'auto' }}>
              {mode === 'validate' ? m.cancel : m.close}
            </Button>
            {mode === 'validate' ? (
              <>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={!view.data || busy}
                  onClick={() => view.data && onDelete?.(view.data)}
                >
                  {m.delete}
                </Button>
                <Button
                  variant="contained"
                  disabled={!view.data || view.data.status !== 0}
                  loading={busy}
                  onClick={() => void verify()}
                >
                  {m.confirm}
                </Button>
              </>
            ) : (
              <Button variant="contained" disabled={!view.data} onClick={() => setMode('edit')}>
                {m.edit}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

export function SheetSkeleton() {
  return (
    <Box aria-busy="true" aria-label={m.loading} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Skeleton variant="circular" width={56} height={56} />
        <Skeleton width="40%" height={32} />
      </Box>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={24} />
      ))}
      <Skeleton variant="rectangular" height={96} />
    </Box>
  );
}
