// What the user types, apart from how it is saved: the document, its languages, open blocks, focus.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ComponentDef, DEFAULT_LANGUAGE, type ContentDocument, type ContentLang } from '@sportello/contracts';
import { notify } from '../../../lib/notify';
import {
  activateLanguage,
  editorReducer,
  fieldKey,
  referenceLang,
  type EditorState,
  type FieldRef,
  type NewBlock,
} from './editor-state';
import { editorMessages as m } from './messages';

/** Spec 1 §9: language-sync debounce. */
export const LANGUAGE_SYNC_MS = 100;

export interface FocusRequest {
  key: string;
  n: number;
}

/**
 * The editor's document (spec 1 §4): the values of every language with a version counting the
 * changes, the language shown, the blocks folded, the field asked to take the focus, and the edits
 * (a value, a block added, removed or moved, a language activated). `live` holds the latest for
 * timers and async replies.
 */
export function useEditorDocument(doc: ContentDocument, initialLang: ContentLang | undefined) {
  const [state, dispatch] = useReducer(editorReducer, doc.data, (data): EditorState => ({
    docs: data,
    version: 0,
  }));
  const [lang, setLang] = useState<ContentLang>(() => {
    const offered = doc.contentLangs.data.map((l) => l.language);
    if (initialLang && offered.includes(initialLang)) return initialLang;
    return doc.contentLangs.data.find((l) => l.default)?.language ?? offered[0] ?? DEFAULT_LANGUAGE;
  });
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = useState<FocusRequest | null>(null);

  const live = useRef({ state, lang });
  useEffect(() => {
    live.current = { state, lang };
  });

  const syncTimers = useRef(new Map<string, number>());
  useEffect(() => {
    const timers = syncTimers.current;
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, []);

  /** A value typed; the server's error on that field is the caller's to drop. */
  const change = useCallback((ref: FieldRef, value: unknown, languageSync: boolean) => {
    dispatch({ type: 'set', ref, value });
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

  return {
    state,
    live,
    lang,
    setLang,
    collapsed,
    toggleCollapsed,
    focus,
    focusField,
    change,
    add,
    remove,
    move,
    activate,
  };
}

export type EditorDocument = ReturnType<typeof useEditorDocument>;
