import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMINAL_MESSAGES as M } from '@sportello/contracts';
import { anotherProcess } from '../../../test/another-process.js';
import { manualClock } from '../../../test/manual-clock.js';
import { closeDatabase } from '../../platform/db/connect.js';
import { createRedisBus } from '../../platform/bus/bus.js';
import { findTerminal } from './terminals.repo.js';
import {
  addTerminal,
  openSilentSocket,
  openSocket,
  pairDevice,
  useTerminalsWorld,
  type TestSocket,
  type TerminalsWorld,
} from './terminals.test-kit.js';

const statusOf = async (w: TerminalsWorld, wsId: string) =>
  (await w.op.get(`/api/externals/status?wsId=${wsId}`)).data.data.status as string;

/**
 * The server has seen the operator's answer to the last ping: Node's WebSocket, like a browser,
 * answers a ping as it reads it. The first round trip's reply comes after the ping (so the pong is
 * on its way), the second question follows the pong on the same connection (so it was read).
 */
async function pongRead(socket: TestSocket, wsId: string) {
  for (let i = 0; i < 2; i += 1) {
    socket.send({ type: 'checkStatus', wsId });
    await socket.next('checkStatus');
  }
}

/** Pings, dead sockets and the presence of a process that died, on a manual clock. */
describe('terminal socket liveness', () => {
  const clock = manualClock();
  const w = useTerminalsWorld({ timers: clock });

  it('pings every 25 s: a socket silent 5 s after a ping is terminated and its terminal is off; one that answers stays', async () => {
    const operator = await openSocket(w.t, w.op);
    const { terminal, pairing } = await addTerminal(w.op, { name: 'Tablet senza rete' });
    const device = await pairDevice(w.t, pairing.code, '10.5.0.1');
    const silent = await openSilentSocket(w.t, device);
    await operator.next(
      'updateTerminal',
      (m) => m.terminal.wsId === terminal.wsId && m.terminal.status === 'on',
    );

    operator.drain();
    await clock.advance(25_000);
    await silent.pinged(1);
    await pongRead(operator, terminal.wsId);
    await clock.advance(4_999);
    expect(await statusOf(w, terminal.wsId)).toBe('on');

    await clock.advance(1);
    await silent.gone;
    await operator.next(
      'updateTerminal',
      (m) => m.terminal.wsId === terminal.wsId && m.terminal.status === 'off',
    );
    expect(await statusOf(w, terminal.wsId)).toBe('off');

    // The operator, idle but answering, keeps the socket round after round.
    for (let round = 0; round < 3; round += 1) {
      await clock.advance(25_000);
      await pongRead(operator, terminal.wsId);
      await clock.advance(5_000);
    }
    operator.send({ type: 'checkStatus', wsId: terminal.wsId });
    expect((await operator.next('checkStatus')).status).toBe('off');
    operator.close();
  });

  it("a process that died leaves its terminal on no longer than 30 s: the survivors' heartbeat ends it and tells the office", async () => {
    const operator = await openSocket(w.t, w.op);
    const { terminal, pairing } = await addTerminal(w.op, { name: 'Kiosk del processo caduto' });
    const device = await pairDevice(w.t, pairing.code, '10.5.0.2');
    // The device's socket is on the other process, whose clock stops when it dies.
    const other = await anotherProcess(w.t, { timers: manualClock(clock.now()) });
    const screen = await openSocket(other, device);
    await screen.next('open');
    expect(await statusOf(w, terminal.wsId)).toBe('on');

    // It dies as a kill -9 leaves it: its rows stay, nobody deletes them.
    operator.drain();
    await closeDatabase(other.db);
    await other.app.close();
    await other.bus.close();
    await screen.closed;

    // Read anywhere, its row says on for 20 s after its last beat, off after.
    const read = async (ms: number) => (await findTerminal(w.t.db, terminal.id, new Date(clock.now() + ms)))!;
    expect(Boolean((await read(15_000)).online)).toBe(true);
    expect(Boolean((await read(20_001)).online)).toBe(false);

    // A process that stalls for 15 s is not dead: its terminals stay on meanwhile.
    await clock.advance(15_000);
    expect(await statusOf(w, terminal.wsId)).toBe('on');
    await clock.advance(15_000);
    await operator.next(
      'updateTerminal',
      (m) => m.terminal.wsId === terminal.wsId && m.terminal.status === 'off',
    );
    expect(await statusOf(w, terminal.wsId)).toBe('off');
    operator.close();
  });
});

/** A process whose Redis is down refuses new sockets with a reason, at once. */
describe('terminal socket while Redis is down', () => {
  const w = useTerminalsWorld();
  let down: Awaited<ReturnType<typeof anotherProcess>>;

  beforeAll(async () => {
    // Nothing listens on port 1: this process's Redis is down from its first moment.
    down = await anotherProcess(w.t, { bus: createRedisBus('redis://127.0.0.1:1') });
  });
  afterAll(() => down.close());

  it('the device and the operator are told why and closed; nothing of the socket is attached', async () => {
    const { terminal, pairing } = await addTerminal(w.op, { name: 'Desk senza Redis' });
    const device = await pairDevice(w.t, pairing.code, '10.5.0.3');
    for (const agent of [device, w.op]) {
      const socket = await openSocket(down, agent);
      // A message sent at once is not handled by a socket that is not attached.
      socket.send({ type: 'checkStatus', wsId: terminal.wsId });
      expect(await socket.closedWith).toEqual({ code: 1013, reason: M.realtimeDown });
      expect(socket.messages).toEqual([{ type: 'notify', message: M.realtimeDown, severity: 'warning' }]);
    }
    expect(await statusOf(w, terminal.wsId)).toBe('off');
    const rows = await w.t.db.selectFrom('terminalConnections').select('socketId').execute();
    expect(rows).toEqual([]);
  });
});
