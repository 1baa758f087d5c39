import {
  CONTENT_LANGUAGES,
  DISPLAY_TYPES,
  emptyValueOf,
  insertStageMarker,
  isStageType,
  type ComponentType,
  type ContentComponent,
  type ContentLang,
  type CustomContent,
  type LangDocument,
  type LangValuesInput,
} from '@sportello/contracts';

/**
 * The editor's document state (spec 1 §4 "Per-language content", "Editing lists of components"):
 * one LangDocument per language, values kept inside the components. Custom contents form one
 * structure shared by every active language: a block is added, removed and moved in all of them,
 * paired by its clientUUID (the server pairs them the same way).
 */

export type Docs = Partial<Record<ContentLang, LangDocument>>;
export type ListName = 'baseContents' | 'customContents' | 'extraContents';

/** One component of one language: fieldname for base and extra contents, clientUUID for custom. */
export interface FieldRef {
  lang: ContentLang;
  list: ListName;
  key: string;
}

export const fieldKey = (r: FieldRef): string => `${r.lang}|${r.list}|${r.key}`;
export const parseFieldKey = (key: string): FieldRef => {
  const [lang, list, ...rest] = key.split('|');
  return { lang: lang as ContentLang, list: list as ListName, key: rest.join('|') };
};
/** The DOM id of a field's wrapper (scrolled to from the banner). */
export const fieldDomId = (r: FieldRef): string =>
  `field-${r.lang}-${r.list}-${r.key}`.replace(/[^A-Za-z0-9_-]/g, '_');

export const keyOf = (c: ContentComponent | CustomContent): string =>
  'clientUUID' in c ? c.clientUUID : c.fieldname;

export interface EditorState {
  docs: Docs;
  /** Counts the user's changes: saved and autosaved marks compare against it. */
  version: number;
}

/** A block the add-new-element modal makes: its definition; value and marker are set here. */
export type NewBlock = Omit<CustomContent, 'value' | 'clientUUID' | 'id'>;

export type EditorAction =
  | { type: 'set'; ref: FieldRef; value: unknown }
  | { type: 'sync'; ref: FieldRef }
  | { type: 'add'; lang: ContentLang; afterUUID: string | null; block: NewBlock; clientUUID: string }
  | { type: 'remove'; clientUUID: string }
  | { type: 'move'; lang: ContentLang; activeId: string; overId: string }
  | { type: 'activate'; lang: ContentLang; doc: LangDocument };

export const langsOf = (docs: Docs): ContentLang[] => CONTENT_LANGUAGES.filter((l) => docs[l]);
export const activeLangsOf = (docs: Docs): ContentLang[] =>
  CONTENT_LANGUAGES.filter((l) => docs[l]?.isActive);

const markerOf = (c: { type: ComponentType; value: unknown }): number | null => {
  if (!isStageType(c.type)) return null;
  const m = (c.value as { marker?: unknown } | null)?.marker;
  return typeof m === 'number' ? m : null;
};

const withMarker = (c: CustomContent, marker: number | null): CustomContent =>
  marker === null || markerOf(c) === marker || !isStageType(c.type)
    ? c
    : { ...c, value: { ...(c.value as object), marker } };

/** Stage markers that run 1, 2, 3 … in order: such lists stay numbered in order after a move. */
const stagesInSequence = (list: readonly CustomContent[]): boolean =>
  list
    .map(markerOf)
    .filter((m): m is number => m !== null)
    .every((m, i) => m === i + 1);

const renumberStages = (list: CustomContent[]): CustomContent[] => {
  let n = 0;
  return list.map((c) => (isStageType(c.type) ? withMarker(c, ++n) : c));
};

function updateList<T extends ContentComponent>(list: T[], key: string, value: unknown): T[] {
  return list.map((c) => (keyOf(c) === key ? { ...c, value } : c));
}

function setValue(doc: LangDocument, list: ListName, key: string, value: unknown): LangDocument {
  if (list === 'customContents')
    return { ...doc, customContents: updateList(doc.customContents, key, value) };
  return { ...doc, [list]: updateList(doc[list], key, value) };
}

const findIn = (doc: LangDocument, list: ListName, key: string): ContentComponent | undefined =>
  (doc[list] as ContentComponent[]).find((c) => keyOf(c) === key);

function mapActive(docs: Docs, fn: (doc: LangDocument, lang: ContentLang) => LangDocument): Docs {
  const next: Docs = { ...docs };
  for (const lang of activeLangsOf(docs)) next[lang] = fn(docs[lang]!, lang);
  return next;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const bump = (docs: Docs): EditorState => ({ docs, version: state.version + 1 });
  switch (action.type) {
    case 'set': {
      const doc = state.docs[action.ref.lang];
      if (!doc) return state;
      return bump({
        ...state.docs,
        [action.ref.lang]: setValue(doc, action.ref.list, action.ref.key, action.value),
      });
    }
    case 'sync': {
      // A languageSync field: its value, as it is now, in every other active language.
      const { lang, list, key } = action.ref;
      const source = state.docs[lang] && findIn(state.docs[lang], list, key);
      if (!source) return state;
      let changed = false;
      const docs = mapActive(state.docs, (doc, l) => {
        const mine = l === lang ? undefined : findIn(doc, list, key);
        if (!mine || JSON.stringify(mine.value) === JSON.stringify(source.value)) return doc;
        changed = true;
        return setValue(doc, list, key, source.value);
      });
      return changed ? { ...state, docs } : state;
    }
    case 'add': {
      const here = state.docs[action.lang];
      if (!here) return state;
      const afterIndex =
        action.afterUUID === null
          ? here.customContents.length - 1
          : here.customContents.findIndex((c) => c.clientUUID === action.afterUUID);
      let marker: number | null = null;
      let markers = new Map<string, number | null>();
      if (isStageType(action.block.type)) {
        const numbered = insertStageMarker(
          here.customContents.map((c) => ({ type: c.type, marker: markerOf(c) })),
          afterIndex,
        );
        marker = numbered.marker;
        markers = new Map(here.customContents.map((c, i) => [c.clientUUID, numbered.renumbered[i] ?? null]));
      }
      const base = action.block.defaultValue ?? emptyValueOf(action.block.type);
      const value = marker === null ? base : { ...(base as object), marker };
      const block: CustomContent = { ...action.block, value, id: null, clientUUID: action.clientUUID };
      return bump(
        mapActive(state.docs, (doc) => {
          const list = doc.customContents.map((c) => withMarker(c, markers.get(c.clientUUID) ?? null));
          const at =
            action.afterUUID === null
              ? list.length
              : list.findIndex((c) => c.clientUUID === action.afterUUID) + 1;
          list.splice(at <= 0 ? list.length : at, 0, block);
          return { ...doc, customContents: list };
        }),
      );
    }
    case 'remove':
      return bump(
        mapActive(state.docs, (doc) => {
          const sequential = stagesInSequence(doc.customContents);
          const list = doc.customContents.filter((c) => c.clientUUID !== action.clientUUID);
          return { ...doc, customContents: sequential ? renumberStages(list) : list };
        }),
      );
    case 'move':
      return bump(
        mapActive(state.docs, (doc) => {
          const from = doc.customContents.findIndex((c) => c.clientUUID === action.activeId);
          const to = doc.customContents.findIndex((c) => c.clientUUID === action.overId);
          if (from < 0 || to < 0 || from === to) return doc;
          const sequential = stagesInSequence(doc.customContents);
          const list = [...doc.customContents];
          const [moved] = list.splice(from, 1);
          list.splice(to, 0, moved!);
          return { ...doc, customContents: sequential ? renumberStages(list) : list };
        }),
      );
    case 'activate':
      return bump({ ...state.docs, [action.lang]: action.doc });
  }
}

// ---------------------------------------------------------------------------------------------
// Languages

/** What the copy dialog may copy: every component a user writes (display ones carry nothing). */
export const isCopyable = (c: ContentComponent): boolean =>
  !(DISPLAY_TYPES as readonly string[]).includes(c.type) &&
  c.type !== 'Hidden' &&
  !c.readOnly &&
  !c.languageSync;

const blank = <T extends ContentComponent>(c: T): T => ({
  ...c,
  value: c.defaultValue ?? emptyValueOf(c.type),
  outdated: undefined,
});

/** The language new structure is taken from: the default one when active, else the first active. */
export function referenceLang(docs: Docs, preferred: ContentLang): ContentLang | undefined {
  if (docs[preferred]?.isActive) return preferred;
  return activeLangsOf(docs)[0];
}

/**
 * A language made active: from empty ("Crea contenuto in …") or copied from `source` ("Copia dal
 * contenuto in …") with only the picked fields (keys of FieldRef: fieldname or clientUUID). Either
 * way it takes the custom blocks of the reference language (same clientUUIDs, stage markers), and
 * the languageSync fields' values, so the languages stay paired.
 */
export function activateLanguage(
  docs: Docs,
  lang: ContentLang,
  from: { source: ContentLang; picked: ReadonlySet<string> } | { reference: ContentLang | undefined },
): LangDocument {
  const sourceLang = 'source' in from ? from.source : from.reference;
  const source = sourceLang ? docs[sourceLang] : undefined;
  const own = docs[lang];
  const picked = 'source' in from ? from.picked : new Set<string>();
  const pick = (list: ListName) => (c: ContentComponent) => {
    const src = source && findIn(source, list, keyOf(c));
    if (src && (c.languageSync || picked.has(`${list}|${keyOf(c)}`)))
      return { ...c, value: src.value, outdated: undefined };
    return blank(c);
  };
  const baseDefs = own?.baseContents ?? source?.baseContents ?? [];
  const extraDefs = own?.extraContents ?? source?.extraContents ?? [];
  const custom = (source?.customContents ?? []).map((c): CustomContent => {
    if (c.languageSync || picked.has(`customContents|${c.clientUUID}`)) return { ...c, outdated: undefined };
    return withMarker(blank(c), markerOf(c));
  });
  return {
    isActive: true,
    cloneFrom: 'source' in from ? from.source : null,
    baseContents: baseDefs.map(pick('baseContents')),
    customContents: custom,
    extraContents: extraDefs.map(pick('extraContents')),
  };
}

// ---------------------------------------------------------------------------------------------
// Saving

const sendable = (c: ContentComponent) =>
  !c.readOnly &&
  c.type !== 'NotEditable' &&
  c.type !== 'ReadOnly' &&
  c.type !== 'Divider' &&
  c.type !== 'Title';

/** The values the server wants back (ContentSaveBody.data): every active language. */
export function valuesOf(docs: Docs): Partial<Record<ContentLang, LangValuesInput>> {
  const data: Partial<Record<ContentLang, LangValuesInput>> = {};
  for (const lang of activeLangsOf(docs)) {
    const doc = docs[lang]!;
    data[lang] = {
      isActive: true,
      cloneFrom: doc.cloneFrom,
      baseContents: doc.baseContents
        .filter(sendable)
        .map((c) => ({ fieldname: c.fieldname, value: c.value })),
      customContents: doc.customContents.map((c) => ({
        id: c.id,
        clientUUID: c.clientUUID,
        kind: c.kind,
        value: c.value,
      })),
      extraContents: doc.extraContents
        .filter(sendable)
        .map((c) => ({ fieldname: c.fieldname, value: c.value })),
    };
  }
  return data;
}

/** The label a block shows: its kind's, with the stage number ("Tappa 2"). */
export function blockTitle(c: CustomContent, kindLabel: string | undefined): string {
  const label = kindLabel || c.label;
  const marker = markerOf(c);
  return marker === null ? label : `${label} ${marker}`;
}

/** The block's own title, shown beside the kind while it is collapsed. */
export function blockSubtitle(c: CustomContent): string {
  const t = (c.value as { title?: unknown } | null)?.title;
  return typeof t === 'string' ? t.trim() : '';
}
