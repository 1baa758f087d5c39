import { useContext, useEffect, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  applyVisibility,
  defaultValues,
  requiredFilled,
  type FormAction,
  type FormSubmitBody,
  type FormSubmitReply,
  type FormTemplate,
  type FormValues,
} from '@sportello/contracts';
import { useLeaveConfirm } from '../use-leave-confirm';
import { AppScopeContext } from '../../lib/app-scope';
import { currentEnv } from '../../lib/current-env';
import { messages } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { FieldList } from './field-renderer';
import { FieldScopeContext } from './field-scope';
import { FormActions } from './form-actions';
import { clearDraft, draftKey, draftValues, readDraft, sameValues, writeDraft } from './form-draft';
import { FormFrame } from './form-frame';
import { FormLangContext } from './form-lang';
import { DraftNotice, FormMessagePanel } from './form-panels';
import { ReadOnlyView } from './read-only-view';
import type { TemplateFormProps } from './template-form-props';
import { useFormScope, useFormState } from './use-form-state';
import { useFormSubmit } from './use-form-submit';
import { formMessages } from './messages';

type Props = TemplateFormProps & {
  template: FormTemplate;
  data: FormValues;
  layout: NonNullable<TemplateFormProps['layout']>;
};

/** A loaded form: values in one state object, a draft in the browser, the submit flow, the two views. */
export function FormView({ template, data, formType, id, layout, titleId, lang = 'it', ...props }: Props) {
  const app = useContext(AppScopeContext);
  const env = app?.env ?? currentEnv() ?? '';
  const key = draftKey({ user: app?.config.user.username ?? '', env, formType, id });
  const base = useMemo(
    () => applyVisibility(template, { ...defaultValues(template), ...data }),
    [template, data],
  );
  const [init] = useState(() => {
    const draft = template.message ? null : readDraft(key);
    const start = draft ? applyVisibility(template, { ...base, ...draft }) : base;
    return { start, restored: !!draft && !sameValues(start, base) };
  });
  const state = useFormState(template, init.start);
  const [draftShown, setDraftShown] = useState(init.restored);
  const [baseline, setBaseline] = useState(base);
  const [mode, setMode] = useState(props.mode ?? 'edit');
  const [success, setSuccess] = useState<{ title: string; text?: string | undefined } | null>(null);
  const [sent, setSent] = useState(false);
  const dirty = !sent && !sameValues(state.values, baseline);
  const { allowExit } = useLeaveConfirm(dirty);
  const idPrefix = `f${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-`;
  const title = template.title ?? props.fallbackTitle;

  useEffect(() => {
    if (layout !== 'dialog' && title) document.title = `${title} · ${messages.app.name}`;
  }, [layout, title]);

  // The draft follows every change; back to the loaded values, there is nothing to keep.
  useEffect(() => {
    if (sent || template.message) return;
    if (dirty) writeDraft(key, draftValues(template.fields, state.values));
    else clearDraft(key);
  }, [dirty, key, sent, state.values, template]);

  const done = (reply: FormSubmitReply, body: FormSubmitBody) => {
    allowExit();
    clearDraft(key);
    setDraftShown(false);
    if (reply.redirect) return setSent(true);
    if (props.onSuccess) {
      setSent(true);
      return props.onSuccess(reply, template);
    }
    const message = reply.successMessage ?? template.successMessage;
    if (message) {
      setSent(true);
      return setSuccess(message);
    }
    notify({ message: reply.message ?? formMessages.saved, severity: 'success' });
    const kept = draftValues(template.fields, body.values);
    setBaseline(applyVisibility(template, kept));
    state.reset(kept);
  };

  const { formRef, submit, busy } = useFormSubmit({
    template,
    formType,
    id,
    env,
    state,
    onInvalid: () => setMode('edit'),
    onDone: done,
  });

  const scope = useFormScope(idPrefix, state, template.fields);

  const frame = { layout, titleId, title, subtitle: template.subtitle, text: template.text };
  const close = props.onCancel ? (
    <Button color="inherit" onClick={props.onCancel}>
      {messages.common.close}
    </Button>
  ) : undefined;

  if (template.message || success) {
    const panel = template.message ?? success!;
    return (
      <FormFrame {...frame} text={undefined} actions={close}>
        <FormMessagePanel
          kind={success ? 'success' : 'info'}
          title={panel.title}
          text={panel.text}
          action={success ? props.successAction : undefined}
        />
      </FormFrame>
    );
  }

  const defaultEdit: FormAction[] = [
    { type: 'submit', label: template.labels.submit ?? formMessages.submit, style: 'primary' },
  ];
  const defaultPreview: FormAction[] = [{ type: 'switch-view', label: formMessages.edit, style: 'primary' }];
  const actions =
    mode === 'edit'
      ? template.actions.edit.length
        ? template.actions.edit
        : defaultEdit
      : template.actions.preview.length
        ? template.actions.preview
        : defaultPreview;

  const discardDraft = () => {
    clearDraft(key);
    state.reset(base);
    setDraftShown(false);
    notify({ message: formMessages.draftDiscarded, severity: 'info' });
  };

  return (
    <FormLangContext.Provider value={lang}>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-labelledby={title ? titleId : undefined}
        sx={
          layout === 'dialog'
            ? { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }
            : undefined
        }
      >
        <FormFrame
          {...frame}
          actions={
            <FormActions
              actions={actions}
              busy={busy}
              onSwitch={() => setMode((m) => (m === 'edit' ? 'preview' : 'edit'))}
              onSubmit={mode === 'preview' ? () => void submit() : undefined}
              submitDisabled={
                props.submitWhenComplete && mode === 'edit' && !requiredFilled(template.fields, state.values)
              }
              cancel={
                props.onCancel
                  ? { label: template.labels.cancel ?? formMessages.cancel, onClick: props.onCancel }
                  : undefined
              }
            />
          }
        >
          {draftShown ? <DraftNotice onDiscard={discardDraft} /> : null}
          {mode === 'edit' ? (
            <FieldScopeContext.Provider value={scope}>
              <FieldList fields={template.fields} />
            </FieldScopeContext.Provider>
          ) : (
            <ReadOnlyView template={template} values={state.values} lang={lang} />
          )}
        </FormFrame>
      </Box>
    </FormLangContext.Provider>
  );
}
