import { ListEditTemplate, TableTemplate } from '@sportello/contracts';
import { templateFile, type TemplateSource } from '../../platform/templates/index.js';
import listsTable from './templates/lists.json' with { type: 'json' };
import listEdit from './templates/list-edit.json' with { type: 'json' };

export const LIST_EDIT_TEMPLATE = { kind: 'list-edit', key: 'main' } as const;

export const listsTableTemplate = templateFile('lists/templates/lists.json', listsTable, TableTemplate);

/** The lists table and the list-edit page's template, synced into the database at start. */
export const listsTemplates: TemplateSource[] = [
  listsTableTemplate,
  templateFile('lists/templates/list-edit.json', listEdit, ListEditTemplate),
];
