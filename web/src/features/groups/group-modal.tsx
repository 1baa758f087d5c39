import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TableSubRow } from '@sportello/contracts';
import { formDataQuery, formTemplateQuery, ReadOnlyView } from '../../components/form';
import { QueryError } from '../../components/query-error';
import { messages } from '../../lib/messages';
import {
  SheetSkeleton,
  TemplateFormBody,
  useFocusFirstField,
  useGuardedCancel,
  usePeopleCall,
} from '../users';
import { GroupMembers } from './group-members';

const m = messages.groups;
const EDIT_FORM = 'group-edit';

export type GroupModalMode = 'preview' | 'edit' | 'create' | 'validate';

export interface GroupModalProps {
  mode: GroupModalMode;
  id?: number | undefined;
  /** The group's name, while its record loads. */
  name?: string | undefined;
  /** Its members, as the table has them (none when opened from elsewhere). */
  members?: TableSubRow[] | undefined;
  onClose: () => void;
  /** validate's Elimina: the cascade delete takes over. */
  onDelete?: (() => void) | undefined;
}

/**
 * add-edit-view-group-modal (spec 3 §2 "User modals"): preview (the group-edit form read-only and
 * the members; Modifica switches to edit), edit and create (the group-edit and group-create forms),
 * validate (read-only, Elimina and Conferma).
 */
export function GroupModal({ mode: initialMode, id, name, members, onClose, onDelete }: GroupModalProps) {
  const titleId = useId();
  const membersId = useId();
  const [mode, setMode] = useState(initialMode);
  const formType = mode === 'create' ? 'group-create' : EDIT_FORM;
  const reading = mode === 'preview' || mode === 'validate';
  const template = useQuery({ ...formTemplateQuery(EDIT_FORM), enabled: reading });
  const data = useQuery({
    ...formDataQuery(EDIT_FORM, id, !!template.data?.forceLoad),
    enabled: reading && id !== undefined && !!template.data,
  });
  const guard = useGuardedCancel(formType, mode === 'create' ? undefined : id);
  const { attempt, busy } = usePeopleCall({ overlay: false });
  const focusRef = useFocusFirstField(mode);

  const cancel = async () => {
    if (!reading && !(await guard())) return;
    if (mode === 'edit' && initialMode === 'preview') setMode('preview');
    else onClose();
  };

  const verify = async () => {
    if (id === undefined) return;
    const reply = await attempt('/api/group/confirm.json', { id, activationType: 'verify' });
    if (reply) onClose();
  };

  const failed = template.error ?? data.error;
  const loaded = template.data && data.data;
  const groupName = (typeof data.data?.name === 'string' && data.data.name) || name;

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
      {!reading ? (
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
          <DialogTitle id={titleId}>
            {m.titles[mode]}
            {groupName ? (
              <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {groupName}
              </Typography>
            ) : null}
          </DialogTitle>
          {/* Read-only content may scroll with nothing to focus in it: the region itself takes the keyboard. */}
          <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
            {failed ? (
              <QueryError error={failed} />
            ) : !loaded ? (
              <SheetSkeleton />
            ) : (
              <Box sx={{ display: 'grid', gap: 3 }}>
                {mode === 'validate' ? <Alert severity="warning">{m.validateIntro}</Alert> : null}
                <ReadOnlyView template={template.data} values={data.data} />
                {members ? <GroupMembers members={members} headingId={membersId} /> : null}
              </Box>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
            <Button color="inherit" onClick={onClose} sx={{ mr: 'auto' }}>
              {mode === 'validate' ? messages.users.cancel : messages.users.close}
            </Button>
            {mode === 'validate' ? (
              <>
                <Button variant="outlined" color="error" disabled={busy} onClick={() => onDelete?.()}>
                  {messages.users.delete}
                </Button>
                <Button variant="contained" disabled={!loaded} loading={busy} onClick={() => void verify()}>
                  {messages.users.confirm}
                </Button>
              </>
            ) : (
              <Button variant="contained" disabled={!loaded} onClick={() => setMode('edit')}>
                {messages.users.edit}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
