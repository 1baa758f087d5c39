import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { groupTable } from './groups.table.js';
import { peopleTemplates } from './people.templates.js';
import { teamTable } from './team.table.js';
import { userTable } from './users.table.js';
import { usersRoutes } from './users.routes.js';
import { groupsRoutes } from './groups.routes.js';
import { teamRoutes } from './team.routes.js';
import { teamInvitationRoutes } from './team-invitation.routes.js';

/**
 * Users, groups (UO) and teams (issue 4; spec 3 §2–§7): the three tables of the engine, the admins'
 * actions on users and groups, a referent's team. Every change is checked on the server and
 * written to the audit log in the same transaction.
 */
export const peopleModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, peopleTemplates);
  await app.register(usersRoutes, deps);
  await app.register(groupsRoutes, deps);
  await app.register(teamRoutes, deps);
  await app.register(teamInvitationRoutes, deps);
};

// Who runs the portal, for the areas that write to the admins (requests, reactivation documents).
export { activeAdmins } from './people.repo.js';
// The IAT offices in the catalogue: kept in step in the transaction that changes a group.
export { syncOfficeAssets } from './offices.catalogue.js';

/** The table pages of users, groups and teams (registered with the table engine by modules/index.ts). */
export const peopleTables = [userTable, groupTable, teamTable];
