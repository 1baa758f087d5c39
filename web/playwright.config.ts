import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_IDP } from './e2e/support/sso-idp';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const root = path.resolve(import.meta.dirname, '..');

/**
 * The journeys run in two halves side by side, each against its own server and database (ports
 * PORT and PORT + 1), so no half sees what the other writes. Half A lists its files; half B runs
 * every other file. The halves are balanced by duration (about 8 minutes each on 2 cores, in CI); a new
 * spec goes to B unless that makes B the longer one.
 */
const HALF_A = [
  'content-components',
  'people',
  'forms',
  'content-list',
  'shell',
  'errors',
  'support',
  // Read-only journeys, moved from B to even the halves (B summed ~1,400 s against A's ~770 s).
  'explore',
  'top-bar-search',
  'profiles',
  'profile-export',
].map((name) => `**/${name}.spec.ts`);
const halves = [
  { name: 'a', port: PORT, testMatch: HALF_A },
  { name: 'b', port: PORT + 1, testIgnore: HALF_A },
];

/** Whether /dev/shm can hold Chromium's shared memory (at least 1 GiB free). */
function roomyDevShm(): boolean {
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    return bavail * bsize >= 1024 ** 3;
  } catch {
    return false;
  }
}

/** One server per half: a fresh SQLite database with the demo data in a folder of its own. */
const server = (port: number) => ({
  command: 'node scripts/e2e-server.mjs',
  cwd: root,
  url: `http://127.0.0.1:${port}/health`,
  timeout: 90_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    // One folder per port: two runs side by side (a developer and CI) never wipe each other.
    DATA_DIR: path.join(os.tmpdir(), `sportello-e2e-${port}`),
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Every reply written by both serializers and compared (server/src/platform/http/reply-serializer.ts).
    CHECK_REPLIES: 'true',
    OIDC_PROVIDERS: JSON.stringify([
      {
        key: 'regione',
        name: 'Regione (prova)',
        issuer: `http://127.0.0.1:${port + E2E_IDP.portOffset}`,
        clientId: E2E_IDP.clientId,
        clientSecret: E2E_IDP.clientSecret,
      },
    ]),
  },
});

/** Browser journeys against the real server and a fresh demo database, in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, 'test-results/e2e'),
  fullyParallel: false,
  workers: halves.length,
  retries: process.env.CI ? 1 : 0,
  // Bounds for a stuck journey, not targets: two halves share two cores, so allow for a busy moment.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: 1280, height: 800 },
    // The app honours reduced motion (no transitions, no ripples): nothing is judged mid-animation.
    reducedMotion: 'reduce',
    // A trace records every step of a journey (snapshots, screencast): recording all of them, to
    // keep the failed ones, cost a third of the journeys' time on 2 cores and made pages slow
    // enough to fail. A failed journey is recorded on its retry (CI retries once).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Chromium's shared memory in /dev/shm where it is large enough, rather than in files under
      // /tmp (Playwright's default, for containers with a 64 MB /dev/shm): on the CI machines /tmp
      // is on disk, and the journeys ran 30 % slower, a page taking seconds to draw.
      ...(roomyDevShm() ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: halves.map(({ name, port, ...files }) => ({
    name,
    ...files,
    use: { baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: halves.map(({ port }) => server(port)),
});
