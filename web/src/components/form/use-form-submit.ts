import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  validateForm,
  type FormSubmitBody,
  type FormSubmitReply,
  type FormTemplate,
} from '@sportello/contracts';
import { useConfirm } from '../confirm-provider';
import { isApiError } from '../../lib/api';
import { messages } from '../../lib/messages';
import { clearSnacks, notify } from '../../lib/notify';
import { isDocumentHref } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';
import { focusFirstError } from './focus-error';
import { submitForm } from './form-api';
import type { useFormState } from './use-form-state';

type FormState = ReturnType<typeof useFormState>;

/**
 * The submit flow of spec 1 §4: validation turns on; invalid → the template's error label in the
 * snackbar, the fields marked and the first one focused; a pendingPopup asks first; then POST
 * {values, id}. A 400 with `fields` marks those fields; success goes to `onDone`, or to the
 * redirect the server names.
 */
export function useFormSubmit({
  template,
  formType,
  id,
  env,
  state,
  onInvalid,
  onDone,
}: {
  template: FormTemplate;
  formType: string;
  id: string | number | undefined;
  env: string;
  state: FormState;
  onInvalid: () => void;
  onDone: (reply: FormSubmitReply, body: FormSubmitBody) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: (body: FormSubmitBody) => submitForm(formType, body),
    onSuccess: (reply, body) => {
      clearSnacks();
      void queryClient.invalidateQueries({ queryKey: queryKeys.forms() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.appConfig(env || null) });
      onDone(reply, body);
      if (reply.redirect) {
        if (isDocumentHref(reply.redirect) || !reply.redirect.startsWith('/'))
          window.location.assign(reply.redirect);
        else void navigate(reply.redirect);
      }
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fields).length) {
        state.setServerErrors(error.fields);
        state.setSubmitted(true);
        onInvalid();
        notify({ message: error.message || template.labels.error, severity: 'error' });
        focusFirstError(formRef.current, error.fields);
        return;
      }
      notify({ message: isApiError(error) ? error.message : messages.errors.network, severity: 'error' });
    },
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (mutation.isPending) return;
    // Leaving the focused input commits what it holds (a number clamps, a time pads) before reading.
    const active = document.activeElement;
    if (active instanceof HTMLElement && formRef.current?.contains(active)) active.blur();
    state.setSubmitted(true);
    const { values, errors } = validateForm(template, state.current());
    if (Object.keys(errors).length) {
      onInvalid();
      notify({ message: template.labels.error, severity: 'error' });
      focusFirstError(formRef.current, errors);
      return;
    }
    const popup = template.pendingPopup;
    if (popup) {
      const ok = await confirm({
        title: popup.title,
        text: popup.text,
        confirmLabel: popup.confirm,
        cancelLabel: popup.cancel,
      });
      if (!ok) return;
    }
    mutation.mutate(id === undefined ? { values } : { values, id });
  };

  return { formRef, submit, busy: mutation.isPending || (mutation.isSuccess && !!mutation.data?.redirect) };
}
