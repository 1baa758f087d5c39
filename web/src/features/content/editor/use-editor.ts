// The editor's controller: the hooks of each concern composed into the one object its components read.
import { useCallback, type RefObject } from 'react';
import type { ContentDocument, ContentFamily, ContentLang } from '@sportello/contracts';
import { useLeaveConfirm } from '../../../components/use-leave-confirm';
import { fieldKey, type Docs, type FieldRef } from './editor-state';
import { useAutosave, type LeaveHooks } from './use-autosave';
import { useEditorActions } from './use-editor-actions';
import { useEditorDocument } from './use-editor-document';
import { useEditorLock, type ReloadOptions } from './use-editor-lock';
import { useEditorValidation } from './use-editor-validation';
import { useSaveStatus } from './use-save-status';
import { useSavedRecord } from './use-saved-record';

export { AUTOSAVE_MS, type LeaveHooks } from './use-autosave';
export { LANGUAGE_SYNC_MS, type FocusRequest } from './use-editor-document';
export type { LockLost, ReloadOptions } from './use-editor-lock';
export type { AutosaveState } from './use-save-status';

export interface EditorOptions {
  doc: ContentDocument;
  family: ContentFamily;
  initialLang: ContentLang | undefined;
  /** Loaded an existing content: its fields are checked at once (spec 1 §5 "at mount"). */
  validateAtMount: boolean;
  leaveRef: RefObject<LeaveHooks | null>;
  onAdopt: (id: number, sessionId: string) => void;
  onReload: (options?: ReloadOptions) => void;
}

/**
 * The editor's behaviour (spec 1 §4, §5): the document, its validation, the saved record and the
 * save state, the lock, autosave and the actions, each in its hook; this one wires them together
 * and asks before leaving while something is unsaved.
 */
export function useEditor({
  doc,
  family,
  initialLang,
  validateAtMount,
  leaveRef,
  onAdopt,
  onReload,
}: EditorOptions) {
  const draft = useEditorDocument(doc, initialLang);
  const { state } = draft;
  const validation = useEditorValidation(state.docs, validateAtMount);
  const record = useSavedRecord(doc, draft, onAdopt);
  const { marks } = record;
  const status = useSaveStatus(record);
  const lock = useEditorLock({ doc, draft, record, status, onReload });
  const { allowExit } = useLeaveConfirm(
    state.version > marks.saved && lock.lockLost === null && !record.suspendLeave,
  );
  const autosave = useAutosave({ draft, record, status, lock, leaveRef });
  const actions = useEditorActions({
    doc,
    family,
    draft,
    validation,
    record,
    status,
    lock,
    autosave,
    allowExit,
    onReload,
  });

  // A value typed: what the server said of that field goes (it was said of the old value).
  const { change: setValue } = draft;
  const { clearServerError } = validation;
  const change = useCallback(
    (ref: FieldRef, value: unknown, languageSync: boolean) => {
      setValue(ref, value, languageSync);
      clearServerError(fieldKey(ref));
    },
    [setValue, clearServerError],
  );

  return {
    docs: state.docs as Docs,
    version: state.version,
    lang: draft.lang,
    setLang: draft.setLang,
    meta: record.meta,
    readOnly: lock.readOnly,
    dirty: state.version > marks.saved,
    unsavedSinceAutosave: state.version > marks.autosaved,
    errors: validation.errors,
    bannerOpen: validation.bannerOpen,
    closeBanner: validation.closeBanner,
    lockLost: lock.lockLost,
    kept: lock.kept,
    recoverKept: lock.recoverKept,
    /** Back to this tab after going on in another: the lock comes here, with the text kept aside. */
    continueHere: lock.continueHere,
    conflict: status.conflict,
    autosave: status.autosave,
    retryAutosave: autosave.retryAutosave,
    busy: actions.busy,
    collapsed: draft.collapsed,
    toggleCollapsed: draft.toggleCollapsed,
    focus: draft.focus,
    focusField: draft.focusField,
    change,
    blur: validation.blur,
    add: draft.add,
    remove: draft.remove,
    move: draft.move,
    activate: draft.activate,
    run: actions.run,
    deleteLangs: actions.deleteLangs,
    deleteWhole: actions.deleteWhole,
    reloadFromAutosave: useCallback(() => onReload({ autosave: true }), [onReload]),
  };
}

export type EditorController = ReturnType<typeof useEditor>;
