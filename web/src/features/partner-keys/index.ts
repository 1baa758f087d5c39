/** Partners' API keys: the "Chiavi API" table page, and the dialog showing a new key's secret once. */
export { ApiKeysPage } from './api-keys-page';
export { SecretDialog } from './secret-dialog';
