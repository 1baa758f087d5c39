import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { signedInAs } from '../explore/explore.test-kit.js';

/**
 * An external dashboard in a board's edited template: framed as it is, and the app's page may
 * frame its origin, and no other (CSP frame-src follows the templates).
 */
describe('dashboards: external frames and the page’s frame-src', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body></body></html>');
    t = await buildTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const frameSrc = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/make-iat/dashboard' });
    expect(res.statusCode).toBe(200);
    return /frame-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1];
  };

  it('frames only the app itself while the template names no external dashboard', async () => {
    expect(await frameSrc()).toBe("'self'");
  });

  it('adds the origin of an external dashboard of the template, and gives its address as it is', async () => {
    await t.db
      .updateTable('templates')
      .set({
        version: 99,
        body: JSON.stringify({
          hiddenSections: [],
          rewriteSlugs: false,
          dashboards: [
            {
              key: 'metabase',
              title: 'Stagione',
              url: 'https://bi.turismo.example/public/dashboard/abc?tema=chiaro#x',
              roles: ['operator'],
              height: 900,
            },
          ],
        }),
      })
      .where('kind', '=', 'dashboard')
      .execute();
    expect(await frameSrc()).toBe("'self' https://bi.turismo.example");
    const op = await signedInAs(t, 'operator');
    const res = await op.get('/api/dashboard/template');
    expect(res.data.data).toEqual({
      hiddenSections: [],
      slugLabels: {},
      dashboards: [
        {
          key: 'metabase',
          title: 'Stagione',
          url: 'https://bi.turismo.example/public/dashboard/abc?tema=chiaro#x',
          sameOrigin: false,
          height: 900,
        },
      ],
    });
  });
});
