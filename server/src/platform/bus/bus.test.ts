import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLocalBus, createRedisBus, type Bus } from './bus.js';

const nextMessage = (bus: Bus, channel: string) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message within 3 s')), 3000);
    void bus.subscribe(channel, (m) => {
      clearTimeout(timer);
      resolve(m);
    });
  });

describe('bus', () => {
  it('delivers a message in process, as a copy', async () => {
    const bus = createLocalBus();
    const sent = { terminal: 'A1B2', action: 'share' };
    const got = nextMessage(bus, 'terminal:A1B2');
    await bus.publish('terminal:A1B2', sent);
    expect(await got).toEqual(sent);
    expect(await got).not.toBe(sent);
    await bus.close();
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = createLocalBus();
    const seen: unknown[] = [];
    const off = await bus.subscribe('c', (m) => seen.push(m));
    await bus.publish('c', 1);
    await off();
    await bus.publish('c', 2);
    expect(seen).toEqual([1]);
  });

  // CI sets REDIS_URL; a developer without Redis runs the in-process tests only.
  it.runIf(process.env.REDIS_URL)(
    'carries a message between two server instances through Redis',
    async () => {
      const a = createRedisBus(process.env.REDIS_URL!);
      const b = createRedisBus(process.env.REDIS_URL!);
      const channel = `test:${randomBytes(4).toString('hex')}`;
      const got = nextMessage(b, channel);
      await new Promise((r) => setTimeout(r, 100)); // let the SUBSCRIBE reach Redis
      await a.publish(channel, { hello: 'Firenze' });
      expect(await got).toEqual({ hello: 'Firenze' });
      await Promise.all([a.close(), b.close()]);
    },
  );
});
