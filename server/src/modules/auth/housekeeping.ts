import { nowIso, type Db } from '../../platform/db/connect.js';
import { deleteExpiredSessions } from '../../platform/auth/session-repo.js';
import { deleteDevicesUnusedSince, deleteLoginAttemptsBefore } from './auth.repo.js';
import { DEVICE_FORGET_DAYS } from './login-devices.js';
import { deleteTokensExpiredBefore } from '../../platform/auth/one-time-tokens.repo.js';
import { deleteExpiredFlows } from './sso/sso.repo.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Login attempts older than a day, expired sessions, reset links expired a day ago and browsers
 * unused for a year, single sign-ons that were never finished: nothing reads them.
 */
export async function housekeeping(db: Db): Promise<void> {
  const dayAgo = new Date(Date.now() - DAY_MS).toISOString();
  await deleteLoginAttemptsBefore(db, dayAgo);
  await deleteExpiredSessions(db, nowIso());
  await deleteExpiredFlows(db, nowIso());
  await deleteTokensExpiredBefore(db, 'reset', dayAgo);
  await deleteDevicesUnusedSince(db, new Date(Date.now() - DEVICE_FORGET_DAYS * DAY_MS).toISOString());
}
