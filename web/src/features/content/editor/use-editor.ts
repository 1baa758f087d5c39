import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import {
  ComponentDef,
  DEFAULT_LANGUAGE,
  type ActionButtonName,
  type ContentDocument,
  type ContentFamily,
  type ContentLang,
  type ContentSaveInput,
  type ContentSaveReply,
  type ContentStatus,
} from '@sportello/contracts';
import { useConfirm } from '../../../components/confirm-provider';
import { useLeaveConfirm } from '../../../components/use-leave-confirm';
import { isApiError } from '../../../lib/api';
import { useAppScope } from '../../../lib/app-scope';
import { notify } from '../../../lib/notify';
import { deleteContent, editorPaths, saveDocument } from './editor-api';
import {
  activateLanguage,
  activeLangsOf,
  editorReducer,
  fieldKey,
  referenceLang,
  valuesOf,
  type Docs,
  type EditorState,
  type FieldRef,
  type NewBlock,
} from './editor-state';
import { editorMessages as m } from './messages';
import { useLockHeartbeat } from './use-lock-heartbeat';
import { refsOfServerFields, validateAll } from './validation';

/** 30 s after the last change (issue 5 "Autosave … every 30 s after a change"). */
export const AUTOSAVE_MS = 30_000;
/** Spec 1 §9: language-sync debounce. */
export const LANGUAGE_SYNC_MS = 100;

const PUBLICATION: ReadonlySet<ActionButtonName> = new Set(['publish', 'proposition', 'proposition_vt']);

const FLAGS: Record<ActionButtonName, Partial<ContentSaveInput>> = {
  save: {},
  preview: { preview: true },
  publish: { publish: true },
  proposition: { review: true },
  proposition_vt: { review: true, forVt: true },
};

const DONE: Record<ActionButtonName, string> = {
  save: m.save.saved,
  preview: m.save.preview,
  publish: m.save.published,
  proposition: m.save.review,
  proposition_vt: m.save.reviewVt,
};

export interface AutosaveState {
  phase: 'idle' | 'saving' | 'error' | 'stopped';
  /** When the last autosave landed (ISO). */
  at: string | null;
  message?: string;
  /** Stopped, and the server kept the unsaved text aside as this user's autosave. */
  kept?: boolean;
}

/** What the page asks the editor when it is left, and when it comes back from the page cache. */
export interface LeaveHooks {
  pendingAutosave: () => ContentSaveInput | null;
  resume: () => void;
}

interface Meta {
  id: number | null;
  revision: number | null;
  status: ContentStatus | null;
  /** Languages the server has (the delete-language modal offers these). */
  storedLangs: ContentLang[];
}

interface Marks {
  /** state.version at the last explicit save (or the load). */
  saved: number;
  /** state.version at the last autosave (or save). */
  autosaved: number;
}

export interface FocusRequest {
  key: string;
  n: number;
}

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
 * The editor's behaviour (spec 1 §4, §5): document state, validation, the save flow with its
 * navigation, autosave, the lock heartbeat, language activation and sync, deletes.
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
  const { env } = useAppScope();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const sessionId = doc.params.sessionId;
  const forVt = doc.params.vt;

  const [state, dispatch] = useReducer(editorReducer, doc.data, (data): EditorState => ({
    docs: data,
    version: 0,
  }));
  const [meta, setMeta] = useState<Meta>(() => ({
    id: doc.params.id,
    revision: doc.params.revision,
    status: doc.params.contentStatus,
    storedLangs: doc.params.id ? activeLangsOf(doc.data) : [],
  }));
  const [marks, setMarks] = useState<Marks>({ saved: 0, autosaved: 0 });
  const [lang, setLang] = useState<ContentLang>(() => {
    const offered = doc.contentLangs.data.map((l) => l.language);
    if (initialLang && offered.includes(initialLang)) return initialLang;
    return doc.contentLangs.data.find((l) => l.default)?.language ?? offered[0] ?? DEFAULT_LANGUAGE;
  });
  const [touched, setTouched] = useState<{ all: boolean; keys: ReadonlySet<string> }>({
    all: validateAtMount,
    keys: new Set(),
  });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [bannerOpen, setBannerOpen] = useState(false);
  const [lockLost, setLockLost] = useState<LockLost | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [autosave, setAutosave] = useState<AutosaveState>({ phase: 'idle', at: null });
  const [busy, setBusy] = useState<ActionButtonName | 'delete' | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [suspendLeave, setSuspendLeave] = useState(false);

  const readOnly = doc.status === 'readonly' || lockLost !== null;
  const dirty = state.version > marks.saved && lockLost === null && !suspendLeave;
  const { allowExit } = useLeaveConfirm(dirty);

  // The latest of everything, for timers, the leave flush and async replies.
  const live = useRef({ state, meta, marks, readOnly, conflict, lang, autosave });
  useEffect(() => {
    live.current = { state, meta, marks, readOnly, conflict, lang, autosave };
  });

  // ------------------------------------------------------------------------------------------
  // Validation: client rules on the touched fields, plus what the server said.

  const clientErrors = useMemo(() => validateAll(state.docs), [state.docs]);
  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(clientErrors)) if (touched.all || touched.keys.has(k)) out[k] = v;
    return { ...out, ...serverErrors };
  }, [clientErrors, serverErrors, touched]);

  const blur = useCallback((ref: FieldRef) => {
    const key = fieldKey(ref);
    setTouched((t) => (t.all || t.keys.has(key) ? t : { all: false, keys: new Set([...t.keys, key]) }));
  }, []);

  // ------------------------------------------------------------------------------------------
  // Editing

  const syncTimers = useRef(new Map<string, number>());
  useEffect(() => {
    const timers = syncTimers.current;
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, []);

  const change = useCallback((ref: FieldRef, value: unknown, languageSync: boolean) => {
    dispatch({ type: 'set', ref, value });
    const key = fieldKey(ref);
    setServerErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
    if (languageSync) {
      // Fields kept equal across languages follow 100 ms after the last change (spec 1 §9).
      const timerKey = `${ref.list}|${ref.key}`;
      window.clearTimeout(syncTimers.current.get(timerKey));
      syncTimers.current.set(
        timerKey,
        window.setTimeout(() => dispatch({ type: 'sync', ref }), LANGUAGE_SYNC_MS),
      );
    }
  }, []);

  const newBlockOf = useCallback(
    (kindName: string): NewBlock | null => {
      const kind = doc.availableTypes.data.find((k) => k.name === kindName);
      if (!kind) return null;
      // The kind's component from the server; else one already in the document; else a plain one.
      const existing = Object.values(live.current.state.docs)
        .flatMap((d) => d?.customContents ?? [])
        .find((c) => c.kind === kindName);
      const def =
        kind.component ??
        (existing
          ? ComponentDef.parse({ ...existing, value: undefined })
          : ComponentDef.parse({ type: kind.type, fieldname: kind.name, label: kind.label }));
      return { ...def, label: def.label || kind.label, kind: kind.name };
    },
    [doc.availableTypes.data],
  );

  const add = useCallback(
    (afterUUID: string | null, kindName: string) => {
      const block = newBlockOf(kindName);
      if (!block) return;
      const clientUUID = crypto.randomUUID();
      dispatch({ type: 'add', lang: live.current.lang, afterUUID, block, clientUUID });
      notify({ message: m.addModal.added(block.label), severity: 'success' });
      setFocus((f) => ({
        key: fieldKey({ lang: live.current.lang, list: 'customContents', key: clientUUID }),
        n: (f?.n ?? 0) + 1,
      }));
    },
    [newBlockOf],
  );

  const remove = useCallback((clientUUID: string) => {
    dispatch({ type: 'remove', clientUUID });
    notify({ message: m.custom.removed, severity: 'success' });
  }, []);

  const move = useCallback(
    (activeId: string, overId: string) =>
      dispatch({ type: 'move', lang: live.current.lang, activeId, overId }),
    [],
  );

  const toggleCollapsed = useCallback(
    (clientUUID: string) =>
      setCollapsed((c) => {
        const next = new Set(c);
        if (!next.delete(clientUUID)) next.add(clientUUID);
        return next;
      }),
    [],
  );

  const activate = useCallback(
    (target: ContentLang, from: { source: ContentLang; picked: ReadonlySet<string> } | null) => {
      const docs = live.current.state.docs;
      const next = activateLanguage(
        docs,
        target,
        from ?? { reference: referenceLang(docs, DEFAULT_LANGUAGE) },
      );
      dispatch({ type: 'activate', lang: target, doc: next });
      const label = doc.contentLangs.data.find((l) => l.language === target)?.label ?? target;
      notify({ message: m.languages.activated(label), severity: 'success' });
    },
    [doc.contentLangs.data],
  );

  /** The banner's links: the field's language, its block open, then scrolled to and focused. */
  const focusField = useCallback((key: string) => {
    const [l, list, uuid] = key.split('|');
    setLang(l as ContentLang);
    if (list === 'customContents' && uuid)
      setCollapsed((c) => {
        if (!c.has(uuid)) return c;
        const next = new Set(c);
        next.delete(uuid);
        return next;
      });
    setFocus((f) => ({ key, n: (f?.n ?? 0) + 1 }));
  }, []);

  // ------------------------------------------------------------------------------------------
  // Saving

  const bodyFor = useCallback(
    (flags: Partial<ContentSaveInput>): ContentSaveInput => {
      const { state: s, meta: mt } = live.current;
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
    [doc.params.typeId, doc.params.autosaveRevision, sessionId, forVt],
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
        storedLangs: explicit ? activeLangsOf(before.state.docs) : before.meta.storedLangs,
      };
      const marks: Marks = {
        saved: explicit ? Math.max(before.marks.saved, version) : before.marks.saved,
        autosaved: Math.max(before.marks.autosaved, version),
      };
      // Known at once (not at the next render): a leave right after this save must not send an
      // autosave of what was just saved, nor name the old revision.
      live.current = { ...before, meta, marks };
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
    [onAdopt, sessionId],
  );

  const inFlight = useRef<Promise<void> | null>(null);

  /** A 409 (stale or taken over): the server kept the text aside as this user's autosave. */
  const keptAside = useCallback((version: number) => {
    const marks = { ...live.current.marks, autosaved: Math.max(live.current.marks.autosaved, version) };
    live.current = { ...live.current, marks };
    setMarks(marks);
    setAutosave({ phase: 'stopped', at: new Date().toISOString(), kept: true });
  }, []);

  /** After a take-over: one autosave with the unsaved text, which the server keeps aside. */
  const keepText = useCallback(async () => {
    const { state: s, marks: mk } = live.current;
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
  }, [bodyFor, keptAside]);

  const loseLock = useCallback(
    (message: string, moved: boolean, keepUnsaved: boolean) => {
      setLockLost({ message, moved });
      if (keepUnsaved) void keepText();
    },
    [keepText],
  );
  const lostOnHeartbeat = useCallback(
    (message: string, moved: boolean) => loseLock(message, moved, true),
    [loseLock],
  );

  const autosaveNow = useCallback(async () => {
    const { state: s, marks: mk, readOnly: ro, conflict: cf, autosave: as } = live.current;
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
          loseLock(message, e.code === 'lock_moved', false);
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
  }, [applyReply, bodyFor, keptAside, loseLock]);

  /** "Riprova" under a failed autosave: the kept-aside one after a take-over, else the usual. */
  const retryAutosave = useCallback(
    () => void (live.current.readOnly ? keepText() : autosaveNow()),
    [autosaveNow, keepText],
  );

  const autosaveAllowed = !readOnly && conflict === null && autosave.phase !== 'stopped';
  useEffect(() => {
    if (!autosaveAllowed || state.version <= marks.autosaved) return;
    const t = window.setTimeout(() => void autosaveNow(), AUTOSAVE_MS);
    return () => window.clearTimeout(t);
  }, [autosaveAllowed, state.version, marks.autosaved, autosaveNow]);

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
        const { state: s, marks: mk, readOnly: ro, conflict: cf } = live.current;
        if (ro || cf || s.version <= mk.autosaved) return null;
        return bodyFor({ autosave: true });
      },
      resume: () => undefined,
    };
    return () => {
      leaveRef.current = null;
    };
  }, [bodyFor, leaveRef]);

  // The lock: a heartbeat while the editor is open; it may offer back another tab's kept text.
  const kept = useLockHeartbeat({
    id: meta.id,
    sessionId,
    vt: forVt,
    seconds: doc.params.heartbeatSeconds,
    active: !readOnly,
    shownRevision: doc.params.autosaveRevision,
    onLost: lostOnHeartbeat,
  });

  /** "Recupera": the other tab's text in place of this one (after a confirm if this one has changes). */
  const recoverKept = useCallback(async () => {
    if (!kept) return;
    if (live.current.state.version > live.current.marks.saved) {
      const ok = await confirm({ title: m.lock.recoverTitle, text: m.lock.recoverText, type: 1 });
      if (!ok) return;
    }
    onReload({ kept: kept.revision });
  }, [confirm, kept, onReload]);

  const run = useCallback(
    async (action: ActionButtonName, confirmText?: string, label?: string) => {
      if (live.current.readOnly) return;
      if (PUBLICATION.has(action)) {
        const invalid = validateAll(live.current.state.docs);
        setTouched({ all: true, keys: new Set() });
        if (Object.keys(invalid).length > 0) {
          // The not-valid banner, only for publication (spec 1 §4), and the template's error label
          // in a snackbar (spec 1 §8 "Invalid form on submit").
          setBannerOpen(true);
          notify({ message: doc.labels.error, severity: 'error' });
          window.scrollTo({ top: 0, behavior: 'smooth' });
          return;
        }
      }
      if (confirmText && !(await confirm({ title: label ?? confirmText, text: confirmText }))) return;
      setBusy(action);
      let version = live.current.state.version;
      try {
        await inFlight.current;
        version = live.current.state.version;
        const reply = await saveDocument(bodyFor(FLAGS[action]));
        setBannerOpen(false);
        setServerErrors({});
        setConflict(null);
        setAutosave((a) => ({ phase: a.phase === 'stopped' ? 'idle' : a.phase, at: a.at }));
        notify({ message: DONE[action], severity: 'success' });
        const here = live.current.lang;
        const leave = (to: string) => {
          allowExit();
          void navigate(to);
        };
        switch (reply.next) {
          case 'edit_vt':
            await applyReply(reply, version, true);
            leave(editorPaths.edit(env, 'content', reply.id, true));
            break;
          case 'preview':
            await applyReply(reply, version, true);
            leave(editorPaths.preview(env, reply.id, here));
            break;
          case 'list':
            await applyReply(reply, version, true);
            leave(editorPaths.list(env, reply.family));
            break;
          case 'review':
            // Sent to validation: the compare of what was sent (spec 1 §4, previewType=new).
            await applyReply(reply, version, true);
            leave(editorPaths.review(env, reply.id, action === 'proposition_vt'));
            break;
          default:
            await applyReply(reply, version, true);
        }
      } catch (e) {
        if (!isApiError(e)) throw e;
        const docs = live.current.state.docs;
        if (e.code === 'conflict') {
          setConflict(e.message);
          keptAside(version);
        } else if (e.code === 'locked' || e.code === 'lock_moved') {
          loseLock(e.message, e.code === 'lock_moved', false);
          keptAside(version);
        } else if (e.code === 'rule' || e.status === 422) {
          const fields = refsOfServerFields(docs, e.fields);
          setServerErrors(fields);
          if (Object.keys(fields).length > 0 && PUBLICATION.has(action)) {
            setBannerOpen(true);
            notify({ message: doc.labels.error, severity: 'error' });
          } else notify({ message: e.message, severity: 'error' });
        } else {
          setServerErrors(refsOfServerFields(docs, e.fields));
          notify({ message: e.message, severity: 'error' });
        }
      } finally {
        setBusy(null);
      }
    },
    [allowExit, applyReply, bodyFor, confirm, doc.labels.error, env, keptAside, loseLock, navigate],
  );

  // ------------------------------------------------------------------------------------------
  // Deleting

  const deleteLangs = useCallback(
    async (langs: ContentLang[]) => {
      const id = live.current.meta.id;
      if (!id) return false;
      setBusy('delete');
      try {
        await deleteContent({ id, langs });
        notify({ message: m.deleteLangs.done, severity: 'success' });
        onReload({ autosave: false });
        return true;
      } catch (e) {
        notify({ message: e instanceof Error ? e.message : String(e), severity: 'error' });
        return false;
      } finally {
        setBusy(null);
      }
    },
    [onReload],
  );

  const deleteWhole = useCallback(
    async (name: string) => {
      const id = live.current.meta.id;
      if (!id) return;
      if (!(await confirm({ title: m.deleteContent.title, text: m.deleteContent.text(name), type: 1 })))
        return;
      setBusy('delete');
      try {
        const reply = await deleteContent({ id });
        notify({
          message: reply.status === 'delete_requested' ? m.deleteContent.requested : m.deleteContent.done,
          severity: 'success',
        });
        allowExit();
        void navigate(editorPaths.list(env, family));
      } catch (e) {
        notify({ message: e instanceof Error ? e.message : String(e), severity: 'error' });
      } finally {
        setBusy(null);
      }
    },
    [allowExit, confirm, env, family, navigate],
  );

  return {
    docs: state.docs as Docs,
    version: state.version,
    lang,
    setLang,
    meta,
    readOnly,
    dirty: state.version > marks.saved,
    unsavedSinceAutosave: state.version > marks.autosaved,
    errors,
    bannerOpen,
    closeBanner: useCallback(() => setBannerOpen(false), []),
    lockLost,
    kept,
    recoverKept,
    /** Back to this tab after going on in another: the lock comes here, with the text kept aside. */
    continueHere: useCallback(() => onReload({ autosave: true }), [onReload]),
    conflict,
    autosave,
    retryAutosave,
    busy,
    collapsed,
    toggleCollapsed,
    focus,
    focusField,
    change,
    blur,
    add,
    remove,
    move,
    activate,
    run,
    deleteLangs,
    deleteWhole,
    reloadFromAutosave: useCallback(() => onReload({ autosave: true }), [onReload]),
  };
}

export type EditorController = ReturnType<typeof useEditor>;
