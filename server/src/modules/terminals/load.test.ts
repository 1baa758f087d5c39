import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { addTerminal, makeWorld, openSocket, pairDevice, type TerminalsWorld } from './terminals.test-kit.js';

/** Open sockets are not requests in flight: the load shedding must not count them for good. */
describe('terminal sockets under the in-flight bound', () => {
  let t: TestApp;
  let w: Omit<TerminalsWorld, 't'>;
  beforeAll(async () => {
    t = await buildTestApp({ load: { maxInFlight: 2, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 } });
    w = await makeWorld(t);
  });
  afterAll(() => t.close());

  it('with more sockets open than the bound, the server still answers calls and new sockets', async () => {
    const sockets = [];
    for (let i = 0; i < 3; i += 1) sockets.push(await openSocket(t, w.op));
    const { pairing } = await addTerminal(w.op);
    const device = await pairDevice(t, pairing.code, '10.4.0.1');
    sockets.push(await openSocket(t, device));
    expect((await w.op.get('/api/tables/externals')).statusCode).toBe(200);
    for (const s of sockets) s.close();
  });
});
