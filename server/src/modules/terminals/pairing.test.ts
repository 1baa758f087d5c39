import { describe, expect, it } from 'vitest';
import { TERMINAL_MESSAGES as M } from '@sportello/contracts';
import { Agent } from '../../../test/agent.js';
import { redeemCode, PAIRING_LIMITS } from './pairing.service.js';
import { addTerminal, pairDevice, useTerminalsWorld } from './terminals.test-kit.js';

/** Spec 2 §4 "Kiosk" (device registration). */
describe('pairing', () => {
  const w = useTerminalsWorld();

  it('a typed code (any case) pairs the device once: it gets an HttpOnly credential and its terminal', async () => {
    const { terminal, pairing } = await addTerminal(w.op, { deviceName: 'iPad ingresso' });
    const device = new Agent(w.t.app, { ip: '10.0.1.1' });
    expect((await device.get('/api/external/device')).data.message).toBe(M.deviceRequired);
    const res = await device.post('/api/external/register', { code: pairing.code.toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      wsId: terminal.wsId,
      terminalType: 'assisted',
      deviceName: 'iPad ingresso',
      iat: w.siena.slug,
      iatName: 'IAT Siena',
      isNew: true,
    });
    const cookie = res.cookies.find((c) => c.name === 'sportello_device')!;
    expect(cookie.httpOnly).toBe(true);
    const stored = await w.t.db
      .selectFrom('terminals')
      .select('deviceTokenHash')
      .where('wsId', '=', terminal.wsId)
      .executeTakeFirstOrThrow();
    expect(stored.deviceTokenHash).not.toBe(cookie.value);
    expect((await device.get('/api/external/device')).data.data.wsId).toBe(terminal.wsId);

    const again = await new Agent(w.t.app, { ip: '10.0.1.2' }).post('/api/external/register', {
      code: pairing.code,
    });
    expect(again.statusCode).toBe(404);
    expect(again.data.message).toBe(M.codeInvalid);
    // The device can do only what a terminal does: no operator call.
    expect((await device.get('/api/tables/externals')).statusCode).toBe(403);
    expect((await device.post('/api/externals', {})).statusCode).toBe(403);
  });

  it('a code expires after 10 minutes (clock given to the service)', async () => {
    const { pairing } = await addTerminal(w.op);
    const later = new Date(Date.now() + 10 * 60_000 + 1000);
    expect(await redeemCode(w.t.db, pairing.code, '10.0.2.1', later)).toBeNull();
    const inTime = new Date(Date.now() + 9 * 60_000);
    expect(await redeemCode(w.t.db, pairing.code, '10.0.2.2', inTime)).not.toBeNull();
  });

  it('a new code replaces the old one', async () => {
    const { terminal, pairing } = await addTerminal(w.op);
    const res = await w.op.post('/api/externals/code', { wsId: terminal.wsId });
    expect(res.statusCode).toBe(200);
    expect((await w.pisaOp.post('/api/externals/code', { wsId: terminal.wsId })).statusCode).toBe(404);
    const fresh = res.data.data.pairing.code as string;
    if (fresh !== pairing.code) {
      const old = await new Agent(w.t.app, { ip: '10.0.3.1' }).post('/api/external/register', {
        code: pairing.code,
      });
      expect(old.statusCode).toBe(404);
    }
    const device = await pairDevice(w.t, fresh, '10.0.3.2');
    expect((await device.get('/api/external/device')).data.data.wsId).toBe(terminal.wsId);
  });

  it('wrong codes from one address are rate-limited (429), even a right one then; other addresses unaffected', async () => {
    const { pairing } = await addTerminal(w.op);
    const guesser = new Agent(w.t.app, { ip: '10.0.4.1' });
    const wrong = pairing.code === 'AAAA' ? 'BBBB' : 'AAAA';
    for (let i = 0; i < PAIRING_LIMITS.freeFailures; i += 1) {
      const res = await guesser.post('/api/external/register', { code: wrong });
      expect(res.statusCode).toBe(404);
    }
    const throttled = await guesser.post('/api/external/register', { code: pairing.code });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    const other = await new Agent(w.t.app, { ip: '10.0.4.2' }).post('/api/external/register', {
      code: pairing.code,
    });
    expect(other.statusCode).toBe(200);
  });

  it('a code not of 4 letters and digits is a 400 naming the field', async () => {
    const device = new Agent(w.t.app, { ip: '10.0.5.1' });
    for (const code of ['ABC', 'ABCDE', 'AB0O', '']) {
      const res = await device.post('/api/external/register', { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.data.fields.code).toBe(M.codeShape);
    }
  });
});
