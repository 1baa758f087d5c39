import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { anotherProcess } from '../../../test/another-process.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories.js';
import { createRedisBus } from '../bus/bus.js';
import { createLocalStorage } from '../storage/index.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from './error-handler.js';

const ON_POSTGRES = process.env.TEST_DB === 'postgres';
const coded = (code: string) => Object.assign(new Error(code), { code });

/**
 * A dependency that goes away: a database outage answered 500 "internal".
 * Now 503 with Retry-After and an Italian message, and /ready names what is down.
 */
describe('what an outage of the database looks like', () => {
  it('tells an outage from a bad request, on both engines', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      '57P01',
      '57P03',
      '08006',
      '53300',
      'SQLITE_BUSY',
      'SQLITE_IOERR_READ',
    ])
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe(
      true,
    );
    for (const code of ['23505', '23503', '22P02', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR'])
      expect(isDatabaseUnavailable(coded(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  describe.runIf(ON_POSTGRES)('PostgreSQL going away behind a process (through a TCP relay we cut)', () => {
    let t: TestApp;
    let relay: { server: net.Server; sockets: Set<net.Socket>; port: number };
    let viaRelay: Awaited<ReturnType<typeof anotherProcess>>;

    /** A TCP relay to the test database's server, so that the test can cut the line. */
    const openRelay = (target: URL, port = 0) =>
      new Promise<typeof relay>((resolve) => {
        const sockets = new Set<net.Socket>();
        const server = net.createServer((client) => {
          const upstream = net.connect(Number(target.port || 5432), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('error', () => {});
            s.on('close', () => sockets.delete(s));
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () =>
          resolve({ server, sockets, port: (server.address() as net.AddressInfo).port }),
        );
      });
    const cut = () =>
      new Promise<void>((resolve) => {
        for (const s of relay.sockets) s.destroy();
        relay.server.close(() => resolve());
      });

    beforeAll(async () => {
      t = await buildTestApp();
      await createTestUser(t.db, { username: 'sportellista' });
      if (t.config.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
      const target = new URL(t.config.database.url);
      relay = await openRelay(target);
      const url = new URL(target);
      url.host = `127.0.0.1:${relay.port}`;
      viaRelay = await anotherProcess(t, { config: { database: { kind: 'postgres', url: url.toString() } } });
    });
    afterAll(async () => {
      await viaRelay.close();
      relay.server.close();
      await t.close();
    });

    it('503 with Retry-After and an Italian message while it is away, /ready says database; back when it is', async () => {
      const desk = new Agent(viaRelay.app);
      expect((await desk.login('sportellista', TEST_PASSWORD)).statusCode).toBe(200);
      await cut();

      const stranger = new Agent(viaRelay.app);
      const refused = await stranger.post('/api/auth/login', {
        username: 'sportellista',
        password: TEST_PASSWORD,
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.data).toEqual({
        status: 'error',
        code: 'unavailable',
        message: DATABASE_UNAVAILABLE_MESSAGE,
      });

      // The probe trusts an answer of the last second, but not once a statement failed to reach
      // the database since (connect.ts).
      const health = await stranger.get('/ready');
      expect(health.statusCode).toBe(503);
      expect(health.data).toMatchObject({
        status: 'error',
        code: 'unavailable',
        message: 'Non raggiungibili: database.',
        down: ['database'],
        data: { database: 'down', redis: 'off', storage: 'ok', mail: 'outbox', dialect: 'postgres' },
      });

      relay = await openRelay(new URL((t.config.database as { url: string }).url), relay.port);
      expect(
        (await stranger.post('/api/auth/login', { username: 'sportellista', password: TEST_PASSWORD }))
          .statusCode,
      ).toBe(200);
      expect((await stranger.get('/ready')).data.data.database).toBe('ok');
    });
  });

  describe.runIf(!ON_POSTGRES)('SQLite held by another process past the busy timeout', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
      await createTestUser(t.db, { username: 'sportellista' });
    });
    afterAll(() => t.close());

    it('a write waits its 5 s, then 503 with Retry-After, not 500; /ready still says the database answers', async () => {
      if (t.config.database.kind !== 'sqlite') throw new Error('SQLite expected');
      const other = new SQLite(t.config.database.file);
      other.prepare('BEGIN IMMEDIATE').run();
      try {
        const agent = new Agent(t.app);
        await agent.get('/health');
        // Signing in records the attempt: a write, which waits for the other process's lock.
        const res = await agent.post('/api/auth/login', {
          username: 'sportellista',
          password: TEST_PASSWORD,
        });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.data.code).toBe('unavailable');
        expect(res.data.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
        // Readers are not blocked by a writer (WAL): the database is there, only busy.
        expect((await agent.get('/ready')).data.data.database).toBe('ok');
      } finally {
        other.prepare('ROLLBACK').run();
        other.close();
      }
    }, 30_000);
  });
});

describe('/ready names Redis, the file store and mail when they are down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: a Redis and an SMTP server that are down.
    const redisUrl = 'redis://127.0.0.1:1';
    t = await buildTestApp({ redisUrl, smtpUrl: 'smtp://127.0.0.1:1' }, { bus: createRedisBus(redisUrl) });
  });
  afterAll(() => t.close());

  it('answers 503 naming Redis (sockets and notices across processes need it) and mail, while /health says alive', async () => {
    const res = await new Agent(t.app).get('/ready');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.data).toMatchObject({
      status: 'error',
      code: 'unavailable',
      message: 'Non raggiungibili: Redis.',
      data: { database: 'ok', redis: 'down', storage: 'ok', mail: 'down' },
      down: ['redis', 'mail'],
    });
    const alive = await new Agent(t.app).get('/health');
    expect(alive.statusCode).toBe(200);
    expect(alive.data.data.alive).toBe(true);
  });
});

describe('/ready with a file store that cannot be written', () => {
  let t: TestApp;
  let blocker: string;
  beforeAll(async () => {
    // The store's folder is a plain file: nothing can be saved under it, as on a full or lost mount.
    blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-store-')), 'files');
    fs.writeFileSync(blocker, 'not a folder');
    t = await buildTestApp({}, { storage: createLocalStorage(blocker) });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
  });

  it('answers 503 naming the file store, mail in the outbox is no reason', async () => {
    const res = await new Agent(t.app).get('/ready');
    expect(res.statusCode).toBe(503);
    expect(res.data).toMatchObject({
      message: 'Non raggiungibili: archivio dei file.',
      data: { database: 'ok', redis: 'off', storage: 'down', mail: 'outbox' },
      down: ['storage'],
    });
  });
});
