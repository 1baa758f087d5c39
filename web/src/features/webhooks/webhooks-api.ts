import type { CreatedWebhook, MessageReply, WebhookDeliveries, WebhookList } from '@sportello/contracts';
import { api } from '../../lib/api';

export const webhooksKeys = {
  ofKey: (keyId: number) => ['webhooks', keyId] as const,
  deliveries: (id: number) => ['webhooks', 'deliveries', id] as const,
};

export const fetchWebhooks = (keyId: number, signal?: AbortSignal) =>
  api<WebhookList>(`/api/partner-keys/${keyId}/webhooks`, { signal });

export const registerWebhook = (keyId: number, url: string) =>
  api<CreatedWebhook>(`/api/partner-keys/${keyId}/webhooks`, { method: 'POST', body: { url } });

export const disableWebhook = (id: number) =>
  api<MessageReply>(`/api/webhooks/${id}/disable`, { method: 'POST' });

export const fetchDeliveries = (id: number, signal?: AbortSignal) =>
  api<WebhookDeliveries>(`/api/webhooks/${id}/deliveries`, { signal });

export const resendDelivery = (id: number) =>
  api<MessageReply>(`/api/webhooks/deliveries/${id}/resend`, { method: 'POST' });
