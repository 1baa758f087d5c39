import { GROUP_STATUS, USER_STATUS } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { conflict } from '../../platform/http/errors.js';
import { findGroupBySlug, insertGroup } from './groups.repo.js';
import { insertMemberships } from './memberships.repo.js';
import { listApps } from './people.repo.js';
import { findUserClash, insertUser } from './users.repo.js';

/** The account `npm run create-admin` asks for, checked and with its password already hashed. */
export type AdminAccount = {
  username: string;
  email: string;
  fullName: string;
  passwordHash: string;
  now: string;
};

/**
 * An active administrator, in the caller's transaction: member of group Admin (created when
 * missing) with role admin in every environment. Refuses a username or e-mail already taken as
 * either (409, Italian message), and an "admin" group that is not the Admin group.
 */
export async function createAdminAccount(db: Db, account: AdminAccount): Promise<number> {
  const { username, email, now } = account;
  const clash = await findUserClash(db, username, email);
  if (clash.some((u) => [u.username.toLowerCase(), u.email.toLowerCase()].includes(username))) {
    throw conflict(`Esiste già un utente con nome utente "${username}".`);
  }
  if (clash.length) throw conflict(`Esiste già un utente con e-mail "${email}".`);

  const group = await findGroupBySlug(db, 'admin');
  if (group && group.kind !== 'admin')
    throw conflict('Il gruppo "admin" esiste già ma non è un gruppo di amministrazione.');
  const groupId =
    group?.id ??
    (await insertGroup(db, {
      slug: 'admin',
      name: 'Admin',
      kind: 'admin',
      status: GROUP_STATUS.visible,
      email: '',
      phone: '',
      address: '',
      city: '',
      province: '',
      lat: null,
      lng: null,
      now,
    }));

  const userId = await insertUser(db, {
    ...account,
    status: USER_STATUS.active,
    userType: '',
    isReviewer: false,
  });
  const apps = await listApps(db);
  await insertMemberships(
    db,
    apps.map((app) => ({ userId, groupId, appId: app.id, role: 'admin', stato: 1 })),
    now,
  );
  return userId;
}
