import type {
  ContentDocument,
  ContentLang,
  ContentSaveInput,
  ContentSaveReply,
  LangValuesInput,
} from '@sportello/contracts';
import { langValuesOf, type Role } from '@sportello/contracts';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { Agent } from '../../../test/agent.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import type { StoredDocuments } from './content.document.js';
import { findContentTypeByCode, type ContentTypeRecord } from './content-types.repo.js';
import { storeRevision } from './content.store.js';

/**
 * SQLite: how many contents sit out of the lists' creation order when sorted by search key, plus
 * how many keys are held twice; 0 when content_fts hands matches over in the lists' order.
 */
export async function misplacedSearchKeys(db: Db): Promise<number> {
  const { rows } = await db.executeQuery<{ misplaced: number; repeated: number }>(
    CompiledQuery.raw(`select
      (select count(*) from (select row_number() over (order by search_key) as k,
        row_number() over (order by created_at, id) as c from contents) where k != c) as misplaced,
      (select count(*) - count(distinct search_key) from contents) as repeated`),
  );
  return rows[0]!.misplaced + rows[0]!.repeated;
}

/** Signs a new user in; the agent knows the user's id, username and group. */
export async function signedIn(t: TestApp, opts: Parameters<typeof createTestUser>[1]) {
  const user = await createTestUser(t.db, opts);
  const agent = new Agent(t.app);
  await agent.login(user.username);
  return Object.assign(agent, { id: user.id, username: user.username, groupId: user.groupId });
}
export type Signed = Awaited<ReturnType<typeof signedIn>>;

/** A test app built before the file's tests and closed after them (read `t.app` inside tests). */
export function useTestApp(): { t: TestApp } {
  const holder = {} as { t: TestApp };
  beforeAll(async () => {
    holder.t = await buildTestApp();
  });
  afterAll(async () => holder.t.close());
  return holder;
}

/** Stores a plain save revision of the content (no author) with these languages' documents. */
export function storeTestRevision(db: Db, contentId: number, type: ContentTypeRecord, docs: StoredDocuments) {
  return storeRevision(db, {
    contentId,
    type,
    track: 'main',
    kind: 'save',
    authorId: null,
    authorName: 'Prova',
    baseRevision: null,
    docs,
  });
}

/**
 * The editor's API tests share one cast: two editors of one IAT office, an editor of another
 * office, a reviewer, an admin and an operator (no content rights), each signed in.
 */
export interface EditorCast {
  t: TestApp;
  groupId: number;
  users: Record<CastName, { id: number; fullName: string; agent: Agent }>;
  typeId(code: string): Promise<number>;
  /** A new document of the type (by code) as the editor opens it for this agent. */
  newDoc(agent: Agent, code?: string): Promise<ContentDocument>;
  /**
   * A new itinerary saved with these titles (English made active when given), then reopened by
   * the same session: its id, the reopened document and the save's reply.
   */
  savedItinerary(
    agent: Agent,
    titles: { it: string; en?: string },
  ): Promise<{ id: number; doc: ContentDocument; fresh: ContentDocument; reply: ContentSaveReply }>;
  close(): Promise<void>;
}

type CastName = 'redattore' | 'collega' | 'lucca' | 'revisore' | 'admin' | 'operatore';

export async function editorCast(): Promise<EditorCast> {
  const t = await buildTestApp();
  const group = await createTestGroup(t.db, { name: 'IAT Firenze' });
  const other = await createTestGroup(t.db, { name: 'IAT Lucca' });
  const people: [CastName, Role, { id: number } | undefined, string][] = [
    ['redattore', 'editor', group, 'Giulia Bianchi'],
    ['collega', 'editor', group, 'Marco Rossi'],
    ['lucca', 'editor', other, 'Anna Lucchesi'],
    ['revisore', 'reviewer', undefined, 'Paolo Verdi'],
    ['admin', 'admin', undefined, 'Amministratore'],
    ['operatore', 'operator', group, 'Luca Neri'],
  ];
  const users = {} as EditorCast['users'];
  for (const [name, role, g, fullName] of people) {
    const user = await createTestUser(t.db, { role, fullName, ...(g ? { group: g } : {}) });
    const agent = new Agent(t.app);
    await agent.login(user.username);
    users[name] = { id: user.id, fullName, agent };
  }
  const typeId = async (code: string) => (await findContentTypeByCode(t.db, code))!.id;
  const newDoc = async (agent: Agent, code = 'itinerario'): Promise<ContentDocument> =>
    (await fill(agent, `typeId=${await typeId(code)}`)).data.data;
  return {
    t,
    groupId: group.id,
    users,
    typeId,
    newDoc,
    async savedItinerary(agent, titles) {
      const fresh = await newDoc(agent);
      const data: Partial<Record<ContentLang, LangValuesInput>> = {
        it: withValues(valuesOf(fresh.data.it), { titolo: titles.it }),
      };
      if (titles.en !== undefined)
        data.en = { ...withValues(valuesOf(fresh.data.en), { titolo: titles.en }), isActive: true };
      const res = await save(agent, saveBody(fresh, data));
      const id = res.data.data.id as number;
      const doc: ContentDocument = (await fill(agent, `contentId=${id}&sessionId=${fresh.params.sessionId}`))
        .data.data;
      return { id, doc, fresh, reply: res.data.data };
    },
    close: () => t.close(),
  };
}

/** The editor's cast, built before the file's tests and closed after them. */
export function useEditorCast(): EditorCast {
  const cast = {} as EditorCast;
  beforeAll(async () => {
    Object.assign(cast, await editorCast());
  });
  afterAll(async () => cast.close());
  return cast;
}

/** The values the editor sends back for one language's document. */
export const valuesOf = langValuesOf;

/** Sets base or extra values by fieldname. */
export function withValues(values: LangValuesInput, set: Record<string, unknown>): LangValuesInput {
  const apply = (list: { fieldname: string; value: unknown }[]) =>
    list.map((c) => (c.fieldname in set ? { ...c, value: set[c.fieldname] } : c));
  return {
    ...values,
    baseContents: apply(values.baseContents),
    extraContents: apply(values.extraContents ?? []),
  };
}

/** The save body of a filled document, with some languages' values. */
export function saveBody(
  doc: ContentDocument,
  data: Partial<Record<ContentLang, LangValuesInput>>,
  flags: Partial<ContentSaveInput> = {},
): ContentSaveInput {
  return {
    id: doc.params.id,
    typeId: doc.params.typeId,
    revision: doc.params.revision,
    sessionId: doc.params.sessionId,
    autosaveRevision: doc.params.autosaveRevision,
    data,
    ...flags,
  };
}

/** An image of the group in the media library, as an Image value. */
export async function imageOf(db: Db, groupId: number, uploadedBy: number) {
  const now = nowIso();
  const row = await db
    .insertInto('media')
    .values({
      kind: 'image',
      groupId,
      uploadedBy,
      fileKey: `test/${Math.random().toString(36).slice(2)}.jpg`,
      thumbKey: null,
      originalName: 'duomo.jpg',
      name: 'duomo.jpg',
      mime: 'image/jpeg',
      size: 1000,
      width: 1600,
      height: 900,
      checksum: '0',
      copyright: '',
      link: '',
      position: null,
      lingua: null,
      documentType: '',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, src: `/media/${row.id}`, alt: 'Il Duomo', copyright: '', link: '', position: null };
}

export const fill = (agent: Agent, query: string) => agent.get(`/api/content-create.json?${query}`);
export const save = (agent: Agent, body: unknown) => agent.post('/api/content-save.json', body);

/** A "Report evento" Italian document that passes publication (title, event, image, summary, town). */
export async function publishableReport(db: Db, cast: EditorCast, doc: ContentDocument) {
  const image = await imageOf(db, cast.groupId, cast.users.redattore.id);
  return withValues(valuesOf(doc.data.it), {
    titolo: 'Notte bianca 2026',
    evento: 'Notte bianca di Firenze',
    immagine: [image],
    sintesi: '<p>Oltre diecimila presenze in centro.</p>',
    partecipanti: '10000',
    comune: '048017',
  });
}
