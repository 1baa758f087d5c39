import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServerProcess {
  /** The address it listens on (PORT=0: a free port). */
  url: URL;
  child: ChildProcess;
  /** Resolves with the exit code once it ended. */
  exited: Promise<number | null>;
  /** What it wrote so far, stdout and stderr together. */
  output(): string;
  /** SIGTERM, as systemd stops it; resolves with its exit code. */
  stop(): Promise<number | null>;
}

/**
 * The server as a service manager runs it (`server/src/main.ts` through tsx, its own V8 flags
 * off), on a free port, with `env` over a bare environment; resolves once it says it is ready.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../src/main.ts')],
    {
      // The repository (tsx resolves from it).
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_FORMAT: 'json',
        SPORTELLO_NODE_FLAGS: 'off',
        ...env,
      },
    },
  );
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
  return {
    url,
    child,
    exited,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
