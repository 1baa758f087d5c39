import { randomUUID } from 'node:crypto';
import { SocketInbound, TERMINAL_MESSAGES as M, type SocketOutbound } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { findLiveSessionActor } from '../../platform/auth/session-repo.js';
import { oldestLiveSession } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/http/errors.js';
import type { TerminalUser } from './terminals.access.js';
import { channels, type Delivery } from './terminals.channels.js';
import * as repo from './terminals.repo.js';
import { announce } from './terminals.service.js';
import { handleOperator, handleTerminal, operatorClosed } from './hub.handlers.js';

/** What the hub needs of a socket (the `ws` socket @fastify/websocket hands over). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown) => void): void;
  on(event: 'close', listener: () => void): void;
}

const OPEN = 1;
/** Each process refreshes its sockets' rows this often; a row older than the stale limit is off. */
export const HEARTBEAT_MS = 30_000;
/** Close codes: the device is no terminal any more; the init did not match the credential. */
export const CLOSE_REVOKED = 4403;

export type Conn =
  | {
      id: string;
      kind: 'operator';
      socket: SocketLike;
      user: TerminalUser;
      groupId: number;
      sessionHash: string;
    }
  | {
      id: string;
      kind: 'terminal';
      socket: SocketLike;
      terminalId: number;
      groupId: number;
      tokenHash: string;
    };

export type ConnWho =
  | { kind: 'operator'; user: TerminalUser; sessionHash: string }
  | { kind: 'terminal'; terminalId: number; groupId: number; tokenHash: string };

/**
 * The terminal socket hub of one server process. Sockets live here; everything another process
 * must know (who is connected, who shares with whom) is in the database, and every message to a
 * socket goes through the bus, so the socket may be on any process.
 */
export class TerminalHub {
  readonly processId = randomUUID();
  private readonly conns = new Map<string, Conn>();
  /** What each socket subscribed to on the bus. */
  private readonly offs = new Map<string, (() => Promise<void>)[]>();
  private timer: NodeJS.Timeout | null = null;

  constructor(readonly deps: Pick<AppDeps, 'db' | 'bus' | 'config'>) {}

  start() {
    this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  private async heartbeat() {
    const now = new Date();
    try {
      await repo.touchConnections(this.deps.db, this.processId, now.toISOString());
      await repo.pruneStaleConnections(this.deps.db, now);
    } catch {
      // The database is briefly away: the next beat tries again (rows stay fresh for 90 s).
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

  /** A new socket, already authenticated at the upgrade. */
  async attach(socket: SocketLike, who: ConnWho) {
    const id = randomUUID();
    const conn: Conn =
      who.kind === 'operator' ? { id, socket, ...who, groupId: who.user.groupId } : { id, socket, ...who };
    this.conns.set(id, conn);
    const offs: (() => Promise<void>)[] = [];
    let queue = Promise.resolve();
    let closed = false;
    this.offs.set(id, offs);
    socket.on('message', (data) => {
      queue = queue.then(() => (closed ? undefined : this.receive(conn, data)));
    });
    socket.on('close', () => {
      closed = true;
      queue = queue.then(() => this.detach(conn));
    });
    const deliver = (raw: unknown) => this.deliver(conn, raw as Delivery);
    try {
      if (conn.kind === 'operator') {
        offs.push(await this.deps.bus.subscribe(channels.office(conn.groupId), deliver));
        offs.push(await this.deps.bus.subscribe(channels.socket(id), deliver));
      } else {
        offs.push(await this.deps.bus.subscribe(channels.terminal(conn.terminalId), deliver));
        await repo.insertConnection(
          this.deps.db,
          { socketId: id, terminalId: conn.terminalId, processId: this.processId },
          new Date().toISOString(),
        );
      }
    } catch {
      // The bus or the database is away: a socket that would miss its messages is closed, and the
      // client reconnects (1 s, then 60 s) until they are back.
      socket.close(1011, 'unavailable');
      return conn;
    }
    this.send(conn, { type: 'open', socketId: id });
    if (conn.kind === 'terminal') await this.announce(conn.terminalId);
    return conn;
  }

  private announce(terminalId: number) {
    return announce(this.deps, terminalId);
  }

  /** Once per socket, whether it closed or the process is stopping. */
  private async detach(conn: Conn) {
    if (!this.conns.delete(conn.id)) return;
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
    conn.socket.close(CLOSE_REVOKED, 'revoked');
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
          return conn.socket.close(CLOSE_REVOKED, 'session ended');
        }
        await handleOperator(this, conn, parsed.data);
      } else {
        // Re-read on every message: a device revoked a moment ago is refused even before the bus
        // has told this process.
        const row = await repo.findTerminalByDevice(this.deps.db, conn.tokenHash);
        if (!row || row.isActive !== 1 || row.id !== conn.terminalId) {
          this.send(conn, { type: 'notify', message: M.deviceRevoked, severity: 'error' });
          return conn.socket.close(CLOSE_REVOKED, 'revoked');
        }
        await handleTerminal(this, conn, row, parsed.data);
      }
    } catch (err) {
      this.sendError(conn, err, of);
    }
  }

  /** Closes every socket of this process and forgets its connection rows (a clean shutdown). */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    const open = [...this.conns.values()];
    for (const conn of open) conn.socket.close(1001, 'server closing');
    // Unsubscribe and drop the rows now, while the bus and the database are still there.
    await Promise.allSettled(open.map((conn) => this.detach(conn)));
    try {
      await repo.deleteProcessConnections(this.deps.db, this.processId);
    } catch {
      // already gone
    }
  }
}
