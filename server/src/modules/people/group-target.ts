import type { AuditTarget } from '../../platform/audit/index.js';
import type { Db } from '../../platform/db/connect.js';
import { notFound } from '../../platform/http/errors.js';
import { findGroupById, type GroupRecord } from './groups.repo.js';
import { PEOPLE_MESSAGES } from './people.messages.js';

/** The group an admin's action is about (404 when it is gone), and how the audit log records it. */

export async function groupById(db: Db, id: number): Promise<GroupRecord> {
  const group = await findGroupById(db, id);
  if (!group) throw notFound(PEOPLE_MESSAGES.groupNotFound);
  return group;
}

export const groupTarget = (g: { id: number; name: string }): AuditTarget => ({
  type: 'group',
  id: g.id,
  label: g.name,
});

export const groupSnapshot = (g: GroupRecord) => ({
  slug: g.slug,
  name: g.name,
  kind: g.kind,
  status: g.status,
  enabled: g.enabled,
});
