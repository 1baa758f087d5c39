import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-app.js';
import { buildTestApp } from '../../../test/build-app.js';
import { anotherProcess } from '../../../test/another-process.js';
import { Agent } from '../../../test/agent.js';
import { loggerOptions } from './logger.js';

/**
 * What an operator reads in the journal: one line per request with its id, none for the
 * balancer's probes nor for the web app's files, and the id handed back to the client.
 */
describe('the request log', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof anotherProcess>>;
  let webDist: string;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    // A built web app of two files, as web/dist would hold.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sportello</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    other = await anotherProcess(t, {
      config: { webDist },
      logger: loggerOptions({ logFormat: 'json', logLevel: 'info' }, stream),
    });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('writes one line per API request with its id, none for /health, /ready, pages and files', async () => {
    const agent = new Agent(other.app);
    lines.length = 0;
    for (const url of ['/health', '/ready', '/assets/app.js', '/app/make-iat/explore']) {
      expect((await agent.get(url)).statusCode, url).toBe(200);
    }
    const api = await agent.get('/api/app-config.json');
    const missing = await agent.get('/api/non-esiste.json');
    expect(missing.statusCode).toBe(404);

    const requests = lines.filter((l) => l.method);
    expect(requests.map((l) => [l.method, l.url, l.statusCode])).toEqual([
      ['GET', '/api/app-config.json', api.statusCode],
      ['GET', '/api/non-esiste.json', 404],
    ]);
    for (const line of requests) {
      expect(line.reqId).toMatch(/^[0-9a-f]{16}$/);
      expect(typeof line.ms).toBe('number');
      expect(line.msg).toBe(`GET ${String(line.url)} ${String(line.statusCode)} ${String(line.ms)} ms`);
    }
    expect(api.headers['x-request-id']).toBe(requests[0]!.reqId);
    // Fastify's own two lines a request are gone.
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it("keeps the proxy's request id when it is a sane one, and makes its own for anything else", async () => {
    const agent = new Agent(other.app);
    lines.length = 0;
    const proxied = await agent.get('/api/app-config.json', {
      headers: { 'x-request-id': 'nginx-4f2a9c0e1b2d' },
    });
    expect(proxied.headers['x-request-id']).toBe('nginx-4f2a9c0e1b2d');
    const forged = await agent.get('/api/app-config.json', {
      headers: { 'x-request-id': 'a"} {"msg":"forged' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    expect(lines.filter((l) => l.method).map((l) => l.reqId)).toEqual([
      'nginx-4f2a9c0e1b2d',
      forged.headers['x-request-id'],
    ]);
  });
});
