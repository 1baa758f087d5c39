import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { TableSubRow } from '@sportello/contracts';
import { formDataQuery, formTemplateQuery, ReadOnlyView } from '../../components/form';
import { QueryError } from '../../components/query-error';
import { RecordDialog, SheetSkeleton, usePeopleCall, type RecordMode } from '../users';
import { GroupMembers } from './group-members';
import { groupsMessages as m } from './messages';

const EDIT_FORM = 'group-edit';

export type GroupModalMode = RecordMode;

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
  const membersId = useId();
  const [mode, setMode] = useState(initialMode);
  const reading = mode === 'preview' || mode === 'validate';
  const template = useQuery({ ...formTemplateQuery(EDIT_FORM), enabled: reading });
  const data = useQuery({
    ...formDataQuery(EDIT_FORM, id, !!template.data?.forceLoad),
    enabled: reading && id !== undefined && !!template.data,
  });
  const { attempt, busy } = usePeopleCall({ overlay: false });

  const verify = async () => {
    if (id === undefined) return;
    const reply = await attempt('/api/group/confirm.json', { id, activationType: 'verify' });
    if (reply) onClose();
  };

  const failed = template.error ?? data.error;
  const loaded = template.data && data.data;
  const groupName = (typeof data.data?.name === 'string' && data.data.name) || name;

  return (
    <RecordDialog
      mode={mode}
      initialMode={initialMode}
      setMode={setMode}
      id={id}
      forms={{ create: 'group-create', edit: EDIT_FORM }}
      titles={m.titles}
      subtitle={groupName}
      ready={!!loaded}
      canConfirm
      busy={busy}
      onConfirm={() => void verify()}
      onDelete={onDelete}
      onClose={onClose}
    >
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
    </RecordDialog>
  );
}
