import type { ColumnType, Generated } from 'kysely';

/** The tables of migration 2026-12-04-031-webhooks, typed for Kysely. */
type Timestamp = string;

export interface WebhooksTable {
  id: Generated<number>;
  keyId: number;
  url: string;
  /** The signing secret, as given once to the partner (the server signs with it). */
  secret: string;
  createdBy: number | null;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
  disabledAt: Timestamp | null;
  disabledBy: number | null;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhookId: number;
  deliveryId: string;
  event: string;
  contentId: number;
  body: string;
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  createdAt: Timestamp;
  finishedAt: Timestamp | null;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  deliveryId: number;
  attempt: number;
  at: Timestamp;
  status: number | null;
  error: string | null;
  durationMs: number;
  nextRetryAt: Timestamp | null;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    webhooks: WebhooksTable;
    webhookDeliveries: WebhookDeliveriesTable;
    webhookAttempts: WebhookAttemptsTable;
  }
}
