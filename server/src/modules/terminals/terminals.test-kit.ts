import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import {
  type Role,
  TERMINAL_SOCKET_PATH,
  type SocketInboundInput,
  type SocketOutbound,
} from '@sportello/contracts';
import { Agent } from '../../../test/agent.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import type { AppDeps } from '../../platform/deps.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';

/** The terminals tests' world: the IAT offices of Siena (two operators) and Pisa, an editor, a structure. */
export interface TerminalsWorld {
  t: TestApp;
  siena: { id: number; slug: string };
  pisa: { id: number; slug: string };
  op: Agent;
  op2: Agent;
  pisaOp: Agent;
  editor: Agent;
  structure: Agent;
}

export async function signIn(t: TestApp, role: Role, group?: { id: number }) {
  const user = await createTestUser(t.db, { role, ...(group ? { group } : {}) });
  const agent = new Agent(t.app);
  await agent.login(user.username);
  return agent;
}

export async function makeWorld(t: TestApp): Promise<Omit<TerminalsWorld, 't'>> {
  const siena = await createTestGroup(t.db, { name: 'IAT Siena', kind: 'iat' });
  const pisa = await createTestGroup(t.db, { name: 'IAT Pisa', kind: 'iat' });
  return {
    siena,
    pisa,
    op: await signIn(t, 'operator', siena),
    op2: await signIn(t, 'operator', siena),
    pisaOp: await signIn(t, 'operator', pisa),
    editor: await signIn(t, 'editor', siena),
    structure: await signIn(t, 'structure'),
  };
}

/** `deps`: a manual clock for the hub's pings and heartbeat, or another bus. */
export function useTerminalsWorld(deps: Partial<Pick<AppDeps, 'timers' | 'bus'>> = {}): TerminalsWorld {
  const w = {} as TerminalsWorld;
  beforeAll(async () => {
    w.t = await buildTestApp({}, deps);
    Object.assign(w, await makeWorld(w.t));
  });
  afterAll(() => w.t.close());
  return w;
}

/** Adds a terminal through the API; returns its wsId and pairing code. */
export async function addTerminal(agent: Agent, body: Record<string, unknown> = {}) {
  const res = await agent.post('/api/externals', body);
  if (res.statusCode !== 200) throw new Error(`add terminal: ${res.statusCode} ${res.body}`);
  return res.data.data as {
    terminal: { id: number; wsId: string; name: string; status: string; terminalType: string };
    pairing: { code: string; expiresAt: string };
  };
}

/** A new device (its own browser) paired with the code. */
export async function pairDevice(t: TestApp, code: string, ip = '10.0.0.9') {
  const device = new Agent(t.app, { ip });
  const res = await device.post('/api/external/register', { code });
  if (res.statusCode !== 200) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return device;
}

type Msg = SocketOutbound;

/** A socket client over the app's own WebSocket server, reading every message in order. */
export interface TestSocket {
  messages: Msg[];
  send(message: SocketInboundInput | Record<string, unknown> | string): void;
  /** The next message of that type (after the ones already taken), within 3 s. */
  next<T extends Msg['type']>(
    type: T,
    match?: (m: Extract<Msg, { type: T }>) => boolean,
  ): Promise<Extract<Msg, { type: T }>>;
  /** Takes every message received so far: next() then waits for new ones only. */
  drain(): void;
  closed: Promise<number>;
  /** The close code and the reason the server gave with it. */
  closedWith: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** What a socket needs of an app: the app and its config (a second process of the same database, too). */
export type SocketApp = Pick<TestApp, 'app' | 'config'>;

const listening = new WeakMap<SocketApp, Promise<string>>();

/** The app on a real port (once per app): the sockets are real TCP WebSockets, as a browser's. */
export function baseUrl(t: SocketApp): Promise<string> {
  let url = listening.get(t);
  if (!url) {
    url = t.app.listen({ port: 0, host: '127.0.0.1' }).then((address) => address.replace(/^http/, 'ws'));
    listening.set(t, url);
  }
  return url;
}

/** Opens the terminal socket with the agent's cookies (Node's WebSocket client); refused → rejects. */
export async function openSocket(
  t: SocketApp,
  agent: Agent | null,
  opts: { origin?: string | null } = {},
): Promise<TestSocket> {
  const messages: Msg[] = [];
  const taken = new Set<number>();
  let wake: (() => void) | null = null;
  const headers: Record<string, string> = {};
  const origin = opts.origin === undefined ? t.config.publicUrl : opts.origin;
  if (origin) headers.origin = origin;
  if (agent?.cookies.size) headers.cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const ws = new WebSocket(`${await baseUrl(t)}${TERMINAL_SOCKET_PATH}`, { headers });
  ws.addEventListener('message', (event) => {
    messages.push(JSON.parse(String(event.data)) as Msg);
    wake?.();
  });
  const closedWith = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
  );
  const closed = closedWith.then((c) => c.code);
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve());
    ws.addEventListener('error', () => reject(new Error('socket refused at the upgrade')));
  });
  const find = (type: string, match?: (m: never) => boolean) =>
    messages.findIndex((m, i) => !taken.has(i) && m.type === type && (!match || match(m as never)));
  return {
    messages,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async next(type, match) {
      const deadline = Date.now() + 3000;
      for (;;) {
        const i = find(type, match as never);
        if (i >= 0) {
          taken.add(i);
          return messages[i] as never;
        }
        if (Date.now() > deadline)
          throw new Error(`no ${type} within 3 s; got ${JSON.stringify(messages.map((m) => m.type))}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    drain: () => messages.forEach((_, i) => taken.add(i)),
    closed,
    closedWith,
    close: () => ws.close(),
  };
}

/** What a silent peer got: the text messages and pings it never answered; `gone` when the server dropped it. */
export interface SilentSocket {
  messages: Msg[];
  pings: number;
  /** Resolves once `n` pings have arrived in all (within 3 s). */
  pinged(n: number): Promise<void>;
  /** The TCP connection ended (the server terminated or closed it). */
  gone: Promise<void>;
  destroy(): void;
}

/**
 * A peer that upgrades and then never answers a ping, as a tablet that lost its network without
 * closing: a bare TCP client speaking the handshake, reading frames, sending nothing more.
 */
export async function openSilentSocket(t: SocketApp, agent: Agent): Promise<SilentSocket> {
  const url = new URL(await baseUrl(t));
  const socket = net.connect(Number(url.port), url.hostname);
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  socket.write(
    [
      `GET ${TERMINAL_SOCKET_PATH} HTTP/1.1`,
      `Host: ${url.host}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      `Origin: ${t.config.publicUrl}`,
      `Cookie: ${cookie}`,
      '',
      '',
    ].join('\r\n'),
  );
  const peer: SilentSocket = {
    messages: [],
    pings: 0,
    pinged: (n) => waitFor(() => peer.pings >= n, `${n} pings`),
    gone: new Promise((resolve) => socket.on('close', () => resolve())),
    destroy: () => socket.destroy(),
  };
  let buffer = Buffer.alloc(0);
  let upgraded = false;
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!upgraded) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffer.subarray(0, end).toString();
        if (!head.startsWith('HTTP/1.1 101')) return reject(new Error('socket refused at the upgrade'));
        upgraded = true;
        buffer = buffer.subarray(end + 4);
        resolve();
      }
      for (let frame = readFrame(buffer); frame; frame = readFrame(buffer)) {
        buffer = buffer.subarray(frame.size);
        if (frame.opcode === 0x9) peer.pings += 1;
        else if (frame.opcode === 0x1) peer.messages.push(JSON.parse(frame.payload.toString()) as Msg);
      }
    });
    socket.on('error', reject);
  });
  await opened;
  await waitFor(() => peer.messages.some((m) => m.type === 'open'), 'open');
  return peer;
}

/** One unmasked frame from the server (opcode, payload, bytes taken), or null if not all here yet. */
function readFrame(b: Buffer): { opcode: number; payload: Buffer; size: number } | null {
  if (b.length < 2) return null;
  let length = b[1]! & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (b.length < 4) return null;
    length = b.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (b.length < 10) return null;
    length = Number(b.readBigUInt64BE(2));
    offset = 10;
  }
  if (b.length < offset + length) return null;
  return { opcode: b[0]! & 0x0f, payload: b.subarray(offset, offset + length), size: offset + length };
}

/** Resolves when `done` holds, looking again every 20 ms; gives up after 3 s (a ceiling, never a pace). */
async function waitFor(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within 3 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
