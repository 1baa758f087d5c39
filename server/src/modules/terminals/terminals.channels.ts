import type { SocketOutbound } from '@sportello/contracts';

/**
 * Bus channels of the terminal hub. Whichever process holds a socket subscribes to its channel, so
 * a message published anywhere reaches it: a terminal's sockets, an office's operator sockets, one
 * operator socket (the answers of a share go back to the socket that shared).
 */
export const channels = {
  terminal: (terminalId: number) => `terminals:t:${terminalId}`,
  office: (groupId: number) => `terminals:o:${groupId}`,
  socket: (socketId: string) => `terminals:s:${socketId}`,
};

/** What travels on those channels: a message for the sockets, or the order to drop a revoked device. */
export type Delivery = { kind: 'send'; message: SocketOutbound } | { kind: 'revoke'; message: string };
