import { FormTemplate, TableTemplate } from '@sportello/contracts';
import { templateFile, type TemplateSource } from '../../platform/templates/index.js';
import agendaTable from './templates/agenda.json' with { type: 'json' };
import agendaContact from './templates/agenda-contact.json' with { type: 'json' };

export const agendaTableTemplate = templateFile('agenda/templates/agenda.json', agendaTable, TableTemplate);
/** The partner's form (kind 'form', key agenda-contact): served by the form engine's routes. */
export const agendaContactTemplate = templateFile(
  'agenda/templates/agenda-contact.json',
  agendaContact,
  FormTemplate,
);

export const agendaTemplates: TemplateSource[] = [agendaTableTemplate, agendaContactTemplate];
