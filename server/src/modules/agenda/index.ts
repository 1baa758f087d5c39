import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { agendaRoutes } from './agenda.routes.js';
import { agendaTemplates } from './agenda.templates.js';

/**
 * The agenda (spec 3 §2 "Agenda"): the desk's directory of offices, structures and partners. The
 * module alone writes the agenda_partners tables; the partner's form runs on the form engine
 * (its handler below, registered by the forms module) and the table on the table engine.
 */
export const agendaModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, agendaTemplates);
  await app.register(agendaRoutes, deps);
};

export { agendaTable } from './agenda.table.js';
export { agendaContactForm } from './agenda.form.js';
export { insertPartner as insertAgendaPartner } from './agenda.repo.js';
export { contactSearch } from './agenda.search.js';
