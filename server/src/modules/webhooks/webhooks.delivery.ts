import { randomUUID } from 'node:crypto';
import { WEBHOOK_HEADERS, type WebhookEvent, type WebhookPayload } from '@sportello/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { claimContentChanges, contentChangeWaiting } from '../content/index.js';
import { activeKeyGrants } from '../partner-keys/index.js';
import { resolveTarget } from './webhooks.address.js';
import {
  enabledWebhooks,
  finishDelivery,
  insertDelivery,
  pendingDeliveries,
  recordTry,
  startTry,
  webhookForDelivery,
} from './webhooks.repo.js';
import { postOnce } from './webhooks.send.js';
import { signatureHeader } from './webhooks.signature.js';

/** One job per delivery, keyed by it: a delivery has one job at most. */
export const WEBHOOK_QUEUE = 'webhooks.deliver';
/** Every minute: changes nobody dispatched (made outside a request, or lost by a restart). */
export const WEBHOOK_DISPATCH_QUEUE = 'webhooks.dispatch';

/**
 * Eight tries: 30 s after the first, then 1, 2, 4… minutes (pg-boss adds up to as much again at
 * random), never more than an hour apart: about an hour from the first try to the last.
 */
export const WEBHOOK_ATTEMPTS = 8;
export const RETRY_DELAY_SECONDS = 30;
export const RETRY_DELAY_MAX_SECONDS = 3600;
const TRY_TIMEOUT_SECONDS = 30;
const RECOVERY_WINDOW_MS = 24 * 3_600_000;
const CLAIM_BATCH = 200;

const keyOf = (id: number) => `webhook-delivery-${id}`;

/** The earliest wait after failed try `attempt` (as the job engine counts it, without its jitter). */
export const retryWaitMs = (attempt: number) =>
  Math.min(RETRY_DELAY_SECONDS * 2 ** (attempt - 1), RETRY_DELAY_MAX_SECONDS) * 1000;

export interface WebhookDelivery {
  /** Turns the committed changes into deliveries, and queues them. */
  dispatch(): Promise<void>;
  /** After a request that may have changed contents: dispatches when a change waits. */
  afterRequest(log: FastifyBaseLogger): Promise<void>;
  queue(ids: number[]): Promise<void>;
}

/** Registers the delivery and dispatch jobs on `jobs`, before the app starts them. */
export async function createWebhookDelivery(db: Db, config: Config, jobs: Jobs): Promise<WebhookDelivery> {
  const queue = async (ids: number[]) => {
    for (const id of ids) await jobs.send(WEBHOOK_QUEUE, { id }, { singletonKey: keyOf(id) });
  };
  const contentUrl = (id: number) => `${config.publicUrl}/api/public/v1/contents/${id}`;

  const dispatch = async () => {
    for (;;) {
      const made = await db.transaction().execute(async (trx) => {
        const changes = await claimContentChanges(trx, nowIso(), CLAIM_BATCH);
        if (!changes.length) return null;
        // Webhooks that may hear of changes: enabled, on a key neither revoked nor expired.
        const hooks = await enabledWebhooks(trx);
        const grants = await activeKeyGrants(
          trx,
          hooks.map((h) => h.keyId),
        );
        const listening = hooks.flatMap((h) => {
          const granted = grants.get(h.keyId);
          return granted ? [{ id: h.id, ...granted }] : [];
        });
        const ids: number[] = [];
        for (const change of changes) {
          for (const hook of listening) {
            if (!hook.contentTypes.has(change.contentType)) continue;
            const granted = change.languages.filter((l) => hook.languages.has(l));
            if (!granted.length) continue;
            const payload: WebhookPayload = {
              event: change.event satisfies WebhookEvent,
              id: change.contentId,
              type: change.contentType,
              languages: granted,
              updatedAt: change.at,
              url: contentUrl(change.contentId),
            };
            ids.push(
              await insertDelivery(trx, {
                webhookId: hook.id,
                deliveryId: randomUUID(),
                event: change.event,
                contentId: change.contentId,
                body: JSON.stringify(payload),
                createdAt: nowIso(),
              }),
            );
          }
        }
        return ids;
      });
      if (made === null) return;
      await queue(made);
    }
  };

  await jobs.work<{ id: number }>(
    WEBHOOK_QUEUE,
    {
      retryLimit: WEBHOOK_ATTEMPTS - 1,
      retryDelaySeconds: RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retryDelayMaxSeconds: RETRY_DELAY_MAX_SECONDS,
      timeoutSeconds: TRY_TIMEOUT_SECONDS,
    },
    async ({ data, signal }) => deliverOne(db, config, data.id, signal),
  );
  await jobs.work(WEBHOOK_DISPATCH_QUEUE, { retryLimit: 0 }, async () => {
    await dispatch();
    await queue(await pendingDeliveries(db, new Date(Date.now() - RECOVERY_WINDOW_MS).toISOString()));
  });
  await jobs.schedule(WEBHOOK_DISPATCH_QUEUE, '* * * * *', { catchUp: true });

  return {
    dispatch,
    queue,
    async afterRequest(log) {
      try {
        if (await contentChangeWaiting(db)) await dispatch();
      } catch (err) {
        // The changes stay waiting: the dispatch timetable takes them within a minute.
        log.error({ err }, 'webhooks: dispatch after the request failed');
      }
    },
  };
}

/**
 * One try of a delivery: counted before it is made, the address checked again against the DNS of
 * now, the body signed with a fresh timestamp and POSTed to the address checked; the try's
 * outcome is logged for the administrators. A failure throws (the queue tries again) until the
 * last try, after which the delivery shows as failed ("Rinvia" starts over). A delivery sent,
 * failed, or whose webhook was disabled meanwhile, is left alone.
 */
async function deliverOne(db: Db, config: Config, id: number, signal: AbortSignal): Promise<void> {
  const row = await startTry(db, id);
  if (!row) return;
  const hook = await webhookForDelivery(db, row.webhookId);
  const at = nowIso();
  if (!hook || hook.disabledAt) {
    await recordTry(db, {
      deliveryId: id,
      attempt: row.attempts,
      at,
      status: null,
      error: 'webhook disattivato',
      durationMs: 0,
      nextRetryAt: null,
    });
    await finishDelivery(db, id, 'failed', at);
    return;
  }
  const started = performance.now();
  const target = await resolveTarget(hook.url, config.webhooksAllowPrivate);
  const outcome =
    typeof target === 'string'
      ? { status: null, error: target.replace(/^Indirizzo: /, '') }
      : await postOnce(
          target,
          row.body,
          {
            [WEBHOOK_HEADERS.signature]: signatureHeader(
              hook.secret,
              row.body,
              Math.floor(Date.now() / 1000),
            ),
            [WEBHOOK_HEADERS.event]: row.event,
            [WEBHOOK_HEADERS.delivery]: row.deliveryId,
          },
          signal,
        );
  const durationMs = Math.round(performance.now() - started);
  const last = row.attempts >= WEBHOOK_ATTEMPTS;
  const failed = outcome.error !== null;
  await recordTry(db, {
    deliveryId: id,
    attempt: row.attempts,
    at,
    status: outcome.status,
    error: outcome.error,
    durationMs,
    nextRetryAt: failed && !last ? new Date(Date.now() + retryWaitMs(row.attempts)).toISOString() : null,
  });
  if (!failed) return finishDelivery(db, id, 'sent', nowIso());
  if (last) await finishDelivery(db, id, 'failed', nowIso());
  throw new Error(`webhook delivery ${id}, try ${row.attempts} of ${WEBHOOK_ATTEMPTS}: ${outcome.error}`);
}
