import { describe, expect, it } from 'vitest';
import { createTerminalSocket, reconnectDelay, type SocketLike, type Timers } from './terminal-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  /** The server closes it, with the Italian reason it gives (a refusal after the upgrade). */
  closeWith(reason: string) {
    this.readyState = 3;
    this.onclose?.({ code: 1013, reason });
  }
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** Opened and attached: the server's "open" message follows the upgrade. */
  attach() {
    this.accept();
    this.onmessage?.({ data: JSON.stringify({ type: 'open', socketId: 's1' }) });
  }
  refuse() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function fakeClock() {
  const waits: { fn: () => void; ms: number }[] = [];
  const timers: Timers = {
    setTimeout: (fn, ms) => waits.push({ fn, ms }),
    clearTimeout: () => undefined,
  };
  return { timers, waits, fire: () => waits.shift()!.fn() };
}

function setup() {
  const sockets: FakeSocket[] = [];
  const clock = fakeClock();
  const received: unknown[] = [];
  const states: [string, string][] = [];
  const client = createTerminalSocket({
    url: 'ws://x/api/external/app',
    init: () => ({ type: 'init', wsId: null, isClient: true, group: '' }),
    onMessage: (m) => received.push(m),
    onState: (state, reason) => states.push([state, reason]),
    create: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    timers: clock.timers,
  });
  return { client, sockets, clock, received, states, last: () => sockets[sockets.length - 1]! };
}

describe('terminal socket client', () => {
  it('sends the init first, then parses what the server says (ignoring what it cannot read)', () => {
    const t = setup();
    t.last().accept();
    expect(t.last().sent).toEqual([{ type: 'init', wsId: null, isClient: true, group: '' }]);
    t.last().onmessage?.({ data: JSON.stringify({ type: 'open', socketId: 's1' }) });
    t.last().onmessage?.({ data: 'not json' });
    t.last().onmessage?.({ data: JSON.stringify({ type: 'nonsense' }) });
    expect(t.received).toEqual([{ type: 'open', socketId: 's1' }]);
  });

  it('reconnects after 1,000 ms, and after 60,000 ms once more than 3 retries have failed', () => {
    const t = setup();
    t.last().attach();
    t.last().close();
    expect(t.clock.waits.map((w) => w.ms)).toEqual([1000]);
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.fire();
      t.last().refuse();
      delays.push(t.clock.waits[0]!.ms);
    }
    expect(delays).toEqual([1000, 1000, 1000, 60_000, 60_000]);
    // A success starts the count again.
    t.clock.fire();
    t.last().attach();
    t.last().close();
    expect(t.clock.waits[0]!.ms).toBe(1000);
    expect(reconnectDelay(3)).toBe(1000);
    expect(reconnectDelay(4)).toBe(60_000);
  });

  it('keeps answers sent while offline and sends the latest after the next init', () => {
    const t = setup();
    t.last().accept();
    t.last().close();
    const a = { type: 'submitExternalForm' as const, values: { a: 1 } };
    const b = { type: 'submitExternalForm' as const, values: { a: 2 } };
    expect(t.client.send(a, { keep: true })).toBe(false);
    expect(t.client.send(b, { keep: true })).toBe(false);
    expect(t.client.send({ type: 'checkStatus', wsId: 't_abcdefgh' })).toBe(false);
    expect(t.client.pending).toBe(1);
    t.clock.fire();
    t.last().accept();
    expect(t.last().sent).toEqual([{ type: 'init', wsId: null, isClient: true, group: '' }, b]);
    expect(t.client.pending).toBe(0);
  });

  it("a server's refusal after the upgrade: its reason is told, and it counts as a failed try", () => {
    const t = setup();
    const reason = 'Collegamento in tempo reale non disponibile: nuovo tentativo tra poco.';
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      t.last().accept();
      t.last().closeWith(reason);
      delays.push(t.clock.waits[0]!.ms);
      t.clock.fire();
    }
    expect(t.states.filter(([s]) => s === 'closed')).toEqual(Array(5).fill(['closed', reason]));
    expect(delays).toEqual([1000, 1000, 1000, 60_000, 60_000]);
    // Attached (the server's "open"): the count starts again, and no reason is left over.
    t.last().attach();
    expect(t.states.at(-1)).toEqual(['open', '']);
    t.last().close();
    expect(t.states.at(-1)).toEqual(['closed', '']);
    expect(t.clock.waits.at(-1)!.ms).toBe(1000);
  });

  it('stops reconnecting once closed', () => {
    const t = setup();
    t.last().accept();
    t.client.close();
    expect(t.clock.waits).toEqual([]);
  });
});
