import type { Timers } from '../../platform/time/timers.js';

/**
 * How the hub knows its sockets and its process are alive: every socket is pinged, one
 * that does not answer is terminated, and each process refreshes its sockets' connection rows so
 * that the others can tell when it died (terminals.repo.ts, CONNECTION_STALE_MS).
 */
export const HUB_TIMING = {
  /**
   * Every socket is pinged this often. Browsers (and Node's WebSocket) answer by themselves, and
   * the traffic keeps a proxy from closing an idle socket (nginx's proxy_read_timeout is 60 s).
   */
  pingMs: 25_000,
  /** A socket that has not answered this long after its ping is terminated: dead ≤ 30 s after its last answer. */
  pongTimeoutMs: 5_000,
  /** Each process refreshes its sockets' connection rows this often (4 beats within the stale limit). */
  heartbeatMs: 5_000,
} as const;

/** What liveness needs of a socket (the `ws` socket). */
export interface PingableSocket {
  readyState: number;
  ping(): void;
  /** Drops the connection without a closing handshake (the peer would never answer one). */
  terminate(): void;
}

const OPEN = 1;

/**
 * Ping rounds over the hub's sockets: each round pings every open socket, and `pongTimeoutMs`
 * later terminates those that did not answer (their 'close' then detaches them as any close does).
 */
export class SocketLiveness {
  private readonly unanswered = new Set<string>();
  private pingedAt = 0;
  private cancelReap: (() => void) | null = null;

  constructor(
    private readonly timers: Timers,
    private readonly sockets: () => Iterable<[string, PingableSocket]>,
  ) {}

  /** One round: every open socket is asked to answer. */
  ping() {
    this.unanswered.clear();
    for (const [id, socket] of this.sockets()) {
      if (socket.readyState !== OPEN) continue;
      this.unanswered.add(id);
      try {
        socket.ping();
      } catch {
        // Closing meanwhile: its 'close' detaches it.
      }
    }
    this.pingedAt = this.timers.now();
    this.cancelReap?.();
    this.cancelReap = this.timers.after(HUB_TIMING.pongTimeoutMs, () => this.reap());
  }

  /** The socket answered (a pong). */
  answered(id: string) {
    this.unanswered.delete(id);
  }

  forget(id: string) {
    this.unanswered.delete(id);
  }

  private reap() {
    this.cancelReap = null;
    // A reap far later than due means this process was stalled (event loop blocked): the answers
    // may be waiting unread, so nobody is condemned this round; the next round asks again.
    const stalled = this.timers.now() - this.pingedAt > 2 * HUB_TIMING.pongTimeoutMs;
    if (!stalled) {
      const sockets = new Map(this.sockets());
      for (const id of this.unanswered) sockets.get(id)?.terminate();
    }
    this.unanswered.clear();
  }

  stop() {
    this.cancelReap?.();
    this.cancelReap = null;
    this.unanswered.clear();
  }
}
