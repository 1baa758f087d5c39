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
import { accessRule } from '../../platform/auth/access.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { requireTerminalUser } from './terminals.access.js';
import { addTerminal, editTerminal, newCode, onlineOf, terminalStatus } from './terminals.service.js';

const tags = ['terminals'];

const terminalUsers = accessRule(requireTerminalUser);

/** The operator's calls about the office's terminals (the table itself is the table engine's). */
export const terminalsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('preValidation', terminalUsers.preValidation);

  app.post(
    '/api/externals',
    {
      schema: {
        tags,
        summary: 'Aggiunge un terminale e ne dà il codice di abbinamento (10 minuti, un solo uso)',
        body: TerminalAddBody,
        response: replies(TerminalAddReply),
      },
    },
    async (request) => ok(await addTerminal(deps, terminalUsers.granted(request), request.body)),
  );

  app.post(
    '/api/externals/edit',
    {
      schema: {
        tags,
        summary: 'Modifica un terminale (wsId, name, terminalType, campi, iat, iatName)',
        body: TerminalEditBody,
        response: replies(TerminalReply),
      },
    },
    async (request) => ok(await editTerminal(deps, terminalUsers.granted(request), request.body)),
  );

  app.post(
    '/api/externals/code',
    {
      schema: {
        tags,
        summary: 'Un nuovo codice di abbinamento per un terminale',
        body: TerminalStatusQuery,
        response: replies(TerminalAddReply),
      },
    },
    async (request) => ok(await newCode(deps, terminalUsers.granted(request), request.body.wsId)),
  );

  app.get(
    '/api/externals/status',
    {
      schema: {
        tags,
        summary: 'Stato di un terminale (on/off) e se è in condivisione',
        querystring: TerminalStatusQuery,
        response: replies(TerminalStatusReply),
      },
    },
    async (request) => ok(await terminalStatus(deps, terminalUsers.granted(request), request.query.wsId)),
  );

  app.get(
    '/api/externals/online',
    {
      schema: {
        tags,
        summary: "I terminali collegati dell'ufficio (la sezione di condivisione)",
        querystring: OnlineTerminalsQuery,
        response: replies(OnlineTerminalsReply),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { terminals: await onlineOf(deps, terminalUsers.granted(request), request.query.terminalType) },
    }),
  );
};
