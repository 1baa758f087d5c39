import {
  SocketOutbound,
  TERMINAL_LIMITS,
  TERMINAL_SOCKET_PATH,
  type SocketInboundInput,
} from '@sportello/contracts';

/** What the client needs of a WebSocket (the browser's; a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  /** The server's reason comes with its close (a refusal: why, in Italian); none when the network dropped. */
  onclose: ((ev: { code?: number; reason?: string }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

/** The timers the client waits with: the window's, or a fake clock in tests. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type ConnectionState = 'connecting' | 'open' | 'closed';

export interface TerminalSocketOptions {
  /** The init message every (re)opened socket sends first (spec 2 §7). */
  init: () => SocketInboundInput;
  onMessage: (message: SocketOutbound) => void;
  /** `reason`: with 'closed', what the server said when it closed the socket ('' if nothing). */
  onState?: (state: ConnectionState, reason: string) => void;
  create?: (url: string) => SocketLike;
  timers?: Timers;
  url?: string;
}

const OPEN = 1;

/** ws(s)://this host/api/external/app. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${TERMINAL_SOCKET_PATH}`;
}

/** Spec 2 §9: 1,000 ms after a close, 60,000 ms once more than 3 retries in a row have failed. */
export const reconnectDelay = (failures: number) =>
  failures > TERMINAL_LIMITS.reconnectFastTries
    ? TERMINAL_LIMITS.reconnectSlowMs
    : TERMINAL_LIMITS.reconnectMs;

/**
 * The one socket client of the terminals feature (the operator's page, the kiosk). It reconnects
 * after every close; a message sent with `keep` while the socket is down waits and goes out after
 * the next init (a visitor's answers typed offline), the latest of its type replacing older ones.
 * A try succeeds when the server says "open" (attached): one it refuses after the upgrade (its
 * realtime bus down) is a failed try like a refused upgrade, so the retries slow down to 60 s.
 * The server's pings are answered by the browser itself; a dead server ends in a close here.
 */
export function createTerminalSocket(options: TerminalSocketOptions) {
  const timers: Timers = options.timers ?? {
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (h) => window.clearTimeout(h as number),
  };
  const create = options.create ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const url = options.url ?? socketUrl();
  let socket: SocketLike | null = null;
  let failures = 0;
  let retry: unknown = null;
  let stopped = false;
  const pending: SocketInboundInput[] = [];

  const setState = (state: ConnectionState, reason = '') => options.onState?.(state, reason);

  const write = (message: SocketInboundInput) => socket!.send(JSON.stringify(message));

  function open() {
    retry = null;
    setState('connecting');
    const s = create(url);
    socket = s;
    let attached = false;
    s.onopen = () => {
      if (socket !== s) return;
      write(options.init());
      for (const message of pending.splice(0)) write(message);
      setState('open');
    };
    s.onmessage = (ev) => {
      if (socket !== s) return;
      let raw: unknown;
      try {
        raw = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      const parsed = SocketOutbound.safeParse(raw);
      if (!parsed.success) return;
      if (parsed.data.type === 'open') {
        attached = true;
        failures = 0;
      }
      options.onMessage(parsed.data);
    };
    s.onerror = () => undefined;
    s.onclose = (ev) => {
      if (socket !== s) return;
      socket = null;
      if (!attached) failures += 1;
      setState('closed', ev.reason ?? '');
      if (!stopped) retry = timers.setTimeout(open, reconnectDelay(failures));
    };
  }

  open();

  return {
    /** Sends now when open; otherwise `keep` queues it (false: dropped, and the caller is told). */
    send(message: SocketInboundInput, opts: { keep?: boolean } = {}): boolean {
      if (socket && socket.readyState === OPEN) {
        write(message);
        return true;
      }
      if (opts.keep) {
        const same = pending.findIndex((m) => m.type === message.type);
        if (same >= 0) pending.splice(same, 1);
        pending.push(message);
      }
      return false;
    },
    get pending(): number {
      return pending.length;
    },
    close() {
      stopped = true;
      if (retry !== null) timers.clearTimeout(retry);
      const s = socket;
      socket = null;
      s?.close();
    },
  };
}

export type TerminalSocket = ReturnType<typeof createTerminalSocket>;
