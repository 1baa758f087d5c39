import type { FastifyRequest } from 'fastify';
import { PARTNER_KEY_HEADER, type PartnerKeyGrants } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { AppError, forbidden, rateLimited } from '../../platform/http/errors.js';
import { todayInItaly } from '../../platform/time/today.js';
import { PARTNER_KEY_MESSAGES as M } from './partner-keys.messages.js';
import { directMeter, type PartnerKeyMeter } from './partner-keys.meter.js';
import { findPartnerKeyByKeyId } from './partner-keys.repo.js';
import { parsePartnerKey, secretMatches } from './partner-keys.secret.js';
import { grantsOf } from './partner-keys.service.js';

/** What a request made with a valid key may read: the read API's only input about its caller. */
export interface PartnerKeyAccess {
  id: number;
  keyId: string;
  groupId: number;
  groupName: string;
  grants: PartnerKeyGrants;
  /** Made with the key's publishable form (the widget's): good only from the key's origins. */
  publishable: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by partnerKeyPreHandler on the routes of the public read API. */
    partnerKey?: PartnerKeyAccess;
  }
}

/** 401: no key, or none we know (the same answer for both, and for a wrong secret). */
const unauthenticated = (message: string) => new AppError('auth_required', 401, message);

/**
 * Resolves an X-Api-Key header (the secret form, or the widget's publishable one: see
 * PUBLISHABLE_KEY_PATTERN; checkOrigin of the read API holds that one to the key's origins) to its
 * key and grants, or refuses: 401 missing or unknown, 403
 * revoked or expired, 429 with Retry-After over the key's requests per minute. The row is read at
 * every use (one indexed read, no write), so a revocation, an expiry or a grant change holds from
 * the next request on, in every process.
 *
 * The rate limit is a fixed window per key and minute, counted by the `meter`
 * (partner-keys.meter.ts): in Redis across processes, in the database across the processes on it,
 * or in memory for the embedded set-up's one process (RATE_WINDOWS); a burst at a window's edge
 * may get up to twice the rate over two seconds, which a partner's budget per minute tolerates.
 * Each served request counts one use of the key on the day (Europe/Rome), each refused one a
 * "limited"; requests with a bad key count nowhere (they belong to no key). The server's meter
 * writes the uses once a second; without one (the tests' direct calls) every count is written at
 * once in the database, windows included.
 *
 * `now` is the clock of tests; the server's otherwise.
 */
export async function authenticatePartnerKey(
  db: Db,
  headerValue: string | string[] | undefined,
  { now = new Date(), meter = directMeter(db) }: { now?: Date; meter?: PartnerKeyMeter } = {},
): Promise<PartnerKeyAccess> {
  const { row, parts, grants } = await liveKey(db, headerValue, now);
  const today = todayInItaly(now);
  const at = now.toISOString();
  const minute = Math.floor(now.getTime() / 60_000);
  const count = await meter.hit(row.id, minute, grants.ratePerMinute);
  if (count > grants.ratePerMinute) {
    await meter.use(row.id, today, true, at);
    const seconds = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now.getTime()) / 1000));
    throw rateLimited(M.rateLimited(seconds), seconds);
  }
  await meter.use(row.id, today, false, at);
  return {
    id: row.id,
    keyId: row.keyId,
    groupId: row.groupId,
    groupName: row.groupName,
    grants,
    publishable: parts.secret === null,
  };
}

/**
 * A kept key row (findPartnerKeyByKeyId: the same frozen object while partner_keys is unchanged)
 * is parsed into its grants once, not at every request.
 */
const parsedGrants = new WeakMap<object, PartnerKeyGrants>();
function keptGrantsOf(row: Parameters<typeof grantsOf>[0]): PartnerKeyGrants {
  let grants = parsedGrants.get(row);
  if (!grants) {
    // Shared by every request of the key: frozen, so that nothing downstream can change it.
    const parsed = grantsOf(row);
    for (const value of Object.values(parsed)) if (Array.isArray(value)) Object.freeze(value);
    parsedGrants.set(row, (grants = Object.freeze(parsed)));
  }
  return grants;
}

/** The key's row if it works today, or the refusal: 401 missing or unknown, 403 revoked or expired. */
async function liveKey(db: Db, headerValue: string | string[] | undefined, now: Date) {
  const value = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  if (!value?.trim()) throw unauthenticated(M.missing);
  const parts = parsePartnerKey(value);
  if (!parts) throw unauthenticated(M.unknown);
  const row = await findPartnerKeyByKeyId(db, parts.keyId);
  if (!row || (parts.secret !== null && !secretMatches(parts.secret, row.secretHash)))
    throw unauthenticated(M.unknown);
  if (row.revokedAt) throw forbidden(M.revoked);
  if (row.expiresOn < todayInItaly(now)) throw forbidden(M.expired);
  return { row, parts, grants: keptGrantsOf(row) };
}

/**
 * Whether a key works today and what it grants, without counting a use: the widget's frame page,
 * whose script's reads of the API are what count (and are limited).
 */
export async function checkPartnerKey(db: Db, value: string): Promise<PartnerKeyGrants> {
  return (await liveKey(db, value, new Date())).grants;
}

/**
 * The same as a preHandler of the read API's routes: the key's access lands on request.partnerKey.
 * The meter is the server's (partnerKeyMeter), closed with the app.
 */
export const partnerKeyPreHandler = (db: Db, meter: PartnerKeyMeter) => async (request: FastifyRequest) => {
  request.partnerKey = await authenticatePartnerKey(db, request.headers[PARTNER_KEY_HEADER], { meter });
};
