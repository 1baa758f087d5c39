// The saving state the side menu and the conflict banner show, shared by autosave, the lock and saves.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedRecord } from './use-saved-record';

export interface AutosaveState {
  phase: 'idle' | 'saving' | 'error' | 'stopped';
  /** When the last autosave landed (ISO). */
  at: string | null;
  message?: string;
  /** Stopped, and the server kept the unsaved text aside as this user's autosave. */
  kept?: boolean;
}

/**
 * The autosave's phase (idle, saving, failed, stopped) and a conflict (someone saved a newer
 * version: autosave stops, nothing overwrites it). `live` holds the latest for timers and replies.
 */
export function useSaveStatus(record: SavedRecord) {
  const { markAutosaved } = record;
  const [autosave, setAutosave] = useState<AutosaveState>({ phase: 'idle', at: null });
  const [conflict, setConflict] = useState<string | null>(null);

  const live = useRef({ autosave, conflict });
  useEffect(() => {
    live.current = { autosave, conflict };
  });

  /** A 409 (stale or taken over): the server kept the text aside as this user's autosave. */
  const keptAside = useCallback(
    (version: number) => {
      markAutosaved(version);
      setAutosave({ phase: 'stopped', at: new Date().toISOString(), kept: true });
    },
    [markAutosaved],
  );

  return { autosave, setAutosave, conflict, setConflict, live, keptAside };
}

export type SaveStatus = ReturnType<typeof useSaveStatus>;
