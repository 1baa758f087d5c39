import {
  COMPONENT_VALUE,
  CONTENT_LANGUAGES,
  emptyValueOf,
  type ComponentDef,
  type ContentLang,
  type ContentStatus,
  type RevisionKind,
} from '@sportello/contracts';
import type { Db } from '../platform/db/connect.js';
import type { StoredDocuments, StoredLangDocument } from '../modules/content/content.document.js';
import { findContentTypeByCode, type ContentTypeRecord } from '../modules/content/content-types.repo.js';
import { insertContent, storeRevision } from '../modules/content/content.store.js';

/**
 * Writes whole contents through the revision store (so the list row, the search index and the media
 * usage follow), from values given by fieldname: the demo data and the tests use it. Every value is
 * parsed by its component type, so what is written is what the editor could have saved.
 */

export interface LangSpec {
  /** Base values by fieldname; the rest keep the template's defaults. */
  base: Record<string, unknown>;
  /** Custom contents in order; the same index pairs a block across languages. */
  custom?: { kind: string; value: unknown }[];
  extra?: Record<string, unknown>;
  isActive?: boolean;
}

export interface ContentSpec {
  type: string | ContentTypeRecord;
  groupId: number | null;
  creator: { id: number | null; name: string };
  /** ISO instant of the creation; later saves follow a day apart. */
  createdAt?: string;
  status?: ContentStatus;
  docs: Partial<Record<ContentLang, LangSpec>>;
  /** Saves after the first one (the updates count). */
  updates?: number;
  reviewerId?: number | null;
  api?: boolean;
  /** A portal (vt) revision exists. */
  vt?: boolean;
}

const DAY = 86_400_000;

function valueFor(def: ComponentDef, given: unknown, where: string): unknown {
  const value = given === undefined ? (def.defaultValue ?? emptyValueOf(def.type)) : given;
  const parsed = COMPONENT_VALUE[def.type].safeParse(value);
  if (!parsed.success) throw new Error(`${where}: ${parsed.error.issues[0]?.message ?? 'valore non valido'}`);
  return parsed.data;
}

/** One language's stored document from values by fieldname. */
export function storedDocument(
  type: ContentTypeRecord,
  lang: ContentLang,
  spec: LangSpec,
  key: string,
): StoredLangDocument {
  const { template } = type;
  const where = (f: string) => `${type.code}/${lang}/${f}`;
  const known = (defs: ComponentDef[], values: Record<string, unknown>, list: string) => {
    for (const name of Object.keys(values))
      if (!defs.some((d) => d.fieldname === name))
        throw new Error(`${where(name)}: campo sconosciuto (${list})`);
    return defs.map((d) => ({
      fieldname: d.fieldname,
      value: valueFor(d, values[d.fieldname], where(d.fieldname)),
    }));
  };
  const kinds = new Map(template.customTypes.map((k) => [k.name, k]));
  return {
    isActive: spec.isActive ?? true,
    cloneFrom: null,
    baseContents: known(template.baseContents, spec.base, 'base'),
    customContents: (spec.custom ?? []).map((c, i) => {
      const kind = kinds.get(c.kind);
      if (!kind) throw new Error(`${where(c.kind)}: tipo di elemento sconosciuto`);
      return {
        id: `${key}-${i + 1}`,
        clientUUID: `${key}-${i + 1}`,
        kind: c.kind,
        value: valueFor(kind.component, c.value, where(`${c.kind}#${i + 1}`)),
      };
    }),
    extraContents: known(template.extraContents, spec.extra ?? {}, 'extra'),
  };
}

const kindOf = (status: ContentStatus, last: boolean): RevisionKind => {
  if (!last) return 'save';
  if (status === 'pending') return 'submitted';
  if (status === 'published' || status === 'delete_requested') return 'published';
  return 'save';
};

/** Creates the content with its revisions; returns its id. */
export async function createContent(db: Db, spec: ContentSpec): Promise<number> {
  const type =
    typeof spec.type === 'string'
      ? await findContentTypeByCode(db, spec.type).then((t) => {
          if (!t) throw new Error(`Tipo di contenuto sconosciuto: ${spec.type as string}`);
          return t;
        })
      : spec.type;
  const status = spec.status ?? 'draft';
  const created = spec.createdAt ?? new Date().toISOString();
  const id = await insertContent(db, {
    type,
    groupId: spec.groupId,
    creatorId: spec.creator.id,
    creatorName: spec.creator.name,
    status: 'draft',
    createdAt: created,
  });
  const docs: StoredDocuments = {};
  for (const lang of CONTENT_LANGUAGES) {
    const l = spec.docs[lang];
    if (l) docs[lang] = storedDocument(type, lang, l, `c${id}`);
  }
  const saves = 1 + (spec.updates ?? 0);
  const now = Date.now();
  let revision: number | null = null;
  let at = created;
  for (let i = 0; i < saves; i++) {
    const last = i === saves - 1;
    at = new Date(Math.min(Date.parse(created) + i * DAY, now)).toISOString();
    revision = await storeRevision(db, {
      contentId: id,
      type,
      track: 'main',
      kind: kindOf(status, last),
      authorId: spec.creator.id,
      authorName: spec.creator.name,
      baseRevision: revision,
      docs,
      ...(last ? { status } : {}),
      ...(last && (status === 'published' || status === 'delete_requested') ? { published: true } : {}),
      at,
    });
  }
  if (spec.vt)
    await storeRevision(db, {
      contentId: id,
      type,
      track: 'vt',
      kind: 'save',
      authorId: spec.creator.id,
      authorName: spec.creator.name,
      baseRevision: revision,
      docs,
      at,
    });
  if (spec.api || spec.reviewerId)
    await db
      .updateTable('contents')
      .set({ api: spec.api ? 1 : 0, reviewerId: spec.reviewerId ?? null })
      .where('id', '=', id)
      .execute();
  return id;
}
