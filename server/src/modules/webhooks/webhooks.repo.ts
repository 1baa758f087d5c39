import type { Db } from '../../platform/db/connect.js';
import type { WebhookDeliveriesTable } from './webhooks.schema.js';

/** Webhooks, their deliveries and tries: SQL only. */

const WEBHOOK_COLUMNS = ['id', 'keyId', 'url', 'createdAt', 'disabledAt'] as const;

export async function insertWebhook(
  db: Db,
  row: { keyId: number; url: string; secret: string; createdBy: number; createdAt: string },
) {
  return db
    .insertInto('webhooks')
    .values({ ...row, disabledAt: null, disabledBy: null })
    .returning(WEBHOOK_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function webhooksOfKey(db: Db, keyId: number) {
  return db.selectFrom('webhooks').select(WEBHOOK_COLUMNS).where('keyId', '=', keyId).orderBy('id').execute();
}

export async function countActiveWebhooks(db: Db, keyId: number): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('keyId', '=', keyId)
    .where('disabledAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findWebhook(db: Db, id: number) {
  return db.selectFrom('webhooks').select(WEBHOOK_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Disables once: false when it was disabled already. */
export async function disableWebhook(db: Db, id: number, by: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('webhooks')
    .set({ disabledAt: at, disabledBy: by })
    .where('id', '=', id)
    .where('disabledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The enabled webhooks, with their key (whose state and grants the partner-keys module knows). */
export async function enabledWebhooks(db: Db) {
  return db.selectFrom('webhooks').select(['id', 'keyId']).where('disabledAt', 'is', null).execute();
}

export async function insertDelivery(
  db: Db,
  d: Omit<WebhookDeliveriesTable, 'id' | 'state' | 'attempts' | 'finishedAt'>,
): Promise<number> {
  const row = await db
    .insertInto('webhookDeliveries')
    .values({ ...d, state: 'pending', attempts: 0, finishedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Counts one more try of a pending delivery, and reads what it needs; undefined when not pending. */
export async function startTry(db: Db, id: number) {
  return db
    .updateTable('webhookDeliveries')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .returning(['id', 'webhookId', 'deliveryId', 'event', 'body', 'attempts'])
    .executeTakeFirst();
}

export async function webhookForDelivery(db: Db, webhookId: number) {
  return db
    .selectFrom('webhooks')
    .select(['url', 'secret', 'disabledAt'])
    .where('id', '=', webhookId)
    .executeTakeFirst();
}

export async function recordTry(
  db: Db,
  t: {
    deliveryId: number;
    attempt: number;
    at: string;
    status: number | null;
    error: string | null;
    durationMs: number;
    nextRetryAt: string | null;
  },
): Promise<void> {
  await db.insertInto('webhookAttempts').values(t).execute();
}

export async function finishDelivery(db: Db, id: number, state: 'sent' | 'failed', at: string) {
  await db.updateTable('webhookDeliveries').set({ state, finishedAt: at }).where('id', '=', id).execute();
}

/** A failed delivery starts over ("Rinvia"): false when it is not failed. */
export async function reopenDelivery(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('webhookDeliveries')
    .set({ state: 'pending', attempts: 0, finishedAt: null })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findDelivery(db: Db, id: number) {
  return db
    .selectFrom('webhookDeliveries')
    .select(['id', 'webhookId', 'state'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Deliveries still pending, made since `since`: their job may have been lost (a restart). */
export async function pendingDeliveries(db: Db, since: string): Promise<number[]> {
  const rows = await db
    .selectFrom('webhookDeliveries')
    .select('id')
    .where('state', '=', 'pending')
    .where('createdAt', '>=', since)
    .orderBy('id')
    .limit(1000)
    .execute();
  return rows.map((r) => r.id);
}

/** The last `limit` deliveries of a webhook, newest first, with their tries. */
export async function lastDeliveries(db: Db, webhookId: number, limit: number) {
  const deliveries = await db
    .selectFrom('webhookDeliveries')
    .select(['id', 'deliveryId', 'event', 'contentId', 'state', 'createdAt'])
    .where('webhookId', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const tries = deliveries.length
    ? await db
        .selectFrom('webhookAttempts')
        .select(['deliveryId', 'attempt', 'at', 'status', 'error', 'durationMs', 'nextRetryAt'])
        .where(
          'deliveryId',
          'in',
          deliveries.map((d) => d.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return { deliveries, tries };
}
