import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

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
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      // The repository (tsx resolves from it); the data in a folder of the test's own.
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_FORMAT: 'json',
        SPORTELLO_NODE_FLAGS: 'off',
        ...env,
      },
    });
    server = child;
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const url = await new Promise<URL>((resolve, reject) => {
      child.stdout!.on('data', () => {
        const ready = /Sportello è pronto su (http:\/\/[^/\s]+)/.exec(out);
        if (ready) resolve(new URL(ready[1]!));
      });
      void exited.then(() => reject(new Error(`the server ended before it was ready:\n${out}`)));
    });
    return { url, exited, output: () => out };
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
