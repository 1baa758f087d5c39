import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';

/** A built web app in miniature: index.html and a hashed bundle large enough to be compressed. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("Sportello");\n'.repeat(400));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('web platform: security headers, compression, caching', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebDist();
    t = await buildTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('pages carry a Content-Security-Policy, frame protection, nosniff and a Referrer-Policy', async () => {
    for (const url of ['/login', '/app/make-iat/explore', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('hashed assets are compressed (brotli, else gzip) and cached for a year, immutable', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const plain = await t.app.inject({ method: 'GET', url });
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });

  it('a chunk the build does not hold is a 404, not the page under a script name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-OldBuild1.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('JSON replies are compressed too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope.json?' + 'x'.repeat(10),
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(404); // small: below the threshold, sent as is
    expect(res.headers['content-encoding']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
  });
});
