import { FormTemplate, RoleListTemplate, TableTemplate } from '@sportello/contracts';
import { templateFile, type TemplateSource } from '../../platform/templates/index.js';
import groupTable from './templates/group.json' with { type: 'json' };
import teamTable from './templates/team.json' with { type: 'json' };
import userTable from './templates/user.json' with { type: 'json' };
import groupRoles from './templates/roles-group.json' with { type: 'json' };
import teamRoles from './templates/roles-team.json' with { type: 'json' };
import teamMember from './templates/team-member.json' with { type: 'json' };

export const userTableTemplate = templateFile('people/templates/user.json', userTable, TableTemplate);
export const groupTableTemplate = templateFile('people/templates/group.json', groupTable, TableTemplate);
export const teamTableTemplate = templateFile('people/templates/team.json', teamTable, TableTemplate);

/** Tables and role lists of users, groups and teams, synced into the database at start. */
export const peopleTemplates: TemplateSource[] = [
  userTableTemplate,
  groupTableTemplate,
  teamTableTemplate,
  templateFile('people/templates/roles-group.json', groupRoles, RoleListTemplate),
  templateFile('people/templates/roles-team.json', teamRoles, RoleListTemplate),
  templateFile('people/templates/team-member.json', teamMember, FormTemplate),
];
