import {
  GROUP_STATUS,
  type GroupConfirmBody,
  type GroupToggleBody,
  type IatVisibilityBody,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { Db } from '../../platform/db/connect.js';
import { notFound, ruleBroken } from '../../platform/http/errors.js';
import { groupById, groupSnapshot, groupTarget } from './group-target.js';
import { findGroupBySlug, groupMemberships, updateGroup } from './groups.repo.js';
import { enableGroupMemberships } from './memberships.repo.js';
import { syncOfficeAssets } from './offices.catalogue.js';
import { PEOPLE_MESSAGES } from './people.messages.js';
import { assertAdminsKeptWithout } from './people.rules.js';

/**
 * A group's status, as the admins change it (spec 3 §2 "Group admin", §4): verify a pending one,
 * rehabilitate, switch off and on, show or hide an IAT office. Every change is written to the audit
 * log in its transaction, and the desk's catalogue follows the offices shown and hidden.
 */

/** Verify a pending group (0 → 1), or rehabilitate one: switched on with every membership. */
export async function confirmGroup(db: Db, ctx: EnvContext, body: GroupConfirmBody): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const group = await groupById(trx, body.id);
    if (body.activationType === 'verify') {
      if (group.status !== GROUP_STATUS.pending) throw ruleBroken(PEOPLE_MESSAGES.groupNotPending);
      await updateGroup(trx, group.id, { status: GROUP_STATUS.visible });
      await syncOfficeAssets(trx, [group.id]);
      await recordAudit(trx, ctx.actor, 'group.verify', groupTarget(group), groupSnapshot(group), {
        ...groupSnapshot(group),
        status: GROUP_STATUS.visible,
      });
      return PEOPLE_MESSAGES.groupVerified;
    }
    await updateGroup(trx, group.id, { enabled: 1 });
    const enabled = await enableGroupMemberships(trx, group.id);
    await recordAudit(trx, ctx.actor, 'group.rehabilitate', groupTarget(group), groupSnapshot(group), {
      ...groupSnapshot(group),
      enabled: 1,
      membershipsEnabled: enabled,
    });
    return PEOPLE_MESSAGES.groupRehabilitatedAll;
  });
}

/** Switch a whole group off (its memberships grant nothing) or on again. */
export async function toggleGroup(db: Db, ctx: EnvContext, body: GroupToggleBody): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const group = await groupById(trx, body.id);
    const message = body.stato === 1 ? PEOPLE_MESSAGES.groupEnabled : PEOPLE_MESSAGES.groupDisabled;
    if (group.enabled === body.stato) return message;
    if (body.stato === 0) {
      const memberships = await groupMemberships(trx, group.id);
      await assertAdminsKeptWithout(
        trx,
        memberships.map((m) => m.id),
      );
    }
    await updateGroup(trx, group.id, { enabled: body.stato });
    await recordAudit(
      trx,
      ctx.actor,
      body.stato === 1 ? 'group.enable' : 'group.disable',
      groupTarget(group),
      groupSnapshot(group),
      { ...groupSnapshot(group), enabled: body.stato },
    );
    return message;
  });
}

/** Show (1) or hide (4) a verified IAT office in the tourism view. */
export async function setIatVisibility(db: Db, ctx: EnvContext, body: IatVisibilityBody): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const group = await findGroupBySlug(trx, body.slug);
    if (!group) throw notFound(PEOPLE_MESSAGES.groupNotFound);
    if (group.kind !== 'iat' || group.status === GROUP_STATUS.pending)
      throw ruleBroken(PEOPLE_MESSAGES.iatOnly);
    const message =
      body.stato === GROUP_STATUS.visible ? PEOPLE_MESSAGES.iatShown : PEOPLE_MESSAGES.iatHidden;
    if (group.status === body.stato) return message;
    await updateGroup(trx, group.id, { status: body.stato });
    // The desk's catalogue follows: a shown office is an asset again, a hidden one is withdrawn.
    await syncOfficeAssets(trx, [group.id]);
    await recordAudit(
      trx,
      ctx.actor,
      body.stato === GROUP_STATUS.visible ? 'group.show-iat' : 'group.hide-iat',
      groupTarget(group),
      groupSnapshot(group),
      { ...groupSnapshot(group), status: body.stato },
    );
    return message;
  });
}
