import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentCopyBody,
  ContentCopyReply,
  ContentCreateQuery,
  ContentCreateReply,
  ContentDeleteBody,
  ContentDeleteReply,
  ContentLockBody,
  ContentLockReply,
  ContentSaveBody,
  ContentSaveReply,
} from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import { requireSession } from '../../platform/auth/guards.js';
import type { AppDeps } from '../../platform/deps.js';
import { forbidden } from '../../platform/http/errors.js';
import { ok, replies } from '../../platform/http/reply.js';
import { canWorkOnContent } from './content.access.js';
import { copyContent } from './content.copy.js';
import { newEffects, sendAfterCommit } from './content.history.js';
import { deleteContent } from './content.delete.js';
import { fillContent } from './content.fill.js';
import { heartbeatOrRelease } from './content.lock.js';
import { saveContent } from './content.save.js';

const tags = ['content'];

/** A whole document with images and rich text in five languages fits; anything bigger is refused. */
const SAVE_BODY_LIMIT = 8 * 1024 * 1024;

/** Who may work on contents here: the signed-in context. */
const editors = accessRule((request) => {
  const ctx = requireSession(request);
  if (!canWorkOnContent(ctx)) throw forbidden();
  return ctx;
});

/**
 * The editor's calls (spec 1 §7): fill, save, lock, delete, copy. Whoever may not work on contents
 * here is refused with 403 before the payload is read.
 */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, mail }) => {
  const links = { publicUrl: config.publicUrl, appPrefix: config.appPrefix };
  app.addHook('preValidation', editors.preValidation);

  // Opening a content takes its lock (takeOver moves another's): the CSRF header is needed.
  app.get(
    '/api/content-create.json',
    {
      config: { changesData: true },
      schema: {
        tags,
        summary:
          "Il documento dell'editor: un nuovo contenuto di un tipo o un contenuto esistente (prende il blocco)",
        querystring: ContentCreateQuery,
        response: replies(ContentCreateReply),
      },
    },
    async (request) => ok(await fillContent({ db, config }, editors.granted(request), request.query)),
  );

  app.post(
    '/api/content-save.json',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Salva, salva automaticamente, invia in validazione o pubblica un contenuto',
        body: ContentSaveBody,
        response: replies(ContentSaveReply),
      },
    },
    async (request) => {
      // A proposition tells the reviewers once the save has committed.
      const effects = newEffects();
      const saved = await saveContent(db, editors.granted(request), request.body, { links, effects });
      await sendAfterCommit(mail, effects, request.log);
      return ok(saved);
    },
  );

  app.post(
    '/api/content/lock',
    {
      schema: {
        tags,
        summary: "Rinnova (heartbeat) o rilascia il blocco dell'editor",
        body: ContentLockBody,
        response: replies(ContentLockReply),
      },
    },
    async (request) => ok(await heartbeatOrRelease(db, editors.granted(request), request.body)),
  );

  app.post(
    '/api/content-delete.json',
    {
      schema: {
        tags,
        summary:
          'Elimina alcune lingue, elimina (o chiede di eliminare) il contenuto, o annulla la richiesta',
        body: ContentDeleteBody,
        response: replies(ContentDeleteReply),
      },
    },
    async (request) => ok(await deleteContent(db, editors.granted(request), request.body)),
  );

  app.post(
    '/api/content-copy.json',
    {
      schema: {
        tags,
        summary: 'Copia un contenuto in una nuova bozza',
        body: ContentCopyBody,
        response: replies(ContentCopyReply),
      },
    },
    async (request) => ok(await copyContent(db, editors.granted(request), request.body)),
  );
};
