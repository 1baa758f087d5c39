// `npm test`: everything, in order: typecheck, lint, unit + API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), a production build, the cluster check (two processes behind nginx),
// then the browser journeys in Debian's Chromium.
// Ends with one line "Totale: N passed, N failed, N skipped — N step/file non riusciti" over all
// suites and steps (scripts/test-report.mjs), naming the journeys that passed only on a retry; the
// exit code is 1 exactly when that line counts a failure.
import './use-supported-node.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { buildIfNeeded, root, run, runQuiet } from './lib.mjs';
import { countPlaywright, countVitest, summarise, summaryLines } from './test-report.mjs';

const CHROMIUM = '/usr/bin/chromium';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-reports-'));
/** Every step that ran, with its report's count when it has one: what the Totale line adds up. */
const steps = [];

/**
 * Debian's packages the tests drive: Chromium for the journeys, poppler-utils for the PDFs' tests
 * (pdftotext, pdffonts, pdftoppm read back what the server drew). Installed when missing, as root.
 */
const DEBIAN_TOOLS = [
  { pkg: 'chromium', file: CHROMIUM },
  { pkg: 'poppler-utils', file: '/usr/bin/pdftotext' },
  // The cluster check: nginx in front of two processes, TLS with a certificate openssl makes.
  { pkg: 'nginx', file: '/usr/sbin/nginx' },
  { pkg: 'openssl', file: '/usr/bin/openssl' },
];

function ensureDebianTools() {
  const missing = DEBIAN_TOOLS.filter((t) => !fs.existsSync(t.file)).map((t) => t.pkg);
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Mancano ${missing.join(', ')}: installali con "sudo apt-get install -y ${missing.join(' ')}".`,
    );
  }
  console.log(`Installo ${missing.join(', ')} dai pacchetti Debian…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
}

/** Each step's wall time, printed at the end: the suite must stay under 15 minutes on 2 cores. */
const timings = [];
const started = performance.now();
const since = (t0) => `${Math.round((performance.now() - t0) / 1000)} s`;

/** Runs one step; `report` (read after it ends, even when it failed) gives its tests' count. */
async function step(name, fn, { timed = true, report } = {}) {
  console.log(`\n━━ ${name}`);
  const t0 = performance.now();
  const outcome = { name, ok: true };
  try {
    await fn();
  } catch (e) {
    Object.assign(outcome, { ok: false, error: e.message });
    console.error(`✗ ${name} non è passato`);
  }
  if (report) outcome.count = report();
  steps.push(outcome);
  if (timed) timings.push(`${name} ${since(t0)}`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Steps that need no database run side by side (two cores); each prints its output when it ends. */
async function sideBySide(commands) {
  const t0 = performance.now();
  const running = commands.map(([name, cmd, args]) =>
    runQuiet(cmd, args).then(
      ({ output }) => ({ name, output }),
      (e) => ({ name, output: e.output ?? '', error: e }),
    ),
  );
  const results = await Promise.all(running);
  timings.push(`${commands.map(([name]) => name).join(' + ')} ${since(t0)}`);
  for (const result of results) {
    await step(
      result.name,
      async () => {
        if (result.output.trim()) console.log(result.output.trimEnd());
        if (result.error) throw result.error;
      },
      { timed: false },
    );
  }
}

await step('Chromium, poppler-utils e nginx', async () => ensureDebianTools());
await sideBySide([
  ['Typecheck', 'npx', ['tsc', '-b', 'packages/contracts', 'server', 'web']],
  ['Lint e formattazione', 'npm', ['run', '--silent', 'lint']],
]);

const vitestOut = path.join(reports, 'vitest.json');
await step(
  process.env.TEST_DATABASE_URL ? 'Unit e API (SQLite e PostgreSQL)' : 'Unit e API (SQLite)',
  () =>
    run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestOut}`]),
  { report: () => countVitest(readJson(vitestOut), { root }) },
);

await step('Build', () => buildIfNeeded());
// Two production processes behind nginx on PostgreSQL, Redis and S3 (needs TEST_DATABASE_URL and
// REDIS_URL, else it says it is skipped): about a minute.
await step('Cluster dietro nginx', () => run('node', ['scripts/cluster-check.mjs']));

const pwOut = path.join(reports, 'playwright.json');
await step(
  'Percorsi nel browser (Playwright, Chromium)',
  () =>
    run('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut },
    }),
  { report: () => countPlaywright(readJson(pwOut)) },
);

console.log(`\nScreenshot dei percorsi: ${path.join(root, 'test-results')}`);
console.log(`Tempi: ${timings.join(' · ')} · in tutto ${since(started)}`);
const total = summarise(steps);
const lines = summaryLines(total);
if (lines.length) console.error(`\n${lines.join('\n')}`);
console.log(`\n${total.line}`);
process.exit(total.exitCode);
