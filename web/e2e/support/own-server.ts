import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A demo server of a journey's own, on its own port and database, for settings the halves'
 * servers do not have (an SMTP server that refuses, webhooks to a local receiver). Resolves once
 * it answers (the demo data are loaded before it listens); `stop` ends it gracefully.
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
): Promise<{ stop(): Promise<void> }> {
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), `sportello-e2e-${port}`),
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      DEMO_PROFILES: '0',
      LOG_LEVEL: 'error',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CHECK_REPLIES: 'true',
      ...env,
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/health`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 100_000 },
    )
    .toBe(true);
  return {
    async stop() {
      if (server.exitCode !== null) return;
      const gone = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await gone;
    },
  };
}
