import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '@sportello/contracts';
import { buildTestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createRedisBus } from '../../platform/bus/bus.js';
import { addTerminal, makeWorld, type TerminalsWorld } from './terminals.test-kit.js';

/**
 * The desk's HTTP calls while Redis is down: a call that changes a terminal
 * commits its change and answers, the notice to other processes dropped (the database holds the
 * truth); nothing waits for ioredis's retries nor answers 500. Nothing listens on port 1.
 */
describe('terminals over HTTP while Redis is down', () => {
  const w = {} as TerminalsWorld;
  beforeAll(async () => {
    const redisUrl = 'redis://127.0.0.1:1';
    w.t = await buildTestApp({ redisUrl }, { bus: createRedisBus(redisUrl) });
    Object.assign(w, await makeWorld(w.t));
  });
  afterAll(() => w.t.close());

  it('a device pairs with its code and gets its credential; the office switches it off', async () => {
    const { terminal, pairing } = await addTerminal(w.op, { deviceName: 'Totem ingresso' });
    const device = new Agent(w.t.app, { ip: '10.34.9.1' });
    const paired = await device.post('/api/external/register', { code: pairing.code });
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.cookies.some((c) => c.name === DEVICE_COOKIE)).toBe(true);

    const off = await w.op.post('/api/externals/edit', { wsId: terminal.wsId, isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    // The switch-off is in the database: the device is refused at once.
    expect((await device.get('/api/external/device')).statusCode).toBe(403);
    // Another office still cannot touch it.
    expect(
      (await w.pisaOp.post('/api/externals/edit', { wsId: terminal.wsId, isActive: true })).statusCode,
    ).toBe(404);
  });
});
