import { useEffect, useState } from 'react';
import type { ContentLockReply } from '@sportello/contracts';
import { isApiError } from '../../../lib/api';
import { heartbeat } from './editor-api';

export type KeptText = NonNullable<ContentLockReply['kept']>;

/**
 * The editor's lock while it is open (spec 1 §4, docs/api.md): a heartbeat every few seconds.
 * A 409 means the lock is gone — taken over by someone else, or moved to another tab or session of
 * the same person (lock_moved). A heartbeat that keeps it may bring back the unsaved text another
 * tab of the person kept aside after the lock came here: the editor offers it, unless it shows it.
 */
export function useLockHeartbeat({
  id,
  sessionId,
  vt,
  seconds,
  active,
  shownRevision,
  onLost,
}: {
  id: number | null;
  sessionId: string;
  vt: boolean;
  seconds: number;
  /** Holding the lock (not read-only, not lost). */
  active: boolean;
  /** The kept text the editor already shows. */
  shownRevision: number | null;
  onLost: (message: string, moved: boolean) => void;
}): KeptText | null {
  const [kept, setKept] = useState<KeptText | null>(null);
  useEffect(() => {
    if (!id || !active) return;
    const t = window.setInterval(
      () => {
        heartbeat({ id, sessionId, action: 'heartbeat', vt })
          .then((reply) => setKept(reply.kept && reply.kept.revision !== shownRevision ? reply.kept : null))
          .catch((e: unknown) => {
            if (isApiError(e) && (e.code === 'locked' || e.code === 'lock_moved' || e.status === 409))
              onLost(e.message, e.code === 'lock_moved');
          });
      },
      Math.max(5, seconds) * 1000,
    );
    return () => window.clearInterval(t);
  }, [id, sessionId, vt, seconds, active, shownRevision, onLost]);
  return active ? kept : null;
}
