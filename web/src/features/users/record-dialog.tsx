import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useFocusFirstField } from './focus-first-field';
import { TemplateFormBody, useGuardedCancel } from './template-form-dialog';
import { usersMessages as m } from './messages';

/** The modes of add-edit-view-user-modal and add-edit-view-group-modal (spec 3 §2 "User modals"). */
export type RecordMode = 'preview' | 'edit' | 'create' | 'validate';

export interface RecordDialogProps {
  mode: RecordMode;
  /** The mode it opened in: Annulla in an edit opened from preview goes back to preview. */
  initialMode: RecordMode;
  setMode: (mode: RecordMode) => void;
  /** The record (every mode but create). */
  id?: number | undefined;
  /** The template forms of create and of edit. */
  forms: { create: string; edit: string };
  titles: Record<RecordMode, string>;
  /** Under the title of the read-only modes (the record's name). */
  subtitle?: string | undefined;
  /** Asked before leaving a form with unsaved changes (the record's leaveConfirm). */
  leaveConfirm?: string | undefined;
  /** The read-only content is there: Modifica and Conferma may be used. */
  ready: boolean;
  /** validate's Conferma applies (e.g. the record is still pending). */
  canConfirm: boolean;
  busy: boolean;
  onConfirm: () => void;
  /** validate's Elimina. */
  onDelete?: (() => void) | undefined;
  onClose: () => void;
  /** The read-only content of preview and validate. */
  children: ReactNode;
}

/**
 * One record in a modal: preview (read-only, Modifica switches to edit), edit and create (the
 * template forms), validate (read-only, Elimina and Conferma). The user and group modals fill in
 * the read-only content and what Conferma does.
 */
export function RecordDialog(props: RecordDialogProps) {
  const { mode, initialMode, setMode, id, forms, titles, onClose } = props;
  const titleId = useId();
  const formType = mode === 'create' ? forms.create : forms.edit;
  const guard = useGuardedCancel(formType, mode === 'create' ? undefined : id, props.leaveConfirm);
  const focusRef = useFocusFirstField(mode);
  const inForm = mode === 'edit' || mode === 'create';

  /** Annulla, Escape, backdrop: a form with changes asks first; edit opened from preview goes back. */
  const cancel = async () => {
    if (inForm && !(await guard())) return;
    if (mode === 'edit' && initialMode === 'preview') setMode('preview');
    else onClose();
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
          fallbackTitle={titles[mode]}
          onCancel={() => void cancel()}
          onSaved={onClose}
        />
      ) : (
        <>
          <DialogTitle id={titleId}>
            {titles[mode]}
            {props.subtitle ? (
              <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {props.subtitle}
              </Typography>
            ) : null}
          </DialogTitle>
          {/* Read-only content may scroll with nothing to focus in it: the region itself takes the keyboard. */}
          <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
            <Box sx={{ display: 'grid', gap: 2 }}>{props.children}</Box>
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
                  disabled={!props.ready || props.busy}
                  onClick={() => props.onDelete?.()}
                >
                  {m.delete}
                </Button>
                <Button
                  variant="contained"
                  disabled={!props.ready || !props.canConfirm}
                  loading={props.busy}
                  onClick={props.onConfirm}
                >
                  {m.confirm}
                </Button>
              </>
            ) : (
              <Button variant="contained" disabled={!props.ready} onClick={() => setMode('edit')}>
                {m.edit}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
