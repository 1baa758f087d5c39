import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INACTIVE_DOCUMENTS_PATH, MessageReply, idTextOf } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { accessRule } from '../../platform/auth/access.js';
import { requireCapability, requireSession } from '../../platform/auth/guards.js';
import { forbidden, ruleBroken } from '../../platform/http/errors.js';
import { ok, replies } from '../../platform/http/reply.js';
import type { Storage } from '../../platform/storage/index.js';
import { isAccountActive, loadInactiveTemplate } from '../shell/index.js';
import { INACTIVE_MESSAGES as M } from './inactive.messages.js';
import { assertMaySend, openDocument, sendDocuments } from './inactive.service.js';
import { receiveDocuments } from './inactive.upload.js';

const tags = ['inactive'];
const IdParams = z.object({
  id: idTextOf('Documento'),
});

/** Who may send documents: someone signed in whose account is not active. */
const inactiveAccounts = accessRule((request) => {
  const ctx = requireSession(request);
  if (isAccountActive(ctx.actor)) throw forbidden(M.activeUser);
  return ctx;
});
/** Who may download them: the users' admins. */
const usersAdmins = accessRule((request) => requireCapability(request, 'users.admin'));

/** `attachment` with the original name: ASCII fallback plus the RFC 5987 UTF-8 form. */
const attachment = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * The inactive-account modal's upload (spec 3 §4, §7 "Inactive-account upload") and the admins'
 * download of what was sent.
 */
export const inactiveRoutes: FastifyPluginAsyncZod<AppDeps & { storage: Storage }> = async (app, deps) => {
  app.post(
    INACTIVE_DOCUMENTS_PATH,
    {
      schema: {
        tags,
        summary:
          'Account non attivo: invia agli amministratori un documento per la riattivazione (multipart)',
        consumes: ['multipart/form-data'],
        response: replies(MessageReply),
      },
      // Who may send is decided before the body is read (onRequest: before it is even parsed).
      onRequest: inactiveAccounts.preValidation,
    },
    async (request) => {
      const { actor, env } = inactiveAccounts.granted(request);
      const loader = (await loadInactiveTemplate(deps.db, env)).modal.fileLoader;
      if (!loader) throw ruleBroken(M.noLoader);
      await assertMaySend(deps.db, actor);
      const documents = await receiveDocuments(app, request, loader);
      return ok(await sendDocuments(deps, actor, documents, request.log));
    },
  );

  app.get(
    '/api/user/inactive-documents/:id',
    {
      schema: {
        tags,
        summary: 'Amministratori: scarica un documento inviato per la riattivazione',
        params: IdParams,
      },
      onRequest: usersAdmins.preValidation,
    },
    async (request, reply) => {
      const { document, file } = await openDocument(deps.db, deps.storage, request.params.id);
      return reply
        .type(document.mime)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', attachment(document.name))
        .send(file.body);
    },
  );
};
