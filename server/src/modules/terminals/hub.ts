import { randomUUID } from 'node:crypto';
import { SocketInbound, TERMINAL_MESSAGES as M, type SocketOutbound } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { findLiveSessionActor } from '../../platform/auth/session-repo.js';
import { oldestLiveSession } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/http/errors.js';
import { systemTimers, type Timers } from '../../platform/time/timers.js';
import { channels, type Delivery } from './terminals.channels.js';
import * as repo from './terminals.repo.js';
import { announce } from './terminals.service.js';
import { handleOperator, handleTerminal, operatorClosed } from './hub.handlers.js';
import { HUB_TIMING, SocketLiveness, type PingableSocket } from './hub-liveness.js';
import type { Conn, ConnWho, HubPort, SocketLike } from './hub.conn.js';

export type { Conn, ConnWho, SocketLike } from './hub.conn.js';

const OPEN = 1;
/** Close codes: the device is no terminal any more; the init did not match the credential. */
export const CLOSE_REVOKED = 4403;
/** The bus (Redis) or the database is away: the client tries again (WebSocket's "try again later"). */
export const CLOSE_UNAVAILABLE = 1013;

/** Closes with the Italian reason the kiosk shows; a reason is at most 123 bytes (RFC 6455). */
function closeWith(socket: SocketLike, code: number, reason: string) {
  socket.close(code, Buffer.byteLength(reason) <= 123 ? reason : '');
}

/**
 * The terminal socket hub of one server process. Sockets live here; everything another process
 * must know (who is connected, who shares with whom) is in the database, and every message to a
 * socket goes through the bus, so the socket may be on any process.
 */
export class TerminalHub implements HubPort {
  readonly processId = randomUUID();
  private readonly conns = new Map<string, Conn>();
  /** What each socket subscribed to on the bus. */
  private readonly offs = new Map<string, (() => Promise<void>)[]>();
  /** Terminal sockets whose connection row this process wrote (and refreshes). */
  private readonly rows = new Map<string, number>();
  private readonly timers: Timers;
  private readonly liveness: SocketLiveness;
  private readonly stops: (() => void)[] = [];

  constructor(readonly deps: Pick<AppDeps, 'db' | 'bus' | 'config' | 'timers'>) {
    this.timers = deps.timers ?? systemTimers;
    this.liveness = new SocketLiveness(this.timers, () =>
      [...this.conns.values()].map((c) => [c.id, c.socket] as [string, PingableSocket]),
    );
  }

  start() {
    this.stops.push(this.timers.every(HUB_TIMING.pingMs, () => this.liveness.ping()));
    this.stops.push(this.timers.every(HUB_TIMING.heartbeatMs, () => this.heartbeat()));
  }

  /**
   * This process's rows refreshed (and written again if another process pruned them while this one
   * was stalled, or the database away), then the rows of processes that stopped beating removed:
   * their terminals' offices are told at once that those are off.
   */
  private async heartbeat() {
    const now = new Date(this.timers.now());
    const at = now.toISOString();
    try {
      const touched = await repo.touchConnections(this.deps.db, [...this.rows.keys()], at);
      if (touched < this.rows.size) await this.restoreRows(at);
      const ended = await repo.pruneStaleConnections(this.deps.db, now);
      for (const terminalId of new Set(ended)) await this.announce(terminalId);
    } catch {
      // The database or the bus is briefly away: the next beat tries again.
    }
  }

  private async restoreRows(at: string) {
    for (const [socketId, terminalId] of this.rows) {
      const row = { socketId, terminalId, processId: this.processId };
      try {
        // Still open by now (a socket closing meanwhile leaves no row behind).
        if (this.rows.has(socketId) && (await repo.restoreConnection(this.deps.db, row, at)))
          await this.announce(terminalId);
      } catch {
        // Its terminal was deleted meanwhile (its socket is being closed): nothing to restore.
      }
    }
  }

  get size() {
    return this.conns.size;
  }

  send(conn: Conn, message: SocketOutbound) {
    if (conn.socket.readyState === OPEN) conn.socket.send(JSON.stringify(message));
  }

  sendError(conn: Conn, err: unknown, of: string | null) {
    if (err instanceof AppError)
      this.send(conn, { type: 'error', message: err.message, of, fields: err.fields });
    else this.send(conn, { type: 'error', message: M.badMessage, of });
  }

  /**
   * A new socket, already authenticated at the upgrade. It is attached whole (its bus channels,
   * its connection row, its office told) before any message of it is handled, or refused with the
   * reason and closed: never half-attached. While the bus is down it is refused at once (its
   * messages would not reach it from other processes); the client tries again.
   */
  async attach(socket: SocketLike, who: ConnWho) {
    const id = randomUUID();
    const conn: Conn =
      who.kind === 'operator' ? { id, socket, ...who, groupId: who.user.groupId } : { id, socket, ...who };
    this.conns.set(id, conn);
    this.offs.set(id, []);
    let live = true;
    const attached = this.connect(conn).then((ok) => {
      if (ok) this.send(conn, { type: 'open', socketId: id });
      else {
        live = false;
        this.send(conn, { type: 'notify', message: M.realtimeDown, severity: 'warning' });
        closeWith(socket, CLOSE_UNAVAILABLE, M.realtimeDown);
      }
    });
    let queue: Promise<unknown> = attached;
    socket.on('message', (data) => {
      queue = queue.then(() => (live ? this.receive(conn, data) : undefined));
    });
    socket.on('pong', () => this.liveness.answered(id));
    socket.on('close', () => {
      live = false;
      queue = queue.then(() => this.detach(conn));
    });
    await attached;
    return conn;
  }

  /** Subscribes the socket and records a terminal's connection; false when the bus or database failed. */
  private async connect(conn: Conn): Promise<boolean> {
    if (!this.deps.bus.isUp()) return false;
    const offs = this.offs.get(conn.id)!;
    const deliver = (raw: unknown) => this.deliver(conn, raw as Delivery);
    try {
      if (conn.kind === 'operator') {
        offs.push(await this.deps.bus.subscribe(channels.office(conn.groupId), deliver));
        offs.push(await this.deps.bus.subscribe(channels.socket(conn.id), deliver));
        return true;
      }
      offs.push(await this.deps.bus.subscribe(channels.terminal(conn.terminalId), deliver));
      const row = { socketId: conn.id, terminalId: conn.terminalId, processId: this.processId };
      await repo.insertConnection(this.deps.db, row, new Date(this.timers.now()).toISOString());
      this.rows.set(conn.id, conn.terminalId);
      await this.announce(conn.terminalId);
      return true;
    } catch {
      // What was done is undone when the socket's close detaches it.
      return false;
    }
  }

  private announce(terminalId: number) {
    return announce(this.deps, terminalId);
  }

  /** Once per socket, whether it closed or the process is stopping. */
  private async detach(conn: Conn) {
    if (!this.conns.delete(conn.id)) return;
    this.rows.delete(conn.id);
    this.liveness.forget(conn.id);
    const offs = this.offs.get(conn.id) ?? [];
    this.offs.delete(conn.id);
    await Promise.allSettled(offs.map((off) => off()));
    try {
      if (conn.kind === 'terminal') {
        await repo.deleteConnection(this.deps.db, conn.id);
        await this.announce(conn.terminalId);
      } else await operatorClosed(this, conn);
    } catch {
      // The app is closing (database gone): the connection rows go stale and age out.
    }
  }

  private deliver(conn: Conn, delivery: Delivery) {
    if (delivery.kind === 'send') return this.send(conn, delivery.message);
    this.send(conn, { type: 'notify', message: delivery.message, severity: 'error' });
    closeWith(conn.socket, CLOSE_REVOKED, delivery.message);
  }

  private async receive(conn: Conn, data: unknown) {
    let raw: unknown;
    try {
      raw = JSON.parse(String(data));
    } catch {
      return this.send(conn, { type: 'error', message: M.badMessage, of: null });
    }
    const of = typeof (raw as { type?: unknown })?.type === 'string' ? (raw as { type: string }).type : null;
    const parsed = SocketInbound.safeParse(raw);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'type'] ??= issue.message;
      return this.send(conn, { type: 'error', message: M.badMessage, of, fields });
    }
    try {
      if (conn.kind === 'operator') {
        // A session that ended (sign-out, expiry) speaks no more through a socket opened before.
        const now = new Date();
        const session = await findLiveSessionActor(
          this.deps.db,
          conn.sessionHash,
          now.toISOString(),
          oldestLiveSession(this.deps.config, now.getTime()),
        );
        if (!session) {
          this.send(conn, { type: 'notify', message: M.sessionEnded, severity: 'error' });
          return closeWith(conn.socket, CLOSE_REVOKED, M.sessionEnded);
        }
        await handleOperator(this, conn, parsed.data);
      } else {
        // Re-read on every message: a device revoked a moment ago is refused even before the bus
        // has told this process.
        const now = new Date(this.timers.now());
        const row = await repo.findTerminalByDevice(this.deps.db, conn.tokenHash, now);
        if (!row || row.isActive !== 1 || row.id !== conn.terminalId) {
          this.send(conn, { type: 'notify', message: M.deviceRevoked, severity: 'error' });
          return closeWith(conn.socket, CLOSE_REVOKED, M.deviceRevoked);
        }
        await handleTerminal(this, conn, row, parsed.data);
      }
    } catch (err) {
      this.sendError(conn, err, of);
    }
  }

  /** Closes every socket of this process and forgets its connection rows (a clean shutdown). */
  async stop() {
    for (const stop of this.stops.splice(0)) stop();
    this.liveness.stop();
    const open = [...this.conns.values()];
    for (const conn of open) closeWith(conn.socket, 1001, M.serverClosing);
    // Unsubscribe and drop the rows now, while the bus and the database are still there.
    await Promise.allSettled(open.map((conn) => this.detach(conn)));
    try {
      await repo.deleteProcessConnections(this.deps.db, this.processId);
    } catch {
      // already gone
    }
  }
}
