import {
  ASSET_TYPE_LABELS,
  ASSET_TYPES,
  CONTENT_LANGUAGES,
  PARTNER_KEY_FIELD_LABELS,
  PARTNER_KEY_FIELDS,
  PARTNER_KEY_LANGUAGE_LABELS,
  PARTNER_KEY_LIMITS,
  PartnerKeyGrants,
  type CreatedPartnerKey,
  type PartnerKeyDetail,
  type PartnerKeyState,
} from '@sportello/contracts';
import type { Actor } from '../../platform/auth/actor.js';
import { recordAudit } from '../../platform/audit/index.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import { todayInItaly } from '../../platform/time/today.js';
import { listContentTypes } from '../content/index.js';
import { PARTNER_KEY_MESSAGES as M } from './partner-keys.messages.js';
import {
  findPartnerKey,
  insertPartnerKey,
  keysGrants,
  liveKeys,
  revokePartnerKey,
  updatePartnerKeyGrants,
  type PartnerKeyGrantColumns,
  type PartnerKeyRow,
} from './partner-keys.repo.js';
import { newPartnerKey } from './partner-keys.secret.js';

const parseList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/** The grants as stored, read back (a row written by this module always parses). */
export function grantsOf(row: PartnerKeyGrantColumns): PartnerKeyGrants {
  return PartnerKeyGrants.parse({
    contentTypes: parseList(row.contentTypes),
    assetTypes: parseList(row.assetTypes),
    languages: parseList(row.languages),
    omittedFields: parseList(row.omittedFields),
    allowedOrigins: parseList(row.allowedOrigins),
    ratePerMinute: row.ratePerMinute,
    expiresOn: row.expiresOn,
  });
}

const grantColumns = (g: PartnerKeyGrants): PartnerKeyGrantColumns => ({
  contentTypes: JSON.stringify(g.contentTypes),
  assetTypes: JSON.stringify(g.assetTypes),
  languages: JSON.stringify(g.languages),
  omittedFields: JSON.stringify(g.omittedFields),
  allowedOrigins: JSON.stringify(g.allowedOrigins),
  ratePerMinute: g.ratePerMinute,
  expiresOn: g.expiresOn,
});

/** Revoked wins over expired: a revoked key stays revoked whatever its date says. */
export function stateOf(
  row: { revokedAt: string | null; expiresOn: string },
  today: string,
): PartnerKeyState {
  if (row.revokedAt) return 'revoked';
  return row.expiresOn < today ? 'expired' : 'active';
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Catalogue types a content-reading partner gets unless an administrator adds or removes some. */
const CATALOGUE_FOR_CONTENTS = ASSET_TYPES.filter(
  // Lodgings come with "strutture.lettura"; Google places are not the board's data to hand on.
  (t) => !['accommodation', 'alloggio', 'google_place'].includes(t),
);

/**
 * The grants an approval starts from, read from what the partner asked for (the request form's
 * authorisation codes): the administrator narrows or widens them in the table page afterwards.
 * Every language; nothing left out; 60 requests a minute; a year of validity. Write permissions
 * ("contenuti.scrittura", "offerte.scrittura") are kept on the key as asked but grant no reading.
 */
export async function defaultGrants(
  db: Db,
  authorisations: string[],
  today: string,
): Promise<PartnerKeyGrants> {
  const asked = new Set(authorisations);
  const types = await listContentTypes(db, 'content');
  const contents = asked.has('contenuti.lettura')
    ? types.map((t) => t.code)
    : asked.has('eventi.lettura')
      ? types.filter((t) => /event/i.test(t.code)).map((t) => t.code)
      : [];
  const assets = new Set<string>();
  if (asked.has('contenuti.lettura')) for (const t of CATALOGUE_FOR_CONTENTS) assets.add(t);
  if (asked.has('eventi.lettura')) assets.add('evento_turismo');
  if (asked.has('strutture.lettura')) for (const t of ['accommodation', 'alloggio']) assets.add(t);
  return {
    contentTypes: contents,
    assetTypes: ASSET_TYPES.filter((t) => assets.has(t)),
    languages: [...CONTENT_LANGUAGES],
    omittedFields: [],
    allowedOrigins: [],
    ratePerMinute: PARTNER_KEY_LIMITS.defaultRate,
    expiresOn: addDays(today, PARTNER_KEY_LIMITS.defaultValidityDays),
  };
}

const keyTarget = (id: number, groupName: string) => ({ type: 'partnerKey' as const, id, label: groupName });

/**
 * The key of an approved API request, made in the approval's transaction. Returns the secret:
 * the caller hands it to the approving administrator in this one reply, and nobody ever again.
 */
export async function createPartnerKey(
  db: Db,
  admin: Actor,
  request: { id: number; groupId: number; appId: number; groupName: string; authorisations: string[] },
): Promise<CreatedPartnerKey> {
  const now = nowIso();
  const grants = await defaultGrants(db, request.authorisations, todayInItaly());
  const key = newPartnerKey();
  const id = await insertPartnerKey(db, {
    groupId: request.groupId,
    appId: request.appId,
    requestId: request.id,
    keyId: key.keyId,
    secretHash: key.secretHash,
    authorisations: JSON.stringify(request.authorisations),
    ...grantColumns(grants),
    createdBy: admin.userId,
    now,
  });
  // The audit keeps the grants, never the secret nor its hash.
  await recordAudit(db, admin, 'partnerKey.create', keyTarget(id, request.groupName), null, {
    keyId: key.keyId,
    ...grants,
  });
  return {
    id,
    keyId: key.keyId,
    groupName: request.groupName,
    secret: key.token,
    expiresOn: grants.expiresOn,
  };
}

async function requireKey(db: Db, id: number): Promise<PartnerKeyRow> {
  const row = await findPartnerKey(db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function partnerKeyDetail(db: Db, id: number): Promise<PartnerKeyDetail> {
  const row = await requireKey(db, id);
  const types = await listContentTypes(db, 'content');
  return {
    id: row.id,
    keyId: row.keyId,
    group: { id: row.groupId, name: row.groupName },
    state: stateOf(row, todayInItaly()),
    grants: grantsOf(row),
    requested: parseList(row.authorisations),
    options: {
      contentTypes: types.map((t) => ({ value: t.code, label: t.name })),
      assetTypes: ASSET_TYPES.map((t) => ({ value: t, label: ASSET_TYPE_LABELS[t] })),
      languages: CONTENT_LANGUAGES.map((l) => ({ value: l, label: PARTNER_KEY_LANGUAGE_LABELS[l] })),
      omittedFields: PARTNER_KEY_FIELDS.map((f) => ({ value: f, label: PARTNER_KEY_FIELD_LABELS[f] })),
    },
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
  };
}

/** New grants from the dialog: known content types, an expiry from today to three years ahead. */
export async function saveGrants(
  db: Db,
  admin: Actor,
  id: number,
  grants: PartnerKeyGrants,
): Promise<string> {
  const row = await requireKey(db, id);
  if (row.revokedAt) throw conflict(M.revokedCannotChange);
  const known = new Set((await listContentTypes(db, 'content')).map((t) => t.code));
  const unknown = grants.contentTypes.find((c) => !known.has(c));
  if (unknown)
    throw badRequest(M.unknownContentType(unknown), { contentTypes: M.unknownContentType(unknown) });
  const today = todayInItaly();
  if (grants.expiresOn < today) throw badRequest(M.expiryPast, { expiresOn: M.expiryPast });
  if (grants.expiresOn > addDays(today, PARTNER_KEY_LIMITS.maxValidityDays)) {
    const text = M.expiryTooFar(PARTNER_KEY_LIMITS.maxValidityDays / 365);
    throw badRequest(text, { expiresOn: text });
  }
  const clean: PartnerKeyGrants = {
    ...grants,
    contentTypes: [...new Set(grants.contentTypes)],
    assetTypes: [...new Set(grants.assetTypes)],
    languages: [...new Set(grants.languages)],
    omittedFields: [...new Set(grants.omittedFields)],
    allowedOrigins: [...new Set(grants.allowedOrigins)],
  };
  await db.transaction().execute(async (trx) => {
    await updatePartnerKeyGrants(trx, id, grantColumns(clean), nowIso());
    await recordAudit(trx, admin, 'partnerKey.grants', keyTarget(id, row.groupName), grantsOf(row), clean);
  });
  return M.saved(row.groupName);
}

/**
 * Revokes at once everywhere: every use reads the key's row (authenticatePartnerKey), so the next
 * request to any process is refused; nothing is cached that would need telling.
 */
export async function revokeKey(db: Db, admin: Actor, id: number): Promise<string> {
  const row = await requireKey(db, id);
  await db.transaction().execute(async (trx) => {
    if (!(await revokePartnerKey(trx, id, admin.userId, nowIso()))) throw conflict(M.alreadyRevoked);
    await recordAudit(trx, admin, 'partnerKey.revoke', keyTarget(id, row.groupName), null, null);
  });
  return M.revokedNow(row.groupName);
}

/** A key's state today, or null when there is no such key. */
export async function partnerKeyState(db: Db, id: number): Promise<PartnerKeyState | null> {
  const row = await findPartnerKey(db, id);
  return row ? stateOf(row, todayInItaly()) : null;
}

/** What an active key is granted to hear of: content types and languages. */
export interface ListeningGrants {
  contentTypes: ReadonlySet<string>;
  languages: ReadonlySet<string>;
}

/** The grants of those of these keys that are active today (revoked and expired keys are left out). */
export async function activeKeyGrants(db: Db, ids: number[]): Promise<Map<number, ListeningGrants>> {
  const today = todayInItaly();
  const grants = new Map<number, ListeningGrants>();
  for (const row of await keysGrants(db, [...new Set(ids)])) {
    if (stateOf(row, today) !== 'active') continue;
    grants.set(row.id, {
      contentTypes: new Set(parseList(row.contentTypes)),
      languages: new Set(parseList(row.languages)),
    });
  }
  return grants;
}

/**
 * The keys that work today and their grants: of the user's group, or of every group for an
 * administrator of the Admin group (who builds widgets for the board's own sites too). What the
 * widget configurator offers; never a secret.
 */
export async function liveKeysFor(db: Db, groupId: number | null) {
  const rows = await liveKeys(db, groupId, todayInItaly());
  return rows.map((row) => ({
    keyId: row.keyId,
    groupId: row.groupId,
    groupName: row.groupName,
    grants: grantsOf(row),
  }));
}
