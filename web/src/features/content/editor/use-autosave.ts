// Autosave on its own: when it runs, what it does with the reply, and what a leaving page sends.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { ContentSaveInput } from '@sportello/contracts';
import { isApiError } from '../../../lib/api';
import { saveDocument } from './editor-api';
import type { EditorDocument } from './use-editor-document';
import type { EditorLock } from './use-editor-lock';
import type { SaveStatus } from './use-save-status';
import type { SavedRecord } from './use-saved-record';

/** 30 s after the last change ("Autosave … every 30 s after a change"). */
export const AUTOSAVE_MS = 30_000;

/** What the page asks the editor when it is left, and when it comes back from the page cache. */
export interface LeaveHooks {
  pendingAutosave: () => ContentSaveInput | null;
  resume: () => void;
}

/**
 * The autosave (spec 1 §4): 30 s after the last change and when the tab is hidden, one at a time,
 * never over a conflict, a lost lock or a stop; and the unsaved text the page's leave flush sends.
 * `whenIdle()` is the autosave in flight, which a save waits for.
 */
export function useAutosave({
  draft,
  record,
  status,
  lock,
  leaveRef,
}: {
  draft: EditorDocument;
  record: SavedRecord;
  status: SaveStatus;
  lock: EditorLock;
  leaveRef: RefObject<LeaveHooks | null>;
}) {
  const draftLive = draft.live;
  const { live: recordLive, bodyFor, applyReply } = record;
  const { live: statusLive, setAutosave, setConflict, keptAside } = status;
  const { live: lockLive, lose, keepText } = lock;

  const inFlight = useRef<Promise<void> | null>(null);

  const autosaveNow = useCallback(async () => {
    const s = draftLive.current.state;
    const mk = recordLive.current.marks;
    const ro = lockLive.current.readOnly;
    const { conflict: cf, autosave: as } = statusLive.current;
    if (inFlight.current || ro || cf || as.phase === 'stopped' || s.version <= mk.autosaved) return;
    const version = s.version;
    const run = (async () => {
      setAutosave((a) => ({ ...a, phase: 'saving' }));
      try {
        const reply = await saveDocument(bodyFor({ autosave: true }));
        await applyReply(reply, version, false);
        setAutosave({ phase: 'idle', at: reply.savedAt });
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        if (isApiError(e) && e.code === 'conflict') {
          // Someone saved a newer version: never overwrite it (the server kept this text aside).
          setConflict(message);
          keptAside(version);
        } else if (isApiError(e) && (e.code === 'locked' || e.code === 'lock_moved')) {
          lose(message, e.code === 'lock_moved', false);
          keptAside(version);
        } else {
          setAutosave((a) => ({ ...a, phase: 'error', message }));
        }
      }
    })();
    inFlight.current = run;
    try {
      await run;
    } finally {
      inFlight.current = null;
    }
  }, [
    applyReply,
    bodyFor,
    keptAside,
    lose,
    draftLive,
    recordLive,
    lockLive,
    statusLive,
    setAutosave,
    setConflict,
  ]);

  /** "Riprova" under a failed autosave: the kept-aside one after a take-over, else the usual. */
  const retryAutosave = useCallback(
    () => void (lockLive.current.readOnly ? keepText() : autosaveNow()),
    [autosaveNow, keepText, lockLive],
  );

  const version = draft.state.version;
  const autosavedAt = record.marks.autosaved;
  const autosaveAllowed = !lock.readOnly && status.conflict === null && status.autosave.phase !== 'stopped';
  useEffect(() => {
    if (!autosaveAllowed || version <= autosavedAt) return;
    const t = window.setTimeout(() => void autosaveNow(), AUTOSAVE_MS);
    return () => window.clearTimeout(t);
  }, [autosaveAllowed, version, autosavedAt, autosaveNow]);

  // A hidden tab may never come back: save what is there.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void autosaveNow();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [autosaveNow]);

  // The page's leave flush asks for the unsaved text.
  useEffect(() => {
    leaveRef.current = {
      pendingAutosave: () => {
        const s = draftLive.current.state;
        const mk = recordLive.current.marks;
        const ro = lockLive.current.readOnly;
        const cf = statusLive.current.conflict;
        if (ro || cf || s.version <= mk.autosaved) return null;
        return bodyFor({ autosave: true });
      },
      resume: () => undefined,
    };
    return () => {
      leaveRef.current = null;
    };
  }, [bodyFor, leaveRef, draftLive, recordLive, lockLive, statusLive]);

  return {
    retryAutosave,
    whenIdle: useCallback(() => inFlight.current, []),
  };
}

export type Autosave = ReturnType<typeof useAutosave>;
