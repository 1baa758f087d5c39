import { useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applyVisibility,
  defaultValues,
  FormTemplate,
  fromProfileItems,
  validateForm,
  type ProfileData,
  type ProfileEditReply,
  type ProfilePageAction,
} from '@sportello/contracts';
import { useConfirm } from '../../components/confirm-provider';
import { focusFirstError, sameValues, useFormState } from '../../components/form';
import { useTableRefresh } from '../../components/table';
import { useLeaveConfirm } from '../../components/use-leave-confirm';
import { isApiError } from '../../lib/api';
import { clearSnacks, notify } from '../../lib/notify';
import { formErrorsOf } from './form-errors';
import { profilesMessages as m } from './messages';
import { profilesKeys, saveProfile } from './profiles-api';

/** The profile form of the profile dialect as the form engine's template (same one the server validates with). */
export function useProfileTemplate(form: ProfileEditReply['form']): FormTemplate {
  return useMemo(
    () =>
      FormTemplate.parse({
        formType: form.formType,
        title: form.title,
        fields: fromProfileItems(form.items).fields,
        labels: { error: m.save.invalid },
      }),
    [form],
  );
}

/**
 * The profile being edited: its values in the form engine's state, the profile as the server last
 * answered (id, code, favourites list), and the save flow of spec 2 §4: validation, the template's
 * confirm, POST the first time and PUT after; the browser asks before leaving unsaved changes.
 */
export function useProfileSave(reply: ProfileEditReply, template: FormTemplate) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const refreshTable = useTableRefresh('profiles');
  const [profile, setProfile] = useState<ProfileData>(reply.profile);
  const start = useMemo(
    () => applyVisibility(template, { ...defaultValues(template), ...reply.profile.values }),
    [template, reply.profile.values],
  );
  const state = useFormState(template, start);
  const [baseline, setBaseline] = useState(start);
  const dirty = !sameValues(state.values, baseline);
  const { allowExit } = useLeaveConfirm(dirty);
  const formRef = useRef<HTMLFormElement>(null);

  const mutation = useMutation({
    mutationFn: ({ values, action }: { values: Record<string, unknown>; action: ProfilePageAction | null }) =>
      saveProfile(profile.id, {
        profiled: profile.profiled,
        values,
        listId: profile.listId,
        ...(action?.params.type === 'draft' ? { type: 'draft' as const } : {}),
      }),
  });

  /** Validates, asks, saves; the saved profile, or null when invalid, refused or cancelled. */
  const save = async (
    action: ProfilePageAction | null,
    onInvalid: () => void,
  ): Promise<ProfileData | null> => {
    if (mutation.isPending) return null;
    const active = document.activeElement;
    if (active instanceof HTMLElement && formRef.current?.contains(active)) active.blur();
    state.setSubmitted(true);
    const { values, errors } = validateForm(template, state.current());
    if (Object.keys(errors).length) {
      onInvalid();
      notify({ message: m.save.invalid, severity: 'error' });
      // The form tab renders first, then its first wrong field takes the focus.
      requestAnimationFrame(() => focusFirstError(formRef.current, errors));
      return null;
    }
    if (action?.confirm) {
      const ok = await confirm({
        title: action.confirm.title,
        text: action.confirm.text,
        confirmLabel: action.confirm.confirmLabel,
        cancelLabel: action.confirm.cancelLabel,
      });
      if (!ok) return null;
    }
    try {
      const saved = await mutation.mutateAsync({ values, action });
      clearSnacks();
      allowExit();
      setProfile(saved.profile);
      const kept = applyVisibility(template, { ...defaultValues(template), ...saved.profile.values });
      state.reset(kept);
      setBaseline(kept);
      notify({ message: saved.message || m.save.saved, severity: 'success' });
      void client.invalidateQueries({ queryKey: profilesKeys.all() });
      void refreshTable();
      return saved.profile;
    } catch (e) {
      if (!isApiError(e)) throw e;
      const fields = formErrorsOf(e.fields);
      if (Object.keys(fields).length) {
        state.setServerErrors(fields);
        onInvalid();
        requestAnimationFrame(() => focusFirstError(formRef.current, fields));
      }
      notify({ message: e.message, severity: 'error' });
      return null;
    }
  };

  return {
    profile,
    /** The favourites list made by a first favourite before the profile was saved. */
    setListId: (listId: number) => setProfile((p) => (p.listId === listId ? p : { ...p, listId })),
    state,
    dirty,
    formRef,
    save,
    busy: mutation.isPending,
  };
}
