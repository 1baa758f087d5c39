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
 * Users, groups (UO) and teams (spec 3 §2–§7): the three tables of the engine, the admins'
 * actions on users and groups, a referent's team. Every change is checked on the server and
 * written to the audit log in the same transaction. The module alone writes the users, groups,
 * memberships and team_invitations tables: the other areas call the functions below, passing
 * their transaction along.
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
// The environments, as the user forms offer them.
export { listApps } from './people.repo.js';
// The first administrator (npm run create-admin), in the command's transaction.
export { createAdminAccount } from './admin-account.service.js';
// Accounts: the forms (registration, settings, user create and edit), the password reset.
export {
  findUser,
  findUserWithPassword,
  insertUser,
  setPasswordHash,
  setUserStatus,
  updateUser,
} from './users.repo.js';
// Groups: the group forms, a new structure and the decision on it.
export {
  deleteGroupRow,
  findApp,
  findGroupDetail,
  findGroupDetailBySlug,
  groupSlugTaken,
  insertGroup,
  listGroups,
  updateGroup,
  type GroupValues,
} from './groups.repo.js';
// Memberships: accreditations, new structures, the user forms and the decisions on requests.
export {
  deleteMemberships,
  findMembership,
  insertMembership,
  insertMemberships,
  listUserMemberships,
  updateMembership,
} from './memberships.repo.js';
// The IAT offices in the catalogue: kept in step in the transaction that changes a group.
export { syncOfficeAssets } from './offices.catalogue.js';
// What a list shows of its office and author, and the office's contacts on its PDF.
export { findOfficeContacts, groupNames, userNames } from './directory.repo.js';

/** The table pages of users, groups and teams (registered with the table engine by modules/index.ts). */
export const peopleTables = [userTable, groupTable, teamTable];
