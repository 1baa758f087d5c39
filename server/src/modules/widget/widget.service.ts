import {
  ASSET_TYPE_LABELS,
  PARTNER_KEY_LANGUAGE_LABELS,
  publishableKeyOf,
  type WidgetKey,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { listContentTypes } from '../content/index.js';
import { partnerListOptions } from '../lists/index.js';
import { liveKeysFor } from '../partner-keys/index.js';

/**
 * What the configurator may build widgets with: the live keys of the user's group (a partner's
 * reviewer), or of every group for an administrator of the Admin group, each with what it
 * grants, labelled, and its group's lists. The publishable form only: it is public anyway, and
 * shown again at will, unlike the secret.
 */
export async function widgetKeysFor(db: Db, ctx: EnvContext): Promise<WidgetKey[]> {
  const groupId = ctx.actor.isAdmin ? null : ctx.membership?.stato === 1 ? ctx.membership.groupId : undefined;
  if (groupId === undefined) return [];
  const keys = await liveKeysFor(db, groupId);
  if (!keys.length) return [];
  const typeNames = new Map((await listContentTypes(db, 'content')).map((t) => [t.code, t.name]));
  const listsByGroup = new Map<number, { value: string; label: string }[]>();
  for (const l of await partnerListOptions(db, [...new Set(keys.map((k) => k.groupId))]))
    listsByGroup.set(l.groupId, [
      ...(listsByGroup.get(l.groupId) ?? []),
      { value: String(l.id), label: l.title },
    ]);
  return keys.map((k) => ({
    keyId: k.keyId,
    publishableKey: publishableKeyOf(k.keyId),
    groupName: k.groupName,
    expiresOn: k.grants.expiresOn,
    allowedOrigins: k.grants.allowedOrigins,
    languages: k.grants.languages.map((l) => ({ value: l, label: PARTNER_KEY_LANGUAGE_LABELS[l] })),
    contentTypes: k.grants.contentTypes
      .filter((c) => typeNames.has(c))
      .map((c) => ({ value: c, label: typeNames.get(c)! })),
    assetTypes: k.grants.assetTypes.map((a) => ({ value: a, label: ASSET_TYPE_LABELS[a] })),
    lists: listsByGroup.get(k.groupId) ?? [],
  }));
}
