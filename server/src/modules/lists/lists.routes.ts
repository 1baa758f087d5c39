import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ElementIdParams,
  IatSlugParams,
  List,
  ListCopyBody,
  ListCopyReply,
  ListCreateBody,
  ListElementAddBody,
  ListElementRemoveBody,
  ListElementsPage,
  ListElementsQuery,
  ListIdParams,
  ListMutationReply,
  ListPage,
  ListPaginateBody,
  ListPositionBody,
  ListUpdateBody,
  ListEditTemplate,
} from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import { requireTemplate } from '../../platform/templates/index.js';
import { LIST_EDIT_TEMPLATE } from './lists.templates.js';
import type { AppDeps } from '../../platform/deps.js';
import { Empty, ok, replies } from '../../platform/http/reply.js';
import { requireListUser } from './lists.access.js';
import { LISTS_MESSAGES as M } from './lists.messages.js';
import * as lists from './lists.service.js';

const listUsers = accessRule(requireListUser);
const tags = ['lists'];

/** The lists of spec 2 §7 "Lists", at their paths and methods; every one for the office's own lists only. */
export const listsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.addHook('preValidation', listUsers.preValidation);

  app.post(
    '/api/list/lista',
    {
      schema: {
        tags,
        summary: 'Crea una lista (anche con un primo elemento)',
        body: ListCreateBody,
        response: replies(List),
      },
    },
    async (request) => ok(await lists.createList(db, listUsers.granted(request), request.body)),
  );

  app.post(
    '/api/list/listePaginate/:iatSlug',
    {
      schema: {
        tags,
        summary: "Una pagina delle liste dell'ufficio",
        params: IatSlugParams,
        body: ListPaginateBody,
        response: replies(ListPage),
      },
    },
    async (request) =>
      ok(await lists.pageOfLists(db, listUsers.granted(request), request.params.iatSlug, request.body)),
  );

  app.get(
    '/api/list/lista/:id/elementi',
    {
      schema: {
        tags,
        summary: 'Una pagina degli elementi di una lista',
        params: ListIdParams,
        querystring: ListElementsQuery,
        response: replies(ListElementsPage),
      },
    },
    async (request) =>
      ok(await lists.elementsPage(db, listUsers.granted(request), request.params.id, request.query)),
  );

  app.post(
    '/api/list/lista/:id/elemento',
    {
      schema: {
        tags,
        summary: 'Aggiunge un elemento del catalogo o un contenuto',
        params: ListIdParams,
        body: ListElementAddBody,
        response: replies(ListMutationReply),
      },
    },
    async (request) => {
      const list = await lists.addElement(db, listUsers.granted(request), request.params.id, request.body);
      return ok({ list, message: M.added });
    },
  );

  app.delete(
    '/api/list/lista/:id/elemento',
    {
      schema: {
        tags,
        summary: 'Rimuove un elemento (resId e type) o più elementi (ids)',
        params: ListIdParams,
        body: ListElementRemoveBody,
        response: replies(ListMutationReply),
      },
    },
    async (request) => {
      const list = await lists.removeElements(
        db,
        listUsers.granted(request),
        request.params.id,
        request.body,
      );
      return ok({ list, message: M.removed });
    },
  );

  app.put(
    '/api/list/lista/:id',
    {
      schema: {
        tags,
        summary: 'Titolo o speciale della lista',
        params: ListIdParams,
        body: ListUpdateBody,
        response: replies(ListMutationReply),
      },
    },
    async (request) => {
      const list = await lists.updateList(db, listUsers.granted(request), request.params.id, request.body);
      return ok({ list, message: M.updated });
    },
  );

  app.delete(
    '/api/list/lista/:id',
    {
      schema: {
        tags,
        summary: 'Elimina la lista',
        params: ListIdParams,
        response: replies(Empty.extend({ message: ListMutationReply.shape.message })),
      },
    },
    async (request) => {
      await lists.deleteList(db, listUsers.granted(request), request.params.id);
      return ok({ message: M.deleted });
    },
  );

  for (const [path, move] of [
    ['/api/list/lista/copiaElementi', false],
    ['/api/list/lista/spostaElementi', true],
  ] as const)
    app.post(
      path,
      {
        schema: {
          tags,
          summary: move ? 'Sposta elementi in un’altra lista' : 'Copia elementi in un’altra lista',
          body: ListCopyBody,
          response: replies(ListCopyReply),
        },
      },
      async (request) => ok(await lists.copyElements(db, listUsers.granted(request), request.body, move)),
    );

  // A GET by the spec that creates a list: it needs the CSRF header (auth-plugin.ts, changesData).
  app.get(
    '/api/list/lista/:id/duplica/',
    {
      config: { changesData: true },
      schema: {
        tags,
        summary: 'Duplica la lista',
        params: ListIdParams,
        response: replies(ListMutationReply),
      },
    },
    async (request) => {
      const list = await lists.duplicateList(db, listUsers.granted(request), request.params.id);
      return ok({ list, message: M.duplicated });
    },
  );

  app.put(
    '/api/list/elemento/:id/cambiaPosizione',
    {
      schema: {
        tags,
        summary: "Sposta l'elemento alla posizione indicata",
        params: ElementIdParams,
        body: ListPositionBody,
        response: replies(ListMutationReply),
      },
    },
    async (request) => {
      const list = await lists.moveElement(db, listUsers.granted(request), request.params.id, request.body);
      return ok({ list, message: M.updated });
    },
  );

  app.get(
    '/api/list/template/edit.json',
    {
      schema: {
        tags,
        summary: 'Template della pagina di modifica di una lista',
        response: replies(ListEditTemplate),
      },
    },
    async (request) =>
      ok(
        await requireTemplate(
          db,
          ListEditTemplate,
          LIST_EDIT_TEMPLATE.kind,
          LIST_EDIT_TEMPLATE.key,
          request.env,
        ),
      ),
  );
};
