import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OnlineTerminalsQuery,
  OnlineTerminalsReply,
  TerminalAddBody,
  TerminalAddReply,
  TerminalEditBody,
  TerminalReply,
  TerminalStatusQuery,
  TerminalStatusReply,
} from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { requireTerminalUser } from './terminals.access.js';
import { addTerminal, editTerminal, newCode, onlineOf, terminalStatus } from './terminals.service.js';

const tags = ['terminals'];

/** The operator's calls about the office's terminals (the table itself is the table engine's). */
export const terminalsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = {
    preValidation: async (request: Parameters<typeof requireTerminalUser>[0]) =>
      void requireTerminalUser(request),
  };

  app.post(
    '/api/externals',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Aggiunge un terminale e ne dà il codice di abbinamento (10 minuti, un solo uso)',
        body: TerminalAddBody,
        response: replies(TerminalAddReply),
      },
    },
    async (request) => ok(await addTerminal(deps, requireTerminalUser(request), request.body)),
  );

  app.post(
    '/api/externals/edit',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Modifica un terminale (wsId, name, terminalType, campi, iat, iatName)',
        body: TerminalEditBody,
        response: replies(TerminalReply),
      },
    },
    async (request) => ok(await editTerminal(deps, requireTerminalUser(request), request.body)),
  );

  app.post(
    '/api/externals/code',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Un nuovo codice di abbinamento per un terminale',
        body: TerminalStatusQuery,
        response: replies(TerminalAddReply),
      },
    },
    async (request) => ok(await newCode(deps, requireTerminalUser(request), request.body.wsId)),
  );

  app.get(
    '/api/externals/status',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Stato di un terminale (on/off) e se è in condivisione',
        querystring: TerminalStatusQuery,
        response: replies(TerminalStatusReply),
      },
    },
    async (request) => ok(await terminalStatus(deps, requireTerminalUser(request), request.query.wsId)),
  );

  app.get(
    '/api/externals/online',
    {
      ...guard,
      schema: {
        tags,
        summary: "I terminali collegati dell'ufficio (la sezione di condivisione)",
        querystring: OnlineTerminalsQuery,
        response: replies(OnlineTerminalsReply),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { terminals: await onlineOf(deps, requireTerminalUser(request), request.query.terminalType) },
    }),
  );
};
