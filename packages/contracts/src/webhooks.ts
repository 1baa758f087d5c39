import { z } from './z.js';

/**
 * Partners' webhooks (issue 38, "Webhooks (beyond the spec)"): an administrator registers an
 * HTTPS address on a partner's key; every publication, update or withdrawal of a content the key
 * is granted is POSTed to it, signed with the webhook's own secret (shown once, at creation), and
 * tried again with a growing wait when the partner does not answer 2xx.
 */

export const WEBHOOK_EVENTS = ['content.published', 'content.updated', 'content.withdrawn'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The headers of a delivery. */
export const WEBHOOK_HEADERS = {
  signature: 'X-Sportello-Signature',
  event: 'X-Sportello-Event',
  delivery: 'X-Sportello-Delivery',
} as const;

/** The body a partner receives. */
export const WebhookPayload = z.object({
  event: z.enum(WEBHOOK_EVENTS),
  id: z.number().int(),
  type: z.string(),
  /** The content's languages the key is granted. */
  languages: z.array(z.string()),
  updatedAt: z.string(),
  /** Where the public read API serves the content. */
  url: z.string(),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;

/** POST /api/partner-keys/:id/webhooks. */
export const NewWebhook = z.object({
  url: z
    .string({ error: 'Indirizzo: scrivi l’indirizzo https:// del webhook' })
    .trim()
    .min(1, 'Indirizzo: scrivi l’indirizzo https:// del webhook')
    .max(2000, 'Indirizzo: al massimo 2000 caratteri'),
});
export type NewWebhook = z.infer<typeof NewWebhook>;

export const WEBHOOK_STATES = ['active', 'disabled'] as const;
export const WEBHOOK_STATE_LABELS: Record<(typeof WEBHOOK_STATES)[number], string> = {
  active: 'Attivo',
  disabled: 'Disattivato',
};

export const Webhook = z.object({
  id: z.number().int(),
  url: z.string(),
  state: z.enum(WEBHOOK_STATES),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof Webhook>;

/** GET /api/partner-keys/:id/webhooks. */
export const WebhookList = z.object({ webhooks: z.array(Webhook) });
export type WebhookList = z.infer<typeof WebhookList>;

/** The webhook right after it was registered: the only reply that ever carries its secret. */
export const CreatedWebhook = z.object({ webhook: Webhook, secret: z.string() });
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export const WEBHOOK_DELIVERY_STATE_LABELS: Record<(typeof WEBHOOK_DELIVERY_STATES)[number], string> = {
  pending: 'In corso',
  sent: 'Consegnata',
  failed: 'Non consegnata',
};

/** One try of a delivery: its HTTP status, or the error when there was no answer. */
export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  at: z.string(),
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  /** When the next try is due (at the earliest), or null when none follows. */
  nextRetryAt: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  id: z.number().int(),
  /** The X-Sportello-Delivery header: the same on every try, so a receiver drops replays. */
  deliveryId: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  contentId: z.number().int(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  createdAt: z.string(),
  attempts: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** GET /api/webhooks/:id/deliveries: the last 50, newest first. */
export const WebhookDeliveries = z.object({ deliveries: z.array(WebhookDelivery) });
export type WebhookDeliveries = z.infer<typeof WebhookDeliveries>;
