import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeReviewerBody,
  CompareQuery,
  CompareReply,
  DiscardBody,
  InboxCountReply,
  InboxQuery,
  InboxReply,
  RestoreVersionBody,
  ReviewActionBody,
  ReviewActionReply,
  SendToVtBody,
  VersionsQuery,
  VersionsReply,
} from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import { requireSession } from '../../platform/auth/guards.js';
import type { AppDeps } from '../../platform/deps.js';
import { forbidden } from '../../platform/http/errors.js';
import { ok, replies } from '../../platform/http/reply.js';
import { canPublishContent, canWorkOnContent } from './content.access.js';
import { newEffects, sendAfterCommit } from './content.history.js';
import { compareContent, contentVersions } from './content-compare.service.js';
import { inboxCount, reviewInbox } from './content-inbox.service.js';
import { REVIEW_SERVER_MESSAGES as M } from './content-review.messages.js';
import {
  approveContent,
  canReview,
  changeReviewer,
  discardContent,
  publishContent,
  restoreVersion,
  sendToValidation,
  undoContent,
  type ReviewDeps,
} from './content-review.service.js';

const tags = ['content-review'];

/** Who may review (approve, discard, undo, take over, the inbox): the signed-in context. */
const reviewers = accessRule((request) => {
  const ctx = requireSession(request);
  if (!canReview(ctx)) throw forbidden(M.reviewForbidden);
  return ctx;
});
/** Who may work on contents (send to validation, restore, compare, versions). */
const editors = accessRule((request) => {
  const ctx = requireSession(request);
  if (!canWorkOnContent(ctx)) throw forbidden(M.forbidden);
  return ctx;
});
/** Who may publish the working version directly. */
const publishers = accessRule((request) => {
  const ctx = requireSession(request);
  if (!canPublishContent(ctx)) throw forbidden(M.publishForbidden);
  return ctx;
});

/**
 * The review workflow's calls (spec 1 §7: send-to-vt, approve, discard, undo, change reviewer,
 * compare; beyond it: publish, restore, versions, the inbox). Whoever may not use a call here is
 * refused with 403 before its payload is read; the service checks the content (office, state).
 */
export const contentReviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, mail }) => {
  const deps: ReviewDeps = { db, links: { publicUrl: config.publicUrl, appPrefix: config.appPrefix } };

  app.post(
    '/api/send-to-vt',
    {
      preValidation: editors.preValidation,
      schema: {
        tags,
        summary: 'Invia in validazione il contenuto salvato (con vt la variante per il portale)',
        body: SendToVtBody,
        response: replies(ReviewActionReply),
      },
    },
    async (request) => {
      const effects = newEffects();
      const result = await sendToValidation(deps, editors.granted(request), request.body, effects);
      await sendAfterCommit(mail, effects, request.log);
      return ok(result);
    },
  );

  app.post(
    '/api/content/approve',
    {
      preValidation: reviewers.preValidation,
      schema: {
        tags,
        summary: 'Approva e pubblica la versione inviata in validazione',
        body: ReviewActionBody,
        response: replies(ReviewActionReply),
      },
    },
    async (request) => {
      const effects = newEffects();
      const result = await approveContent(deps, reviewers.granted(request), request.body, effects);
      await sendAfterCommit(mail, effects, request.log);
      return ok(result);
    },
  );

  app.post(
    '/api/content/discard',
    {
      preValidation: reviewers.preValidation,
      schema: {
        tags,
        summary: "Rifiuta la versione inviata in validazione e scrive all'autore",
        body: DiscardBody,
        response: replies(ReviewActionReply),
      },
    },
    async (request) => {
      const effects = newEffects();
      const result = await discardContent(deps, reviewers.granted(request), request.body, effects);
      await sendAfterCommit(mail, effects, request.log);
      return ok(result);
    },
  );

  app.post(
    '/api/content/undo',
    {
      preValidation: reviewers.preValidation,
      schema: {
        tags,
        summary: 'Annulla le modifiche: la versione di lavoro torna quella pubblicata',
        body: ReviewActionBody,
        response: replies(ReviewActionReply),
      },
    },
    async (request) => ok(await undoContent(deps, reviewers.granted(request), request.body)),
  );

  app.post(
    '/api/content/publish',
    {
      preValidation: publishers.preValidation,
      schema: {
        tags,
        summary: 'Pubblica direttamente la versione di lavoro (chi può pubblicare)',
        body: ReviewActionBody,
        response: replies(ReviewActionReply),
      },
    },
    async (request) => ok(await publishContent(deps, publishers.granted(request), request.body)),
  );

  app.post(
    '/api/content/reviewer',
    {
      preValidation: reviewers.preValidation,
      schema: {
        tags,
        summary: 'Diventa il revisore del contenuto',
        body: ChangeReviewerBody,
        response: replies(ReviewActionReply),
      },
    },
    async (request) => ok(await changeReviewer(deps, reviewers.granted(request), request.body)),
  );

  app.post(
    '/api/content/restore',
    {
      preValidation: editors.preValidation,
      schema: {
        tags,
        summary: 'Ripristina una versione precedente come nuova versione di lavoro',
        body: RestoreVersionBody,
        response: replies(ReviewActionReply),
      },
    },
    async (request) => ok(await restoreVersion(deps, editors.granted(request), request.body)),
  );

  app.get(
    '/api/content/compare',
    {
      preValidation: editors.preValidation,
      schema: {
        tags,
        summary: 'Confronto: versione pubblicata e versione di lavoro, o due versioni qualsiasi',
        querystring: CompareQuery,
        response: replies(CompareReply),
      },
    },
    async (request) => ok(await compareContent(db, editors.granted(request), request.query)),
  );

  app.get(
    '/api/content/versions',
    {
      preValidation: editors.preValidation,
      schema: {
        tags,
        summary: 'Le versioni di un contenuto, dalla più recente',
        querystring: VersionsQuery,
        response: replies(VersionsReply),
      },
    },
    async (request) => ok(await contentVersions(db, editors.granted(request), request.query.id)),
  );

  app.get(
    '/api/content/inbox',
    {
      preValidation: reviewers.preValidation,
      schema: {
        tags,
        summary: 'I contenuti in attesa di validazione, dal più vecchio',
        querystring: InboxQuery,
        response: replies(InboxReply),
      },
    },
    async (request) => ok(await reviewInbox(db, reviewers.granted(request), request.query)),
  );

  app.get(
    '/api/content/inbox/count',
    {
      preValidation: reviewers.preValidation,
      schema: {
        tags,
        summary: 'Quanti contenuti attendono la validazione',
        response: replies(InboxCountReply),
      },
    },
    async (request) => ok({ count: await inboxCount(db, reviewers.granted(request)) }),
  );
};
