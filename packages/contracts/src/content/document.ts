import { z } from '../z.js';
import { idOf, idTextOf } from '../id.js';
import { CONTENT_LANGUAGES } from '../constants.js';
import { TEMPLATE_ERROR_LABEL } from '../forms/messages.js';
import { ComponentDef, ComponentType } from './components.js';

/**
 * Content types and documents (spec 1 §3 "Content document", §4 "Save flow", "Per-language
 * content"). A content is stored as one document per language in versioned rows (revisions); the
 * editor loads the head revision, edits values and saves them back with flags.
 */

export const ContentLang = z.enum(CONTENT_LANGUAGES);
export type ContentLang = z.infer<typeof ContentLang>;

/** Families of content types: the content list, the guides list, the reports list. */
export const CONTENT_FAMILIES = ['content', 'guide', 'report'] as const;
export const ContentFamily = z.enum(CONTENT_FAMILIES);
export type ContentFamily = z.infer<typeof ContentFamily>;

/** Workflow states (docs/api.md); `expired` is derived from the content's end date. */
export const CONTENT_STATUSES = [
  'draft',
  'pending',
  'published',
  'discarded',
  'delete_requested',
  'deleted',
] as const;
export const ContentStatus = z.enum(CONTENT_STATUSES);
export type ContentStatus = z.infer<typeof ContentStatus>;

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Bozza',
  pending: 'In revisione',
  published: 'Pubblicato',
  discarded: 'Rifiutato',
  delete_requested: 'Eliminazione richiesta',
  deleted: 'Eliminato',
};

/** The ribbon on an expired content's status (spec 1 §2). */
export const EXPIRED_LABEL = 'scaduto';

/** Revisions: what wrote them. An autosave is collapsed into the next one by the same author. */
export const REVISION_KINDS = ['autosave', 'save', 'submitted', 'approved', 'published'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** A kind of custom content an editor may add, and how many (spec: availableTypes, maxTypes). */
export const CustomTypeDef = z.object({
  /** Key of the kind in the template ("tappa", "galleria"); custom contents refer to it. */
  name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  label: z.string(),
  description: z.string().default(''),
  icon: z.string().default('WidgetsOutlined'),
  /** -1 unlimited; otherwise the most custom contents of this kind (spec 1 §5). */
  max: z.number().int().min(-1).default(-1),
  component: ComponentDef,
});
export type CustomTypeDef = z.infer<typeof CustomTypeDef>;

/**
 * A content type's template, stored in the database with the type (docs/architecture.md): base fields
 * every document has, custom kinds the editor adds, extra fields shown in the side category blocks,
 * and the custom contents a new document starts with.
 */
export const ContentTypeTemplate = z.object({
  baseContents: z.array(ComponentDef).min(1),
  customTypes: z.array(CustomTypeDef).default([]),
  extraContents: z.array(ComponentDef).default([]),
  /** Custom contents (by kind name) a new document starts with, in order. */
  initialCustom: z.array(z.string()).default([]),
  /** The base String that names the content in lists. */
  nameField: z.string(),
  /** The base Image that gives the list image. */
  imageField: z.string().optional(),
  /** The base Text that gives the list and guide-card text. */
  textField: z.string().optional(),
  /** The base Date whose last day makes the content expired. */
  expiryField: z.string().optional(),
  /** Confirm asked before each action (save, publish …), when the board wants one. */
  confirms: z.record(z.string(), z.string()).default({}),
  labels: z
    .object({
      /** Snackbar text when a publication is asked with fields not valid (spec 1 §4, §8). */
      error: z.string().default(TEMPLATE_ERROR_LABEL),
    })
    .default({ error: TEMPLATE_ERROR_LABEL }),
});
export type ContentTypeTemplate = z.infer<typeof ContentTypeTemplate>;
export type ContentTypeTemplateInput = z.input<typeof ContentTypeTemplate>;

export const ContentTypeSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  family: ContentFamily,
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  image: z.string().nullable(),
});
export type ContentTypeSummary = z.infer<typeof ContentTypeSummary>;

// ---------------------------------------------------------------------------------------------
// The document the editor shows

/** A component with its value in one language's document. */
export const ContentComponent = ComponentDef.extend({
  value: z.unknown(),
  /** Not Italian, and the Italian value changed after this one was last written ("da aggiornare"). */
  outdated: z.boolean().optional(),
});
export type ContentComponent = z.infer<typeof ContentComponent>;

/** A custom content: an added component with its kind and identities. */
export const CustomContent = ContentComponent.extend({
  /** Database-stable id once saved (the same across languages for one block). */
  id: z.string().nullable(),
  /** Made by the browser when the block is added; pairs the block across languages. */
  clientUUID: z.string(),
  /** The custom kind (CustomTypeDef.name). */
  kind: z.string(),
});
export type CustomContent = z.infer<typeof CustomContent>;

export const LangDocument = z.object({
  isActive: z.boolean(),
  /** The language this one was copied from, while it was. */
  cloneFrom: ContentLang.nullable(),
  baseContents: z.array(ContentComponent),
  customContents: z.array(CustomContent),
  extraContents: z.array(ContentComponent),
});
export type LangDocument = z.infer<typeof LangDocument>;

export const ACTION_BUTTONS = ['preview', 'save', 'publish', 'proposition', 'proposition_vt'] as const;
export const ActionButtonName = z.enum(ACTION_BUTTONS);
export type ActionButtonName = z.infer<typeof ActionButtonName>;

export const AsideButton = z.object({
  action: ActionButtonName,
  label: z.string(),
  /** Asked before the action runs. */
  confirm: z.string().optional(),
  disabled: z.boolean().default(false),
  /** Why it is disabled, in Italian. */
  tooltip: z.string().optional(),
});
export type AsideButton = z.infer<typeof AsideButton>;

export const ContentLangEntry = z.object({
  language: ContentLang,
  label: z.string(),
  flag: z.string(),
  default: z.boolean(),
  url: z.string(),
});

export const LockInfo = z.object({
  holder: z.string(),
  holderId: z.number().int(),
  since: z.string(),
  until: z.string(),
  /** The caller may take the content over (admins and reviewers). */
  canTakeOver: z.boolean(),
});
export type LockInfo = z.infer<typeof LockInfo>;

export const ContentDocument = z.object({
  status: z.literal('editable').or(z.literal('readonly')),
  /** Why the document is read-only (no right to save, deleted …). */
  message: z.string().optional(),
  info: z.object({
    title: z.string(),
    type: z.string(),
    typeCode: z.string(),
    warning: z.string().optional(),
  }),
  /** The type template's labels: error is the snackbar of a publication with fields not valid. */
  labels: z.object({ error: z.string() }),
  aside: z.object({
    info: z.object({
      name: z.string(),
      infoList: z.array(z.object({ label: z.string(), value: z.string() })),
      updates: z.object({ count: z.number().int(), label: z.string() }),
    }),
    buttons: z.array(AsideButton),
    categories: z.array(z.string()),
  }),
  contentLangs: z.object({
    name: z.string(),
    info: z.string(),
    tooltip: z.string(),
    data: z.array(ContentLangEntry),
  }),
  availableTypes: z.object({
    maxTypes: z.record(z.string(), z.number().int()),
    data: z.array(
      CustomTypeDef.omit({ component: true }).extend({
        type: ComponentType,
        /** The kind's component (label, rules, options): what a block the editor adds starts from. */
        component: ComponentDef.optional(),
      }),
    ),
  }),
  data: z.record(ContentLang, LangDocument),
  params: z.object({
    id: z.number().int().nullable(),
    typeId: z.number().int(),
    family: z.enum(['content', 'guide', 'report']),
    contentStatus: ContentStatus.nullable(),
    /** The revision this document is; a save must name it (a newer one is refused with 409). */
    revision: z.number().int().nullable(),
    /** The editor's session: the lock belongs to it (spec: params.sessionId). */
    sessionId: z.string(),
    vt: z.boolean(),
    /** Loaded from the caller's own autosave, newer than the last save. */
    fromAutosave: z.boolean(),
    /** That autosave's revision (null when the document is not one). */
    autosaveRevision: z.number().int().nullable(),
    /** Seconds between lock heartbeats. */
    heartbeatSeconds: z.number().int(),
  }),
  directPublish: z.boolean(),
});
export type ContentDocument = z.infer<typeof ContentDocument>;

/** Reply of the fill call when another editor holds the lock (spec 1 §4: the locked screen). */
export const LockedReply = z.object({
  status: z.literal('locked'),
  message: z.string(),
  lock: LockInfo,
  params: z.object({ id: z.number().int(), sessionId: z.string() }),
});
export type LockedReply = z.infer<typeof LockedReply>;

export const ContentCreateReply = z.discriminatedUnion('status', [
  ContentDocument.extend({ status: z.literal('editable') }),
  ContentDocument.extend({ status: z.literal('readonly') }),
  LockedReply,
]);
export type ContentCreateReply = z.infer<typeof ContentCreateReply>;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** GET /api/content-create.json: a new document of typeId, or the content's. */
export const ContentCreateQuery = z
  .object({
    typeId: idTextOf('Tipo di contenuto').optional(),
    contentId: idTextOf('Contenuto').optional(),
    vt: flag.default(false),
    /** Load the caller's autosave when it is newer than the last save. */
    autosave: flag.default(false),
    /** Take the lock from its holder (admins and reviewers). */
    takeOver: flag.default(false),
    /** The editor session asking again (a refresh keeps its lock). */
    sessionId: z.string().max(64).optional(),
    /**
     * Load this text the caller kept aside (the unsaved work of another tab of theirs, offered back
     * by the heartbeat) instead of the head.
     */
    kept: idTextOf('kept').optional(),
  })
  .refine((q) => q.typeId !== undefined || q.contentId !== undefined, {
    message: 'Indica il tipo di contenuto o il contenuto',
    path: ['typeId'],
  });
export type ContentCreateQuery = z.infer<typeof ContentCreateQuery>;

// ---------------------------------------------------------------------------------------------
// Saving

/** The values of one component as the editor sends them back. */
export const ComponentValueInput = z.object({ fieldname: z.string().max(60), value: z.unknown() });
export const CustomValueInput = z.object({
  id: z.string().max(60).nullable().default(null),
  clientUUID: z.string().min(1).max(64),
  kind: z.string().max(40),
  value: z.unknown(),
});

export const LangValuesInput = z.object({
  isActive: z.boolean(),
  cloneFrom: ContentLang.nullable().default(null),
  baseContents: z.array(ComponentValueInput).max(200),
  customContents: z.array(CustomValueInput).max(500),
  extraContents: z.array(ComponentValueInput).max(100).default([]),
});
export type LangValuesInput = z.infer<typeof LangValuesInput>;

/**
 * Every value of one language's document as the editor would send it back unchanged (tests and
 * benches that save what content-create.json filled; the editor itself leaves out read-only parts).
 */
export function langValuesOf(doc: LangDocument): LangValuesInput {
  return {
    isActive: doc.isActive,
    cloneFrom: doc.cloneFrom,
    baseContents: doc.baseContents.map((c) => ({ fieldname: c.fieldname, value: c.value })),
    customContents: doc.customContents.map((c) => ({
      id: c.id,
      clientUUID: c.clientUUID,
      kind: c.kind,
      value: c.value,
    })),
    extraContents: doc.extraContents.map((c) => ({ fieldname: c.fieldname, value: c.value })),
  };
}

/** POST /api/content-save.json. */
export const ContentSaveBody = z.object({
  id: idOf('Contenuto').nullable(),
  typeId: idOf('Tipo di contenuto'),
  /** The revision the editor started from; null for a new content. */
  revision: z.number().int().positive().nullable(),
  sessionId: z.string().min(1).max(64),
  data: z.partialRecord(ContentLang, LangValuesInput),
  publish: z.boolean().default(false),
  preview: z.boolean().default(false),
  /** Send to validation (proposition). */
  review: z.boolean().default(false),
  /** The portal (vt) variant: saved to it, or sent to validation with it (proposition_vt). */
  forVt: z.boolean().default(false),
  /** Saved from the portal variant's editor back into the content. */
  fromVt: z.boolean().default(false),
  /** The text kept aside the editor loaded and shows (params.autosaveRevision): this save includes it. */
  autosaveRevision: z.number().int().positive().nullable().default(null),
  autosave: z.boolean().default(false),
});
export type ContentSaveBody = z.infer<typeof ContentSaveBody>;
export type ContentSaveInput = z.input<typeof ContentSaveBody>;

/** Fields that stop publication, per language (the not-valid banner). */
export const InvalidFields = z.partialRecord(
  ContentLang,
  z.array(
    z.object({
      fieldname: z.string(),
      label: z.string(),
      message: z.string(),
      clientUUID: z.string().optional(),
    }),
  ),
);
export type InvalidFields = z.infer<typeof InvalidFields>;

export const ContentSaveReply = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  status: ContentStatus,
  savedAt: z.string(),
  /** Where the browser goes next (spec 1 §4); null: stay. */
  next: z.enum(['review', 'preview', 'edit', 'edit_vt', 'list']).nullable(),
  family: ContentFamily,
});
export type ContentSaveReply = z.infer<typeof ContentSaveReply>;

/** POST /api/content/lock: keep (heartbeat) or give back the editor's lock. */
export const ContentLockBody = z.object({
  id: idOf('Contenuto'),
  sessionId: z.string().min(1).max(64),
  action: z.enum(['heartbeat', 'release']),
  /** The editor shows the portal (vt) variant. */
  vt: z.boolean().default(false),
});
export type ContentLockBody = z.infer<typeof ContentLockBody>;
export type ContentLockInput = z.input<typeof ContentLockBody>;

export const ContentLockReply = z.object({
  until: z.string().nullable(),
  /**
   * Unsaved work of another tab or session of the caller, kept aside after the lock came to this
   * session (and newer than the last save): the editor offers it back.
   */
  kept: z.object({ revision: z.number().int(), at: z.string() }).nullable().default(null),
});
export type ContentLockReply = z.infer<typeof ContentLockReply>;

/** POST /api/content-delete.json: the whole content, some languages, or cancel a delete request. */
export const ContentDeleteBody = z.object({
  id: idOf('Contenuto'),
  cancel: z.boolean().default(false),
  langs: z.array(ContentLang).min(1, 'Scegli almeno una lingua').max(5).optional(),
});
export type ContentDeleteBody = z.infer<typeof ContentDeleteBody>;

export const ContentDeleteReply = z.object({
  id: z.number().int(),
  status: ContentStatus,
  /** Languages left, when only some were deleted. */
  langs: z.array(ContentLang),
});

/** POST /api/content-copy.json. */
export const ContentCopyBody = z.object({ id: idOf('Contenuto') });
export const ContentCopyReply = z.object({ id: z.number().int(), family: ContentFamily, type: z.string() });
