import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { composeMail, escapeHtml } from '../../platform/mail/compose.js';
import type { FastifyBaseLogger } from 'fastify';
import { writeToOutbox, type Mail, type MailService } from '../../platform/mail/mail.js';
import {
  adminIds,
  contactsOf,
  recordUpdate,
  reviewerIds,
  reviewPath,
  type HistoryResource,
  type UpdateToRecord,
} from '../notifications/index.js';
import { canEditContent } from './content.access.js';
import type { Track } from './content.repo.js';
import { findContentType } from './content-types.repo.js';
import { findReviewRow, markSubmitted } from './content-review.repo.js';
import { REVIEW_SERVER_MESSAGES as M } from './content-review.messages.js';

/**
 * The content's side of notifications: its history is read by whoever may work on it, and every
 * transition records an update for the people concerned; e-mails wait in `effects` until the
 * transaction has committed (a rolled-back transition tells nobody).
 */

/** A content's history: open to whoever may edit the content. */
export const contentHistoryResource: HistoryResource = {
  async open(db, ctx, id) {
    const row = await db
      .selectFrom('contents')
      .select(['id', 'name', 'groupId', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(M.notFound);
    if (!canEditContent(ctx, row)) throw forbidden(M.forbidden);
    return { title: row.name };
  },
};

/** What a transition leaves to do once committed: the outbox mails it wrote, to deliver. */
export interface Effects {
  mails: number[];
}
export const newEffects = (): Effects => ({ mails: [] });

/**
 * Delivers (SMTP) the mails a committed transition wrote to the outbox; a failed delivery is
 * logged, the transition and its outbox rows stand.
 */
export async function sendAfterCommit(mail: MailService, effects: Effects, log: FastifyBaseLogger) {
  await mail.deliver(effects.mails).catch((err: unknown) => log.error({ err }, 'review mail not delivered'));
}

/** The links of e-mails: {publicUrl}{appPrefix}/{env}/content/… */
export interface LinkBase {
  publicUrl: string;
  appPrefix: string;
}
export const appLink = (base: LinkBase, env: string, path: string) =>
  `${base.publicUrl}${base.appPrefix}/${env}/${path}`;

/** Who reviews a submission: its reviewer, else every reviewer (administrators when none). */
export async function reviewersOf(db: Db, reviewerId: number | null): Promise<number[]> {
  if (reviewerId !== null) return [reviewerId];
  const reviewers = await reviewerIds(db);
  return reviewers.length ? reviewers : adminIds(db);
}

/** The author of a submission: who sent it, and the creator. */
export const authorsOf = (row: { submittedBy: number | null; creatorId: number | null }): number[] =>
  [row.submittedBy, row.creatorId].filter((id): id is number => id !== null);

export async function record(db: Db, ctx: EnvContext, update: UpdateToRecord): Promise<number> {
  return recordUpdate(db, ctx, update);
}

/** E-mails to users (active ones, the caller excluded), one each, written to the outbox in `db`'s transaction. */
export async function mailTo(
  db: Db,
  ctx: EnvContext,
  effects: Effects,
  userIds: number[],
  build: (person: { email: string; fullName: string }) => Mail,
): Promise<void> {
  const people = await contactsOf(
    db,
    userIds.filter((id) => id !== ctx.actor.userId),
  );
  for (const p of people) if (p.email) effects.mails.push(await writeToOutbox(db, build(p)));
}

export function submittedMail(
  base: LinkBase,
  ctx: EnvContext,
  content: { id: number; name: string; typeName: string },
  to: string,
): Mail {
  return {
    ...composeMail(
      to,
      M.mail.submittedSubject(content.name),
      [M.mail.submitted(ctx.actor.fullName, content.name, content.typeName)],
      { href: appLink(base, ctx.env, reviewPath(content.id)), label: M.mail.reviewLink },
    ),
    replyTo: ctx.actor.email,
  };
}

export function approvedMail(
  base: LinkBase,
  ctx: EnvContext,
  content: { id: number; name: string },
  to: string,
) {
  return composeMail(
    to,
    M.mail.approvedSubject(content.name),
    [M.mail.approved(ctx.actor.fullName, content.name)],
    { href: appLink(base, ctx.env, `content/preview/${content.id}`), label: M.mail.editLink },
  );
}

/** The reviewer's own words (the discard modal), with the link to the content. */
export function discardMail(
  base: LinkBase,
  ctx: EnvContext,
  content: { id: number },
  to: string,
  subject: string,
  text: string,
): Mail {
  return {
    ...composeMail(to, subject, [text], {
      href: appLink(base, ctx.env, `content/edit/${content.id}`),
      label: M.mail.editLink,
    }),
    replyTo: ctx.actor.email,
  };
}

/** A history text: the transition's sentence, and the caller's note when there is one. */
export const noteHtml = (base: string, note?: string) =>
  note ? `<p>${escapeHtml(base)}</p><p>${escapeHtml(note)}</p>` : `<p>${escapeHtml(base)}</p>`;

/**
 * The history update, the reviewers' unread notice and their e-mails for a submission; called by
 * send-to-vt and by the save flow's proposition (content-save.json with review).
 */
export async function recordSubmission(
  trx: Db,
  ctx: EnvContext,
  deps: { links: LinkBase },
  s: { id: number; track: Track; revision: number | null; at: string; effects: Effects },
): Promise<void> {
  const row = await findReviewRow(trx, s.id);
  if (!row) return;
  await markSubmitted(trx, s.id, ctx.actor.userId, s.track, s.at);
  const type = await findContentType(trx, row.typeId);
  const recipients = await reviewersOf(trx, row.reviewerId);
  const action = s.track === 'vt' ? 'proposition_vt' : 'proposition';
  await record(trx, ctx, {
    contentId: s.id,
    type: 'action',
    action,
    text: noteHtml(M.history[action]),
    actionRequired: true,
    revisionId: s.revision,
    recipients,
    at: s.at,
  });
  const content = { id: row.id, name: row.name, typeName: type?.name ?? '' };
  await mailTo(trx, ctx, s.effects, recipients, (p) => submittedMail(deps.links, ctx, content, p.email));
}
