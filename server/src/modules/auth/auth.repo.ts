import type { Db } from '../../platform/db/connect.js';

/** SQL of sign-in's own tables: login attempts, known browsers and the owners' alerts. */

/** Records a try as a failure before its password is checked (reserved-attempt.ts); its id. */
export async function insertLoginAttempt(
  db: Db,
  row: { ip: string; username: string; deviceId: number | null; at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('loginAttempts')
    .values({ ip: row.ip, username: row.username, deviceId: row.deviceId, ok: 0, createdAt: row.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function markLoginAttemptSucceeded(db: Db, id: number): Promise<void> {
  await db.updateTable('loginAttempts').set({ ok: 1 }).where('id', '=', id).execute();
}

export async function deleteLoginAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('loginAttempts').where('id', '=', id).execute();
}

/**
 * Whose attempts a limit counts: one account from one source (a known device, or an address for
 * any other browser), every unknown browser at an address, or every unknown browser on an account.
 */
export type AttemptScope =
  | { kind: 'pair'; username: string; deviceId: number | null; ip: string }
  | { kind: 'address'; ip: string }
  | { kind: 'account'; username: string; unknownOnly: boolean };

function attemptsOf(db: Db, scope: AttemptScope) {
  let q = db.selectFrom('loginAttempts');
  if (scope.kind === 'pair') {
    q = q.where('username', '=', scope.username);
    q =
      scope.deviceId === null
        ? q.where('deviceId', 'is', null).where('ip', '=', scope.ip)
        : q.where('deviceId', '=', scope.deviceId);
  } else if (scope.kind === 'address') {
    q = q.where('ip', '=', scope.ip).where('deviceId', 'is', null);
  } else {
    q = q.where('username', '=', scope.username);
    if (scope.unknownOnly) q = q.where('deviceId', 'is', null);
  }
  return q;
}

/** The last success in the scope after `since`, or `since`. */
export async function lastSuccess(db: Db, scope: AttemptScope, since: string): Promise<string> {
  const row = await attemptsOf(db, scope)
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .where('ok', '=', 1)
    .where('createdAt', '>', since)
    .executeTakeFirst();
  return row?.at && row.at > since ? row.at : since;
}

/** How many attempts (but `exceptId`) failed in the scope after `since`, and when the last one did. */
export async function failuresSince(
  db: Db,
  scope: AttemptScope,
  since: string,
  exceptId?: number,
): Promise<{ count: number; last: string | null }> {
  let q = attemptsOf(db, scope);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  const row = await q
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('createdAt').as('last')])
    .where('ok', '=', 0)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), last: row.last ?? null };
}

export async function deleteUsernameFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('loginAttempts').where('username', '=', username).where('ok', '=', 0).execute();
}

// ─── known devices and alerts ───────────────────────────────────────────────────────────────────

export async function findDevice(db: Db, userId: number, tokenHash: string) {
  return db
    .selectFrom('loginDevices')
    .select('id')
    .where('userId', '=', userId)
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Records (or touches) the browser as one the account signed in from. */
export async function rememberDevice(db: Db, userId: number, tokenHash: string, now: string): Promise<void> {
  await db
    .insertInto('loginDevices')
    .values({ userId, tokenHash, createdAt: now, lastUsedAt: now })
    .onConflict((oc) => oc.columns(['userId', 'tokenHash']).doUpdateSet({ lastUsedAt: now }))
    .execute();
}

export async function deleteDevicesUnusedSince(db: Db, before: string): Promise<void> {
  await db.deleteFrom('loginDevices').where('lastUsedAt', '<', before).execute();
}

/**
 * Claims the right to alert the account's owner: true for the first caller since `since` (one
 * statement, so two server processes never both send it).
 */
export async function claimLoginAlert(db: Db, userId: number, since: string, now: string): Promise<boolean> {
  const row = await db
    .insertInto('loginAlerts')
    .values({ userId, sentAt: now })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ sentAt: now }).where('loginAlerts.sentAt', '<', since),
    )
    .returning('userId')
    .executeTakeFirst();
  return Boolean(row);
}

export async function deleteLoginAttemptsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('loginAttempts').where('createdAt', '<', before).execute();
}
