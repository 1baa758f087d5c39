import type {
  CreatedWebhook,
  Webhook,
  WebhookDeliveries,
  WebhookEvent,
  WebhookList,
} from '@sportello/contracts';
import type { Actor } from '../../platform/auth/actor.js';
import { recordAudit } from '../../platform/audit/index.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import { partnerKeyState } from '../partner-keys/index.js';
import { resolveTarget } from './webhooks.address.js';
import type { WebhookDelivery } from './webhooks.delivery.js';
import { WEBHOOK_MESSAGES as M } from './webhooks.messages.js';
import {
  countActiveWebhooks,
  disableWebhook,
  findDelivery,
  findWebhook,
  insertWebhook,
  lastDeliveries,
  reopenDelivery,
  webhooksOfKey,
} from './webhooks.repo.js';
import { newWebhookSecret } from './webhooks.signature.js';

/** Enough for a partner's production and staging receivers, and a spare. */
export const MAX_ACTIVE_WEBHOOKS = 5;
/** The delivery log shows this many, newest first. */
export const DELIVERY_LOG_LENGTH = 50;

const shown = (row: { id: number; url: string; createdAt: string; disabledAt: string | null }): Webhook => ({
  id: row.id,
  url: row.url,
  state: row.disabledAt ? 'disabled' : 'active',
  createdAt: row.createdAt,
  disabledAt: row.disabledAt,
});

const keyTarget = (id: number, label: string) => ({ type: 'partnerKey' as const, id, label });

async function requireKey(db: Db, keyId: number) {
  const state = await partnerKeyState(db, keyId);
  if (!state) throw notFound(M.keyNotFound);
  return state;
}

export async function listWebhooks(db: Db, keyId: number): Promise<WebhookList> {
  await requireKey(db, keyId);
  return { webhooks: (await webhooksOfKey(db, keyId)).map(shown) };
}

/**
 * A new webhook on an active key: the address must be https and resolve only to public addresses
 * (WEBHOOKS_ALLOW_PRIVATE aside). Returns its secret: the caller hands it to the administrator in
 * this one reply, and nobody ever again.
 */
export async function registerWebhook(
  db: Db,
  allowPrivate: boolean,
  admin: Actor,
  keyId: number,
  url: string,
): Promise<CreatedWebhook> {
  if ((await requireKey(db, keyId)) !== 'active') throw conflict(M.keyNotActive);
  if ((await countActiveWebhooks(db, keyId)) >= MAX_ACTIVE_WEBHOOKS)
    throw badRequest(M.tooMany(MAX_ACTIVE_WEBHOOKS), { url: M.tooMany(MAX_ACTIVE_WEBHOOKS) });
  const target = await resolveTarget(url, allowPrivate);
  if (typeof target === 'string') throw badRequest(target, { url: target });
  const secret = newWebhookSecret();
  const row = await db.transaction().execute(async (trx) => {
    const made = await insertWebhook(trx, {
      keyId,
      url: target.url.href,
      secret,
      createdBy: admin.userId,
      createdAt: nowIso(),
    });
    // The audit keeps the address, never the secret.
    await recordAudit(trx, admin, 'webhook.create', keyTarget(keyId, target.url.href), null, {
      webhookId: made.id,
      url: made.url,
    });
    return made;
  });
  return { webhook: shown(row), secret };
}

async function requireWebhook(db: Db, id: number) {
  const row = await findWebhook(db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function disable(db: Db, admin: Actor, id: number): Promise<string> {
  const row = await requireWebhook(db, id);
  await db.transaction().execute(async (trx) => {
    if (!(await disableWebhook(trx, id, admin.userId, nowIso()))) throw conflict(M.alreadyDisabled);
    await recordAudit(trx, admin, 'webhook.disable', keyTarget(row.keyId, row.url), null, { webhookId: id });
  });
  return M.disabled(row.url);
}

export async function deliveriesOf(db: Db, webhookId: number): Promise<WebhookDeliveries> {
  await requireWebhook(db, webhookId);
  const { deliveries, tries } = await lastDeliveries(db, webhookId, DELIVERY_LOG_LENGTH);
  return {
    deliveries: deliveries.map((d) => ({
      id: d.id,
      deliveryId: d.deliveryId,
      event: d.event as WebhookEvent,
      contentId: d.contentId,
      state: d.state,
      createdAt: d.createdAt,
      attempts: tries
        .filter((t) => t.deliveryId === d.id)
        .map((t) => ({
          attempt: t.attempt,
          at: t.at,
          status: t.status,
          error: t.error,
          durationMs: t.durationMs,
          nextRetryAt: t.nextRetryAt,
        })),
    })),
  };
}

/** "Rinvia": a failed delivery gets its tries again (the same body and delivery id). */
export async function resend(db: Db, delivery: WebhookDelivery, id: number): Promise<string> {
  const row = await findDelivery(db, id);
  if (!row) throw notFound(M.deliveryNotFound);
  if (!(await reopenDelivery(db, id))) throw conflict(M.notFailed);
  await delivery.queue([id]);
  return M.resent;
}
