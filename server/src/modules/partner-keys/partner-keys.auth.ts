import type { FastifyRequest } from 'fastify';
import { PARTNER_KEY_HEADER, type PartnerKeyGrants } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { AppError, forbidden, rateLimited } from '../../platform/http/errors.js';
import { todayInItaly } from '../../platform/time/today.js';
import { PARTNER_KEY_MESSAGES as M } from './partner-keys.messages.js';
import { countInWindow, countUse, dropOldWindows, findPartnerKeyByKeyId } from './partner-keys.repo.js';
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
 * every use, so a revocation or a grant change holds from the next request on, in every process.
 *
 * The rate limit is a fixed window per key and minute counted in the database (an atomic upsert),
 * so every process shares it without Redis; a burst at a window's edge may get up to twice the rate
 * over two seconds, which a partner's budget per minute tolerates. Each served request counts one
 * use of the key on the day (Europe/Rome), each refused one a "limited"; requests with a bad key
 * count nowhere (they belong to no key).
 *
 * `now` is the clock of tests; the server's otherwise.
 */
export async function authenticatePartnerKey(
  db: Db,
  headerValue: string | string[] | undefined,
  { now = new Date() }: { now?: Date } = {},
): Promise<PartnerKeyAccess> {
  const value = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  if (!value?.trim()) throw unauthenticated(M.missing);
  const parts = parsePartnerKey(value);
  if (!parts) throw unauthenticated(M.unknown);
  const row = await findPartnerKeyByKeyId(db, parts.keyId);
  if (!row || (parts.secret !== null && !secretMatches(parts.secret, row.secretHash)))
    throw unauthenticated(M.unknown);
  if (row.revokedAt) throw forbidden(M.revoked);
  const today = todayInItaly(now);
  if (row.expiresOn < today) throw forbidden(M.expired);

  const grants = grantsOf(row);
  const at = now.toISOString();
  const minute = Math.floor(now.getTime() / 60_000);
  const count = await countInWindow(db, row.id, minute);
  if (count === 1) await dropOldWindows(db, row.id, minute);
  if (count > grants.ratePerMinute) {
    await countUse(db, row.id, today, true, at);
    const seconds = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now.getTime()) / 1000));
    throw rateLimited(M.rateLimited(seconds), seconds);
  }
  await countUse(db, row.id, today, false, at);
  return {
    id: row.id,
    keyId: row.keyId,
    groupId: row.groupId,
    groupName: row.groupName,
    grants,
    publishable: parts.secret === null,
  };
}

/** The same as a preHandler of the read API's routes: the key's access lands on request.partnerKey. */
export const partnerKeyPreHandler = (db: Db) => async (request: FastifyRequest) => {
  request.partnerKey = await authenticatePartnerKey(db, request.headers[PARTNER_KEY_HEADER]);
};
