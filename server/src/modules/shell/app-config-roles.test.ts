import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-app.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';

/** What every demo account finds in its configuration: its role, office and flags (docs/architecture.md). */
const EXPECTED = [
  [
    'admin',
    'make-iat',
    { role: 'admin', groupName: 'Admin', isOperator: false, isReviewer: false, isActive: true },
  ],
  [
    'revisore',
    'make-vt',
    { role: 'reviewer', groupName: 'Redazione Visit Tuscany', isReviewer: true, isActive: true },
  ],
  ['referente', 'make-iat', { role: 'referent', groupName: 'IAT Firenze', isOperator: true, isActive: true }],
  ['redattore', 'make-iat', { role: 'editor', groupName: 'IAT Firenze', isOperator: false, isActive: true }],
  ['operatore', 'make-iat', { role: 'operator', groupName: 'IAT Firenze', isOperator: true, isActive: true }],
  [
    'operatore.siena',
    'make-iat',
    { role: 'operator', groupName: 'IAT Siena', isOperator: true, isActive: true },
  ],
  ['struttura', 'make-vt', { role: 'structure', groupName: 'Agriturismo Il Poggio', userType: 'struttura' }],
  ['operatore.sospeso', 'make-iat', { isActive: false }],
] as const;

describe('app-config for each demo role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  it.each(EXPECTED)('%s in %s', async (username, env, expected) => {
    const agent = await signIn(t, username);
    const res = await agent.get(`/api/app-config.json?env=${env}`);
    expect(res.statusCode).toBe(200);
    expect(res.data.data.user).toMatchObject({ username, ...expected });
    // Every user can leave: the last entry of the user menu is always "Esci".
    expect(res.data.data.user.actions.at(-1)).toMatchObject({ label: 'Esci', action: '/make/logout' });
  });
});
