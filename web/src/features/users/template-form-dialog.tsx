import { useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TemplateForm, successMessageOf } from '../../components/form';
import { clearDraft, draftKey, readDraft } from '../../components/form/form-draft';
import { useConfirm } from '../../components/confirm-provider';
import { AppScopeContext } from '../../lib/app-scope';
import { currentEnv } from '../../lib/current-env';
import { notify } from '../../lib/notify';
import { invalidatePeople } from './people-api';
import { usersMessages } from './messages';

/**
 * The form engine's own fields for a people record (user-create, user-edit, group-create,
 * group-edit) inside a dialog that is already open. Annulla, Escape and the backdrop go through
 * `useGuardedCancel`: with unsaved changes the leave-confirm text is asked first.
 */
export function TemplateFormBody({
  formType,
  id,
  titleId,
  fallbackTitle,
  onCancel,
  onSaved,
}: {
  formType: string;
  id?: number | undefined;
  titleId: string;
  fallbackTitle: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const qc = useQueryClient();
  return (
    <TemplateForm
      formType={formType}
      id={id}
      mode="edit"
      layout="dialog"
      submitWhenComplete
      titleId={titleId}
      fallbackTitle={fallbackTitle}
      onCancel={onCancel}
      onSuccess={(reply, template) => {
        notify({ message: successMessageOf(reply, template), severity: 'success' });
        void invalidatePeople(qc);
        onSaved();
      }}
    />
  );
}

/**
 * Leaving a template form that has unsaved changes (the engine keeps them as a browser draft while
 * they differ from the record) asks the leave-confirm text first; leaving discards the draft, so
 * the next opening starts from the record.
 */
export function useGuardedCancel(formType: string, id: number | undefined, leaveText?: string) {
  const app = useContext(AppScopeContext);
  const confirm = useConfirm();
  const key = draftKey({
    user: app?.config.user.username ?? '',
    env: app?.env ?? currentEnv() ?? '',
    formType,
    id,
  });
  return async (): Promise<boolean> => {
    if (!readDraft(key)) return true;
    const ok = await confirm({
      title: usersMessages.leaveTitle,
      text: leaveText || usersMessages.leaveText,
      type: 1,
      confirmLabel: usersMessages.leaveConfirm,
      cancelLabel: usersMessages.leaveCancel,
    });
    if (ok) clearDraft(key);
    return ok;
  };
}
