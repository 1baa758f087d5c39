import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgendaContactDetail,
  AgendaContactParams,
  AgendaMailSenderBody,
  AgendaOperatorsQuery,
  AgendaOperatorsReply,
  AgendaSendEmailBody,
  AgendaSendReply,
  TableTemplate,
} from '@sportello/contracts';
import { accessRule } from '../../platform/auth/access.js';
import type { AppDeps } from '../../platform/deps.js';
import { ok, replies } from '../../platform/http/reply.js';
import { tableTemplate } from '../tables/index.js';
import { requireAgendaUser } from './agenda.access.js';
import { agendaTable } from './agenda.table.js';
import { contactDetail, contactOperators, mailSender, sendContactEmail } from './agenda.service.js';

const tags = ['agenda'];
const agendaUsers = accessRule(requireAgendaUser);

/**
 * The agenda's calls (spec 3 §7): the table's init (its page is the engine's GET /api/tables/agenda),
 * a contact for the modal, the group's users, the contact by e-mail. Desk roles only.
 */
export const agendaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('preValidation', agendaUsers.preValidation);

  app.post(
    '/api/crm/contatti/',
    {
      schema: {
        tags,
        summary: 'Template della tabella "agenda" (la pagina: GET /api/tables/agenda)',
        response: replies(TableTemplate),
      },
    },
    async (request) => ok(await tableTemplate(deps, agendaTable, agendaUsers.granted(request).ctx)),
  );

  app.get(
    '/api/crm/contatto/:key',
    {
      schema: {
        tags,
        summary: 'Un contatto (g{id} un gruppo, p{id} un partner): campi, informazioni, utenti',
        params: AgendaContactParams,
        response: replies(AgendaContactDetail),
      },
    },
    async (request) => ok(await contactDetail(deps.db, agendaUsers.granted(request), request.params.key)),
  );

  app.get(
    '/api/crm/contatti/operatori',
    {
      schema: {
        tags,
        summary: 'Gli utenti di un gruppo (nome, ruolo, e-mail), per chi può vederli',
        querystring: AgendaOperatorsQuery,
        response: replies(AgendaOperatorsReply),
      },
    },
    async (request) => ok(await contactOperators(deps.db, agendaUsers.granted(request), request.query.group)),
  );

  app.post(
    '/api/crm/contatti/invia-email',
    {
      schema: {
        tags,
        summary: 'Invia per e-mail un contatto (type contatto: email, tel, iat, address, website)',
        body: AgendaSendEmailBody,
        response: replies(AgendaSendReply),
      },
    },
    async (request) => ok(await sendContactEmail(deps, agendaUsers.granted(request), request.body)),
  );

  app.post(
    '/api/crm/contatti/mailsender',
    {
      schema: {
        tags,
        summary: 'Invia la scheda del contatto `group`, come la conosce il server, a `mailSender`',
        body: AgendaMailSenderBody,
        response: replies(AgendaSendReply),
      },
    },
    async (request) => ok(await mailSender(deps, agendaUsers.granted(request), request.body)),
  );
};
