import { sql } from 'kysely';
import {
  CONTENT_LANGUAGES,
  INBOX_PAGE_SIZE,
  type ContentFamily,
  type InboxQuery,
  type InboxReply,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { forbidden } from '../../platform/http/errors.js';
import { searchWords } from '../../platform/search/words.js';
import { LANGUAGE_OPTIONS } from '../shell/index.js';
import { langsOf } from './content-list.presenter.js';
import { canReview } from './content-review.service.js';
import { REVIEW_SERVER_MESSAGES as M } from './content-review.messages.js';
import { contentMatches, prepareContentSearch } from './content.search.js';

/**
 * The reviewer's inbox (content/review without an id): every content waiting for validation,
 * oldest submission first, with type, office, author, languages and waiting time; filters by
 * type, office, language, reviewer and name. Reviewers and admins only.
 */

const I = M.inbox;

/** When it was sent to validation: the submission, or its last change for older rows. */
const submittedAt = sql<string>`coalesce(contents.submitted_at, contents.updated_at)`;

function pending(db: Db) {
  return db
    .selectFrom('contents')
    .innerJoin('contentTypes', 'contentTypes.id', 'contents.typeId')
    .where('contents.status', '=', 'pending');
}

export function waitingLabel(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return M.waiting.minutes(Math.max(1, minutes));
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return M.waiting.hours(hours);
  return M.waiting.days(Math.floor(hours / 24));
}

/** GET /api/content/inbox/count: the side menu's badge (reviewers; 0 for the others). */
export async function inboxCount(db: Db, ctx: EnvContext): Promise<number> {
  if (!canReview(ctx)) return 0;
  const row = await pending(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function reviewInbox(
  db: Db,
  ctx: EnvContext,
  q: InboxQuery,
  now = Date.now(),
): Promise<InboxReply> {
  if (!canReview(ctx)) throw forbidden(M.reviewForbidden);
  let filtered = pending(db);
  if (q.type) filtered = filtered.where('contentTypes.code', '=', q.type);
  if (q.group !== '') filtered = filtered.where('contents.groupId', '=', q.group);
  if (q.lang) filtered = filtered.where(sql<boolean>`(',' || contents.langs || ',') like ${`%,${q.lang},%`}`);
  if (q.assigned === 'mine') filtered = filtered.where('contents.reviewerId', '=', ctx.actor.userId);
  if (q.assigned === 'unassigned') filtered = filtered.where('contents.reviewerId', 'is', null);
  const words = searchWords(q.search);
  if (words.length) {
    await prepareContentSearch(db, words);
    filtered = filtered.where(contentMatches(db, words));
  }

  const direction = q.order === 'oldest' ? 'asc' : 'desc';
  const [rows, total, count, types, groups] = await Promise.all([
    filtered
      .leftJoin('groups', 'groups.id', 'contents.groupId')
      .leftJoin('users as author', 'author.id', 'contents.submittedBy')
      .leftJoin('users as reviewer', 'reviewer.id', 'contents.reviewerId')
      .select([
        'contents.id',
        'contents.name',
        'contents.family',
        'contents.langs',
        'contents.groupId',
        'contents.creatorId',
        'contents.creatorName',
        'contents.submittedBy',
        'contents.submittedTrack',
        'contents.publishedRevision',
        'contents.imageSrc',
        'contents.imageAlt',
        'contentTypes.name as typeName',
        'contentTypes.code as typeCode',
        'groups.name as groupName',
        'author.fullName as authorName',
        'reviewer.fullName as reviewerName',
      ])
      .select(submittedAt.as('sentAt'))
      .orderBy(submittedAt, direction)
      .orderBy('contents.id', direction)
      .limit(INBOX_PAGE_SIZE)
      .offset((q.page - 1) * INBOX_PAGE_SIZE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    inboxCount(db, ctx),
    db
      .selectFrom('contentTypes')
      .select(['code', 'name'])
      .where('enabled', '=', 1)
      .orderBy('position')
      .orderBy('name')
      .execute(),
    pending(db)
      .innerJoin('groups', 'groups.id', 'contents.groupId')
      .select(['groups.id', 'groups.name'])
      .distinct()
      .orderBy('groups.name')
      .execute(),
  ]);
  const totalItems = Number(total.n);
  const filter = (label: string, selected: string, data: { label: string; value: string }[]) => ({
    label,
    selected,
    data,
  });
  return {
    elements: rows.map((r) => {
      const waitingSeconds = Math.max(0, Math.floor((now - Date.parse(r.sentAt)) / 1000));
      return {
        id: r.id,
        name: r.name,
        type: r.typeName,
        typeCode: r.typeCode,
        family: r.family as ContentFamily,
        group: r.groupId !== null && r.groupName ? { id: r.groupId, name: r.groupName } : null,
        author: {
          id: r.submittedBy ?? r.creatorId,
          name: r.authorName ?? r.creatorName,
        },
        langs: langsOf(r.langs),
        submittedAt: r.sentAt,
        waitingSeconds,
        waiting: waitingLabel(waitingSeconds),
        vt: r.submittedTrack === 'vt',
        reviewer: r.reviewerName ?? null,
        isNew: r.publishedRevision === null,
        image: r.imageSrc ? { src: r.imageSrc, alt: r.imageAlt ?? '' } : null,
      };
    }),
    currentPage: q.page,
    totalPages: Math.max(1, Math.ceil(totalItems / INBOX_PAGE_SIZE)),
    itemsPerPage: INBOX_PAGE_SIZE,
    totalItems,
    count,
    filters: {
      type: filter(I.type, q.type, [
        { label: I.all, value: '' },
        ...types.map((t) => ({ label: t.name, value: t.code })),
      ]),
      group: filter(I.group, q.group === '' ? '' : String(q.group), [
        { label: I.all, value: '' },
        ...groups.map((g) => ({ label: g.name, value: String(g.id) })),
      ]),
      lang: filter(I.lang, q.lang, [
        { label: I.allLangs, value: '' },
        ...CONTENT_LANGUAGES.map((l) => ({
          label: LANGUAGE_OPTIONS.find((o) => o.value === l)?.label ?? l,
          value: l,
        })),
      ]),
      assigned: filter(I.assigned, q.assigned, [
        { label: I.all, value: '' },
        { label: I.mine, value: 'mine' },
        { label: I.unassigned, value: 'unassigned' },
      ]),
      order: filter(I.order, q.order, [
        { label: I.oldest, value: 'oldest' },
        { label: I.recent, value: 'recent' },
      ]),
    },
    labels: { title: I.title, empty: I.empty, search: I.search },
  };
}
