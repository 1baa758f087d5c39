import type { SocketOutbound } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import type { TerminalUser } from './terminals.access.js';
import type { PingableSocket } from './hub-liveness.js';

/**
 * The hub's sockets and what its message handlers need of it: apart from hub.ts, so that the
 * handlers (hub.handlers.ts) and the hub that calls them do not import each other.
 */

/** What the hub needs of a socket (the `ws` socket @fastify/websocket hands over). */
export interface SocketLike extends PingableSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown) => void): void;
  on(event: 'close' | 'pong', listener: () => void): void;
}

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

/** What a handler may do with the hub: read its dependencies, send to a socket. */
export interface HubPort {
  readonly deps: Pick<AppDeps, 'db' | 'bus' | 'config' | 'timers'>;
  send(conn: Conn, message: SocketOutbound): void;
}
