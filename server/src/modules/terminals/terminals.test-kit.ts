import { afterAll, beforeAll } from 'vitest';
import {
  type Role,
  TERMINAL_SOCKET_PATH,
  type SocketInboundInput,
  type SocketOutbound,
} from '@sportello/contracts';
import { Agent } from '../../../test/agent.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
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

export function useTerminalsWorld(): TerminalsWorld {
  const w = {} as TerminalsWorld;
  beforeAll(async () => {
    w.t = await buildTestApp();
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
  closed: Promise<number>;
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
  const closed = new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)));
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
    closed,
    close: () => ws.close(),
  };
}
