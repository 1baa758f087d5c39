// The lock while the editor is open: whether it still holds it, and what happens when it goes.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentDocument } from '@sportello/contracts';
import { useConfirm } from '../../../components/confirm-provider';
import { isApiError } from '../../../lib/api';
import { saveDocument } from './editor-api';
import { editorMessages as m } from './messages';
import type { EditorDocument } from './use-editor-document';
import { useLockHeartbeat } from './use-lock-heartbeat';
import type { SaveStatus } from './use-save-status';
import type { SavedRecord } from './use-saved-record';

export interface ReloadOptions {
  autosave?: boolean;
  takeOver?: boolean;
  /** Load this text kept aside by another tab of the user. */
  kept?: number;
}

/** How the lock was lost: someone took the content over, or the user went on in another tab. */
export interface LockLost {
  message: string;
  moved: boolean;
}

/**
 * The editor's lock (spec 1 §4): read-only once it is lost (taken over, or moved to another tab);
 * the heartbeat that keeps it; after a take-over the unsaved text goes aside as the user's
 * autosave; another tab's kept text offered back ("Recupera"); "Continua qui" takes it back.
 */
export function useEditorLock({
  doc,
  draft,
  record,
  status,
  onReload,
}: {
  doc: ContentDocument;
  draft: EditorDocument;
  record: SavedRecord;
  status: SaveStatus;
  onReload: (options?: ReloadOptions) => void;
}) {
  const confirm = useConfirm();
  const draftLive = draft.live;
  const { live: recordLive, bodyFor } = record;
  const { setAutosave, keptAside } = status;
  const [lockLost, setLockLost] = useState<LockLost | null>(null);
  const readOnly = doc.status === 'readonly' || lockLost !== null;

  const live = useRef({ readOnly });
  useEffect(() => {
    live.current = { readOnly };
  });

  /** After a take-over: one autosave with the unsaved text, which the server keeps aside. */
  const keepText = useCallback(async () => {
    const s = draftLive.current.state;
    const mk = recordLive.current.marks;
    if (s.version <= mk.autosaved) return;
    const version = s.version;
    setAutosave((a) => ({ ...a, phase: 'saving' }));
    try {
      await saveDocument(bodyFor({ autosave: true }));
      keptAside(version);
    } catch (e) {
      if (isApiError(e) && e.status === 409) keptAside(version);
      else
        setAutosave((a) => ({ ...a, phase: 'error', message: e instanceof Error ? e.message : String(e) }));
    }
  }, [bodyFor, keptAside, draftLive, recordLive, setAutosave]);

  const lose = useCallback(
    (message: string, moved: boolean, keepUnsaved: boolean) => {
      setLockLost({ message, moved });
      if (keepUnsaved) void keepText();
    },
    [keepText],
  );
  const lostOnHeartbeat = useCallback(
    (message: string, moved: boolean) => lose(message, moved, true),
    [lose],
  );

  // The lock: a heartbeat while the editor is open; it may offer back another tab's kept text.
  const kept = useLockHeartbeat({
    id: record.meta.id,
    sessionId: doc.params.sessionId,
    vt: doc.params.vt,
    seconds: doc.params.heartbeatSeconds,
    active: !readOnly,
    shownRevision: doc.params.autosaveRevision,
    onLost: lostOnHeartbeat,
  });

  /** "Recupera": the other tab's text in place of this one (after a confirm if this one has changes). */
  const recoverKept = useCallback(async () => {
    if (!kept) return;
    if (draftLive.current.state.version > recordLive.current.marks.saved) {
      const ok = await confirm({ title: m.lock.recoverTitle, text: m.lock.recoverText, type: 1 });
      if (!ok) return;
    }
    onReload({ kept: kept.revision });
  }, [confirm, kept, onReload, draftLive, recordLive]);

  return {
    lockLost,
    readOnly,
    live,
    lose,
    keepText,
    kept,
    recoverKept,
    /** Back to this tab after going on in another: the lock comes here, with the text kept aside. */
    continueHere: useCallback(() => onReload({ autosave: true }), [onReload]),
  };
}

export type EditorLock = ReturnType<typeof useEditorLock>;
