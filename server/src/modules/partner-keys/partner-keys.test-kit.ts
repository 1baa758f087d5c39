import { expect } from 'vitest';
import type { Agent } from '../../../test/agent.js';
import type { TestApp } from '../../../test/build-app.js';
import { signIn } from '../../../test/demo-app.js';
import { submit } from '../forms/forms.test-kit.js';

/** What the approval's reply gives once: the new key and its secret. */
export interface ApprovedKey {
  id: number;
  keyId: string;
  secret: string;
  groupName: string;
}

/**
 * The demo's reviewer asks API access for the editorial office and `admin` approves it at
 * "Richieste in attesa": the key the approval's reply gives, the only time its secret is shown.
 */
export async function approvedKey(
  t: TestApp,
  admin: Agent,
  authorisations = ['contenuti.lettura'],
): Promise<ApprovedKey> {
  const asked = await submit(
    await signIn(t, 'revisore'),
    'api-configuration',
    {
      authorisations,
      usage: 'test',
      application: 'Sito del consorzio',
      contactEmail: 'dev@example.org',
      motivation: 'Mostrare gli eventi della redazione sul sito del consorzio.',
      terms: true,
    },
    { env: 'make-vt' },
  );
  expect(asked.statusCode).toBe(200);
  const pending = await admin.get('/api/forms/requests.json?status=pending');
  const request = pending.data.data.elements.find((r: { type: string }) => r.type === 'api');
  const decided = await admin.post(`/api/forms/requests/${request.id}/decision`, { decision: 'approve' });
  expect(decided.statusCode).toBe(200);
  return decided.data.data.apiKey as ApprovedKey;
}
