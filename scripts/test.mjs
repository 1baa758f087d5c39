// `npm test`: everything, in order: typecheck, lint, unit + API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), a production build, then the browser journeys in Debian's Chromium.
// Ends with one line "Totale: N passed, N failed" over all suites.
import './use-supported-node.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { buildIfNeeded, root, run, runQuiet } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failure = null;

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium manca: installalo con "sudo apt-get install -y chromium" (serve ${CHROMIUM}).`);
  }
  console.log('Installo Chromium dai pacchetti Debian…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}

/** Each step's wall time, printed at the end: the suite must stay under 15 minutes on 2 cores. */
const timings = [];
const started = performance.now();
const since = (t0) => `${Math.round((performance.now() - t0) / 1000)} s`;

async function step(name, fn, timed = true) {
  console.log(`\n━━ ${name}`);
  const t0 = performance.now();
  try {
    await fn();
  } catch (e) {
    failure ??= `${name}: ${e.message}`;
    console.error(`✗ ${name} non è passato`);
  }
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
async function sideBySide(steps) {
  const t0 = performance.now();
  const running = steps.map(([name, cmd, args]) =>
    runQuiet(cmd, args).then(
      ({ output }) => ({ name, output }),
      (e) => ({ name, output: e.output ?? '', error: e }),
    ),
  );
  const results = await Promise.all(running);
  timings.push(`${steps.map(([name]) => name).join(' + ')} ${since(t0)}`);
  for (const result of results) {
    await step(
      result.name,
      async () => {
        if (result.output.trim()) console.log(result.output.trimEnd());
        if (result.error) throw result.error;
      },
      false,
    );
  }
}

await step('Chromium', async () => ensureChromium());
await sideBySide([
  ['Typecheck', 'npx', ['tsc', '-b', 'packages/contracts', 'server', 'web']],
  ['Lint e formattazione', 'npm', ['run', '--silent', 'lint']],
]);

const vitestOut = path.join(reports, 'vitest.json');
await step(process.env.TEST_DATABASE_URL ? 'Unit e API (SQLite e PostgreSQL)' : 'Unit e API (SQLite)', () =>
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestOut}`]),
);
const v = readJson(vitestOut);
if (v) {
  totals.passed += v.numPassedTests;
  totals.failed += v.numFailedTests;
  totals.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  if (v.numTotalTests === 0) failure ??= 'Vitest non ha eseguito alcun test';
} else failure ??= 'Vitest non ha prodotto risultati';

await step('Build', () => buildIfNeeded());

const pwOut = path.join(reports, 'playwright.json');
await step('Percorsi nel browser (Playwright, Chromium)', () =>
  run('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut },
  }),
);
const p = readJson(pwOut);
if (p?.stats) {
  totals.passed += p.stats.expected + p.stats.flaky;
  totals.failed += p.stats.unexpected;
  totals.skipped += p.stats.skipped;
  if (p.stats.expected + p.stats.unexpected + p.stats.flaky === 0)
    failure ??= 'Playwright non ha eseguito alcun test';
} else failure ??= 'Playwright non ha prodotto risultati';

console.log(`\nScreenshot dei percorsi: ${path.join(root, 'test-results')}`);
console.log(`Tempi: ${timings.join(' · ')} · in tutto ${since(started)}`);
if (failure) console.error(`\nPrimo errore: ${failure}`);
console.log(`\nTotale: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failure || totals.failed ? 1 : 0);
