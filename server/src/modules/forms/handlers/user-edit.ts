import { nowIso } from '../../../platform/db/connect.js';
import { FORMS_MESSAGES } from '../forms.messages.js';
import type { FormHandler } from '../forms.types.js';
import {
  findMembership,
  insertMembership,
  listUserMemberships,
  updateMembership,
  updateUser,
} from '../../people/index.js';
import {
  accountOf,
  assertIdentifiers,
  isUserAdmin,
  membershipOf,
  userToEdit,
  withEnvironments,
} from './user-values.js';

/** "Modifica utente" (admins): account fields, and a membership added or changed (others stay). */
export const userEditForm: FormHandler = {
  templateKey: 'user-edit',
  access: isUserAdmin,
  prepare: (db, _call, template) => withEnvironments(db, template),

  async load(db, call) {
    const user = await userToEdit(db, call.id);
    const memberships = await listUserMemberships(db, user.id);
    const m = memberships.find((x) => x.appSlug === call.env) ?? memberships[0];
    return {
      username: user.username,
      email: user.email,
      fullName: user.fullName,
      userType: user.userType,
      isReviewer: user.isReviewer === 1,
      ...(m ? { group: { label: m.groupName, value: m.groupSlug }, role: m.role, env: m.appSlug } : {}),
    };
  },

  async submit(db, call, { values }) {
    const user = await userToEdit(db, call.id);
    const account = accountOf(values);
    await assertIdentifiers(db, account, user.id);
    const membership = await membershipOf(db, values);
    const now = nowIso();
    const { isReviewer, ...rest } = account;
    await updateUser(db, user.id, { ...rest, isReviewer: isReviewer ? 1 : 0 }, now);
    if (membership) {
      const existing = await findMembership(db, user.id, membership.group.id, membership.app.id);
      if (existing) await updateMembership(db, existing.id, { role: membership.role, stato: 1 });
      else
        await insertMembership(db, {
          userId: user.id,
          groupId: membership.group.id,
          appId: membership.app.id,
          role: membership.role,
          stato: 1,
          now,
        });
    }
    return { reply: { message: FORMS_MESSAGES.userSaved } };
  },
};
