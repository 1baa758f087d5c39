import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMINAL_MESSAGES as M } from '@sportello/contracts';
import { Agent } from '../../../test/agent.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { anotherProcess } from '../../../test/another-process.js';
import { closeDatabase } from '../../platform/db/connect.js';
import { createRedisBus } from '../../platform/bus/bus.js';
import { manualClock, type ManualClock } from '../../../test/manual-clock.js';
import { CLOSE_REVOKED, CLOSE_UNAVAILABLE } from './hub.js';
import { makeWorld, openSocket, type SocketApp, type TerminalsWorld } from './terminals.test-kit.js';

const REDIS_URL = process.env.REDIS_URL;
const ON_POSTGRES = process.env.TEST_DB === 'postgres';

/**
 * Two server processes (two app instances, each with its own database pool and its own Redis
 * connection) on one PostgreSQL database: an operator on one reaches a terminal on the other.
 * Needs REDIS_URL and PostgreSQL (CI has both); skipped without them.
 */
describe.runIf(REDIS_URL && ON_POSTGRES)(
  'terminals across two server processes (needs REDIS_URL and PostgreSQL)',
  () => {
    type Process = Awaited<ReturnType<typeof anotherProcess>> & { clock: ManualClock };
    let t: TestApp;
    let w: Omit<TerminalsWorld, 't'>;
    const processes: Process[] = [];
    const start = Date.now();

    /** A server process of its own (pool, Redis connections, clock), on the shared database. */
    async function startProcess(redisUrl = REDIS_URL!): Promise<Process> {
      const clock = manualClock(start);
      const p = await anotherProcess(t, { bus: createRedisBus(redisUrl), timers: clock });
      await waitFor(() => p.bus.isUp());
      return { ...p, clock };
    }

    beforeAll(async () => {
      t = await buildTestApp();
      w = await makeWorld(t);
      for (let i = 0; i < 2; i += 1) processes.push(await startProcess());
    });

    afterAll(async () => {
      for (const p of processes) await p.close();
      await t.close();
    });

    /** An agent's cookies used against another process (sessions and devices live in the database). */
    const on = (p: SocketApp, agent: Agent) => {
      const other = new Agent(p.app, { ip: '10.2.0.1' });
      for (const [k, v] of agent.cookies) other.cookies.set(k, v);
      return other;
    };

    it('an operator on process A shares to a terminal on process B and the answers come back', async () => {
      const [a, b] = [processes[0]!, processes[1]!];
      const operator = await openSocket(a, w.op);
      operator.send({ type: 'addWs', name: 'Desk processo B' });
      const added = await operator.next('addWs');

      // The device pairs and connects on B; A's operator sees "connected", then status on.
      const device = new Agent(b.app, { ip: '10.2.0.9' });
      expect((await device.post('/api/external/register', { code: added.pairing.code })).statusCode).toBe(
        200,
      );
      expect((await operator.next('registerWSOKServer', (m) => m.wsId === added.terminal.wsId)).message).toBe(
        M.connected,
      );
      const screen = await openSocket(b, device);
      await operator.next(
        'updateTerminal',
        (m) => m.terminal.wsId === added.terminal.wsId && m.terminal.status === 'on',
      );
      // Both processes agree it is on (presence is in the database).
      for (const p of [a, b]) {
        const status = await on(p, w.op).get(`/api/externals/status?wsId=${added.terminal.wsId}`);
        expect(status.data.data.status).toBe('on');
      }

      const sentAt = Date.now();
      operator.send({
        type: 'sendToExternal',
        wsId: added.terminal.wsId,
        lang: 'de',
        sections: 'gruppo',
        profileId: 7,
      });
      expect(await screen.next('openForm')).toMatchObject({ lang: 'de', sections: ['gruppo'], profileId: 7 });
      screen.send({
        type: 'submitExternalForm',
        values: { profilo_numero_persone: 3, profilo_tipo_gruppo: 'famiglia' },
        final: true,
      });
      const answers = await operator.next('receiveExternalForm');
      expect(Date.now() - sentAt).toBeLessThan(1000);
      expect(answers).toMatchObject({
        wsId: added.terminal.wsId,
        profileId: 7,
        final: true,
        values: { profilo_numero_persone: 3, profilo_tipo_gruppo: 'famiglia' },
      });

      operator.send({ type: 'stopSharing', wsId: added.terminal.wsId });
      await screen.next('closeForm');

      // Switched off on A: the device's socket on B is closed at once.
      const off = await on(a, w.op).post('/api/externals/edit', {
        wsId: added.terminal.wsId,
        isActive: false,
      });
      expect(off.statusCode).toBe(200);
      expect(await screen.closed).toBe(CLOSE_REVOKED);
      operator.close();
    });

    it('a process killed: its terminal is off for the office on the other process within 30 s', async () => {
      const a = processes[0]!;
      const doomed = await startProcess();
      const operator = await openSocket(a, w.op);
      operator.send({ type: 'addWs', name: 'Kiosk sul processo che cade' });
      const added = await operator.next('addWs');
      const device = new Agent(doomed.app, { ip: '10.2.0.10' });
      expect((await device.post('/api/external/register', { code: added.pairing.code })).statusCode).toBe(
        200,
      );
      const screen = await openSocket(doomed, device);
      await operator.next(
        'updateTerminal',
        (m) => m.terminal.wsId === added.terminal.wsId && m.terminal.status === 'on',
      );

      // Killed as kill -9 leaves it: the connection row stays, nobody says goodbye.
      operator.drain();
      await closeDatabase(doomed.db);
      await doomed.app.close();
      await doomed.bus.close();
      await screen.closed;
      const status = async () =>
        (await on(a, w.op).get(`/api/externals/status?wsId=${added.terminal.wsId}`)).data.data.status;

      await a.clock.advance(15_000);
      expect(await status()).toBe('on');
      await a.clock.advance(15_000);
      await operator.next(
        'updateTerminal',
        (m) => m.terminal.wsId === added.terminal.wsId && m.terminal.status === 'off',
      );
      expect(await status()).toBe('off');
      operator.close();
    });

    it('Redis down for a process: a new socket there is refused with the reason; back up, it attaches', async () => {
      const proxy = await redisProxy(REDIS_URL!);
      const c = await startProcess(proxy.url);
      try {
        await proxy.cut();
        await waitFor(() => !c.bus.isUp());
        const refused = await openSocket(c, w.op);
        expect(await refused.closedWith).toEqual({ code: CLOSE_UNAVAILABLE, reason: M.realtimeDown });
        expect(refused.messages).toEqual([{ type: 'notify', message: M.realtimeDown, severity: 'warning' }]);

        await proxy.restore();
        await waitFor(() => c.bus.isUp());
        // Attached through Redis again: a terminal added on another process reaches it.
        const operator = await openSocket(c, w.op);
        await operator.next('open');
        const added = await on(processes[0]!, w.op).post('/api/externals', { name: 'Dopo Redis' });
        const device = new Agent(processes[1]!.app, { ip: '10.2.0.11' });
        expect(
          (await device.post('/api/external/register', { code: added.data.data.pairing.code })).statusCode,
        ).toBe(200);
        await operator.next('registerWSOKServer', (m) => m.wsId === added.data.data.terminal.wsId);
        operator.close();
      } finally {
        await c.close();
        await proxy.close();
      }
    });
  },
);

/** Resolves once `done` holds, looking every 20 ms (a ceiling of 10 s, never a pace). */
async function waitFor(done: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('condition not reached within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A TCP relay to Redis that the test can cut (Redis down for the processes behind it) and restore. */
async function redisProxy(redisUrl: string) {
  const target = new URL(redisUrl);
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of open) s.destroy();
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: stop,
    restore: () => listen(port).then(() => undefined),
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
