import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process.js';

/**
 * The server as a service manager runs it, stopped as systemd stops it (SIGTERM): it ends on its
 * own, and within SHUTDOWN_TIMEOUT_MS even when a connection never finishes its request. SQLite
 * only: what is checked is the process, not the engine.
 */
describe.runIf(process.env.TEST_DB !== 'postgres')('stopping the server', () => {
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  afterEach(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts the server on a free port and resolves with its address once it says it is ready. */
  async function start(env: Record<string, string> = {}) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-serve-'));
    const started = await startServerProcess({ DATA_DIR: dataDir, ...env });
    server = started.child;
    return started;
  }

  it('ends with 0 on SIGTERM, saying so, with a kept-alive connection open', async () => {
    const { url, exited, output } = await start();
    const ready = await fetch(new URL('/ready', url));
    expect(ready.status).toBe(200);
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('"msg":"shutting down"');
    expect(output()).toContain('"msg":"shut down"');
  }, 60_000);

  it('leaves after SHUTDOWN_TIMEOUT_MS when a request never finishes, with 1 and a line saying why', async () => {
    const { url, exited, output } = await start({ SHUTDOWN_TIMEOUT_MS: '300' });
    // A client that sent half of its request's headers and then nothing: the connection is busy.
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /health HTTP/1.1\r\nHost: sportello\r\n');
    server!.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(output()).toContain('"msg":"shutdown: still busy after the wait, leaving"');
    socket.destroy();
  }, 60_000);
});
