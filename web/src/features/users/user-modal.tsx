import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { UserView } from '@sportello/contracts';
import { QueryError } from '../../components/query-error';
import { usePeopleCall, userViewQuery } from './people-api';
import { RecordDialog, type RecordMode } from './record-dialog';
import { UserSheet } from './user-sheet';
import { usersMessages as m } from './messages';

/** The modes of add-edit-view-user-modal (spec 3 §2 "User modals"). */
export type UserModalMode = RecordMode;

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
  const [mode, setMode] = useState(initialMode);
  const view = useQuery({ ...userViewQuery(id ?? 0), enabled: mode !== 'create' && id !== undefined });
  const { attempt, busy } = usePeopleCall({ overlay: false });

  const verify = async () => {
    if (id === undefined) return;
    const reply = await attempt('/api/user/confirm.json', { id, activationType: 'verify' });
    if (reply) onClose();
  };

  return (
    <RecordDialog
      mode={mode}
      initialMode={initialMode}
      setMode={setMode}
      id={id}
      forms={{ create: 'user-create', edit: 'user-edit' }}
      titles={m.titles}
      leaveConfirm={view.data?.leaveConfirm}
      ready={!!view.data}
      canConfirm={view.data?.status === 0}
      busy={busy}
      onConfirm={() => void verify()}
      onDelete={() => view.data && onDelete?.(view.data)}
      onClose={onClose}
    >
      {view.isError ? (
        <QueryError error={view.error} />
      ) : !view.data ? (
        <SheetSkeleton />
      ) : (
        <>
          {mode === 'validate' && view.data.status === 0 ? (
            <Alert severity="warning">{m.validateIntro}</Alert>
          ) : null}
          <UserSheet view={view.data} />
        </>
      )}
    </RecordDialog>
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
