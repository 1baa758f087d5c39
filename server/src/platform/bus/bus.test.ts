import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLocalBus, createRedisBus, type Bus } from './bus.js';

/** Subscribes; once the subscription is made (Redis answered), `next` is the first message heard. */
async function listen(bus: Bus, channel: string): Promise<{ next: Promise<unknown> }> {
  let heard!: (message: unknown) => void;
  const next = new Promise<unknown>((resolve) => (heard = resolve));
  await bus.subscribe(channel, (m) => heard(m));
  return { next };
}

describe('bus', () => {
  it('delivers a message in process, as a copy', async () => {
    const bus = createLocalBus();
    const sent = { terminal: 'A1B2', action: 'share' };
    const { next: got } = await listen(bus, 'terminal:A1B2');
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

  it('says whether messages cross processes: in process always, through a Redis that is down not', async () => {
    const local = createLocalBus();
    expect(local.isUp()).toBe(true);
    // Nothing listens on port 1.
    const down = createRedisBus('redis://127.0.0.1:1');
    expect(down.isUp()).toBe(false);
    await Promise.all([local.close(), down.close()]);
  });

  // CI sets REDIS_URL; a developer without Redis runs the in-process tests only.
  it.runIf(process.env.REDIS_URL)(
    'carries a message between two server instances through Redis',
    async () => {
      const a = createRedisBus(process.env.REDIS_URL!);
      const b = createRedisBus(process.env.REDIS_URL!);
      const channel = `test:${randomBytes(4).toString('hex')}`;
      const { next: got } = await listen(b, channel);
      await a.publish(channel, { hello: 'Firenze' });
      expect(await got).toEqual({ hello: 'Firenze' });
      await Promise.all([a.close(), b.close()]);
    },
  );
});
