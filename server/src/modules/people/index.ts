import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { registerTable } from '../tables/index.js';
import { groupTable } from './groups.table.js';
import { peopleTemplates } from './people.templates.js';
import { teamTable } from './team.table.js';
import { userTable } from './users.table.js';
import { usersRoutes } from './users.routes.js';
import { groupsRoutes } from './groups.routes.js';
import { teamRoutes } from './team.routes.js';
import { teamInvitationRoutes } from './team-invitation.routes.js';

registerTable(userTable);
registerTable(groupTable);
registerTable(teamTable);

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
