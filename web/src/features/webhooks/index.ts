/** Partners' webhooks: the dialog of a key's webhooks, opened from the "Chiavi API" page. */
export { WebhooksDialog } from './webhooks-dialog';
