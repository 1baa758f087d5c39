// What the server holds of the content, and which typed version it holds: the base of every save.
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type {
  ContentDocument,
  ContentLang,
  ContentSaveInput,
  ContentSaveReply,
  ContentStatus,
} from '@sportello/contracts';
import { activeLangsOf, valuesOf } from './editor-state';
import type { EditorDocument } from './use-editor-document';

export interface Meta {
  id: number | null;
  revision: number | null;
  status: ContentStatus | null;
  /** Languages the server has (the delete-language modal offers these). */
  storedLangs: ContentLang[];
}

export interface Marks {
  /** state.version at the last explicit save (or the load). */
  saved: number;
  /** state.version at the last autosave (or save). */
  autosaved: number;
}

/**
 * The saved record (spec 1 §4): the content's id, revision, status and stored languages, the
 * document versions the last save and autosave sent, the body of the next save, and a reply
 * applied to all of these (a new content takes its id: the address follows, no reload).
 */
export function useSavedRecord(
  doc: ContentDocument,
  draft: EditorDocument,
  onAdopt: (id: number, sessionId: string) => void,
) {
  const sessionId = doc.params.sessionId;
  const forVt = doc.params.vt;
  const draftLive = draft.live;
  const [meta, setMeta] = useState<Meta>(() => ({
    id: doc.params.id,
    revision: doc.params.revision,
    status: doc.params.contentStatus,
    storedLangs: doc.params.id ? activeLangsOf(doc.data) : [],
  }));
  const [marks, setMarks] = useState<Marks>({ saved: 0, autosaved: 0 });
  /** While a new content's address changes to edit/{id}: not a page being left. */
  const [suspendLeave, setSuspendLeave] = useState(false);

  const live = useRef({ meta, marks });
  useEffect(() => {
    live.current = { meta, marks };
  });

  const bodyFor = useCallback(
    (flags: Partial<ContentSaveInput>): ContentSaveInput => {
      const s = draftLive.current.state;
      const mt = live.current.meta;
      return {
        id: mt.id,
        typeId: doc.params.typeId,
        revision: mt.revision,
        sessionId,
        autosaveRevision: doc.params.autosaveRevision,
        data: valuesOf(s.docs),
        ...(forVt ? { forVt: true } : {}),
        ...flags,
      };
    },
    [doc.params.typeId, doc.params.autosaveRevision, sessionId, forVt, draftLive],
  );

  /** A reply's id and revision; a new content takes its id (the address follows, no reload). */
  const applyReply = useCallback(
    async (reply: ContentSaveReply, version: number, explicit: boolean) => {
      const before = live.current;
      const wasNew = before.meta.id === null;
      const meta: Meta = {
        id: reply.id,
        revision: reply.revision,
        status: reply.status,
        storedLangs: explicit ? activeLangsOf(draftLive.current.state.docs) : before.meta.storedLangs,
      };
      const marks: Marks = {
        saved: explicit ? Math.max(before.marks.saved, version) : before.marks.saved,
        autosaved: Math.max(before.marks.autosaved, version),
      };
      // Known at once (not at the next render): a leave right after this save must not send an
      // autosave of what was just saved, nor name the old revision.
      live.current = { meta, marks };
      setMeta(meta);
      setMarks(marks);
      if (wasNew && (!explicit || reply.next === 'edit' || reply.next === null)) {
        // The address changes to edit/{id}: not a page to leave.
        flushSync(() => setSuspendLeave(true));
        try {
          onAdopt(reply.id, sessionId);
          await Promise.resolve();
        } finally {
          setSuspendLeave(false);
        }
      }
    },
    [onAdopt, sessionId, draftLive],
  );

  /** The server has this version, kept aside as the user's autosave (known at once, as above). */
  const markAutosaved = useCallback((version: number) => {
    const marks = { ...live.current.marks, autosaved: Math.max(live.current.marks.autosaved, version) };
    live.current = { ...live.current, marks };
    setMarks(marks);
  }, []);

  return { meta, marks, live, suspendLeave, bodyFor, applyReply, markAutosaved };
}

export type SavedRecord = ReturnType<typeof useSavedRecord>;
