import type { ProfileEraseReply, ProfilePersonalData, Profiled, ProfileSource } from '@sportello/contracts';
import type { Config } from '../../config.js';
import { recordAudit } from '../../platform/audit/index.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { ruleBroken } from '../../platform/http/errors.js';
import { favourites } from '../lists/index.js';
import type { ProfileUser } from './profiles.access.js';
import { PROFILES_MESSAGES as M } from './profiles.messages.js';
import * as repo from './profiles.repo.js';
import { profileFor } from './profiles.service.js';

/**
 * Personal data done right (beyond the spec): a visitor's contact data live apart from the
 * statistics, only with their consent and its date; after PROFILE_CONTACT_RETENTION_DAYS they are
 * erased and the statistics stay. On request the office (or the Admin group) exports one visitor's
 * data as JSON or erases their contact data; both are written to the audit log.
 */
const parse = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

export async function exportPersonalData(
  db: Db,
  user: ProfileUser,
  id: number,
): Promise<ProfilePersonalData> {
  const row = await profileFor(db, user, id);
  const items = row.listId === null ? [] : await favourites.favouriteItems(db, row.listId);
  await recordAudit(
    db,
    user.ctx.actor,
    'profile.personal-data.export',
    { type: 'profile', id: row.id, label: row.code },
    null,
    null,
  );
  return {
    exportedAt: nowIso(),
    profile: {
      code: row.code,
      iat: row.officeSlug,
      iatName: row.officeName,
      profiled: row.profiled as Profiled,
      source: row.source as ProfileSource,
      visitedAt: row.visitedAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      consentAt: row.consentAt,
      contactErasedAt: row.contactErasedAt,
      contact: parse(row.contactJson),
      values: parse(row.valuesJson) ?? {},
      favourites: items,
    },
  };
}

export async function eraseContactData(db: Db, user: ProfileUser, id: number): Promise<ProfileEraseReply> {
  return db.transaction().execute(async (trx) => {
    const row = await profileFor(trx, user, id);
    if (!row.contactJson) throw ruleBroken(M.nothingToErase);
    const now = nowIso();
    await repo.eraseContact(trx, id, now);
    await recordAudit(
      trx as unknown as Db,
      user.ctx.actor,
      'profile.contact.erase',
      { type: 'profile', id: row.id, label: row.code },
      null,
      { contactErasedAt: now },
    );
    return { id, contactErasedAt: now, message: M.contactErased };
  });
}

const DAY_MS = 86_400_000;

/**
 * The retention job: contact data consented before the retention period are erased (statistics
 * kept), and favourites lists of profiles never saved are dropped after a day.
 */
export async function profilesHousekeeping(
  db: Db,
  config: Pick<Config, 'profileContactRetentionDays'>,
  now = new Date(),
) {
  const cutoff = new Date(now.getTime() - config.profileContactRetentionDays * DAY_MS).toISOString();
  const erased = await repo.eraseContactsConsentedBefore(db, cutoff, now.toISOString());
  const orphans = await favourites.deleteOrphanFavourites(
    db,
    new Date(now.getTime() - DAY_MS).toISOString(),
    (ids) => repo.listsInUse(db, ids),
  );
  return { erased, orphans };
}
