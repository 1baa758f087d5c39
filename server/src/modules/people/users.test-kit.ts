import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-app.js';

/** Helpers of the users' API tests: ids by name, a snapshot of what an action may change. */

export async function userId(t: TestApp, username: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function groupId(t: TestApp, slug: string): Promise<number> {
  const row = await t.db.selectFrom('groups').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}

export async function membershipsOf(t: TestApp, username: string) {
  return t.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .innerJoin('groups', 'groups.id', 'memberships.groupId')
    .innerJoin('apps', 'apps.id', 'memberships.appId')
    .select([
      'memberships.id',
      'memberships.stato',
      'memberships.role',
      'groups.slug as group',
      'apps.slug as app',
    ])
    .where('users.username', '=', username)
    .orderBy('memberships.id')
    .execute();
}

/**
 * Everything the users' actions may change (accounts with their password hashes, memberships,
 * groups, media, tokens, audit log, outbox), to show that a refused call changed nothing.
 */
export async function snapshot(t: TestApp) {
  const [users, memberships, groups, media, tokens, audit, outbox] = await Promise.all([
    t.db.selectFrom('users').select(['id', 'status', 'passwordHash', 'updatedAt']).orderBy('id').execute(),
    t.db.selectFrom('memberships').select(['id', 'userId', 'groupId', 'stato']).orderBy('id').execute(),
    t.db.selectFrom('groups').select(['id', 'status', 'enabled']).orderBy('id').execute(),
    t.db.selectFrom('media').select(['id', 'uploadedBy', 'groupId']).orderBy('id').execute(),
    t.db.selectFrom('tokens').select(['id', 'usedAt']).orderBy('id').execute(),
    t.db.selectFrom('auditLog').select('id').orderBy('id').execute(),
    t.db.selectFrom('outboxMails').select('id').orderBy('id').execute(),
  ]);
  return { users, memberships, groups, media, tokens, audit, outbox };
}

/** The audit rows of a target, oldest first, with before/after parsed. */
export async function auditRows(t: TestApp, type: 'user' | 'group' | 'membership', id: number) {
  const rows = await t.db
    .selectFrom('auditLog')
    .selectAll()
    .where('targetType', '=', type)
    .where('targetId', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    before: r.beforeJson === null ? null : JSON.parse(r.beforeJson),
    after: r.afterJson === null ? null : JSON.parse(r.afterJson),
  }));
}

/** A 400 that names the field, in Italian, in the error envelope. */
export function expectBadField(res: { statusCode: number; data: unknown }, field: string): void {
  expect(res.statusCode, JSON.stringify(res.data)).toBe(400);
  const data = res.data as { status: string; code: string; fields?: Record<string, string> };
  expect(data).toMatchObject({ status: 'error', code: 'bad_request' });
  expect(Object.keys(data.fields ?? {})).toContain(field);
}

/** The activation or reset link of the newest mail to an address. */
export async function linkTokenTo(t: TestApp, address: string): Promise<string> {
  const mail = await t.db
    .selectFrom('outboxMails')
    .selectAll()
    .where('toAddress', '=', address)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\/reset-password\?token=(\S+)/.exec(mail.textBody);
  expect(match, mail.textBody).not.toBeNull();
  return decodeURIComponent(match![1]!);
}
