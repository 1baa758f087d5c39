// The closing count of `npm test`, as pure functions of the steps' outcomes and the JSON reports of
// Vitest and Playwright, so that the line and the exit code are decided in one place (and tested:
// scripts/test-report.test.mjs). A run is green only when nothing failed: no test, no file outside
// its tests (an import, a beforeAll or afterAll), no error outside the tests (Playwright's
// webServer), no step (typecheck, lint, build).
import path from 'node:path';

/** @typedef {{ passed: number, failed: number, skipped: number, flaky: string[], problems: string[] }} SuiteCount */

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

const relative = (file, root) => (root && path.isAbsolute(file) ? path.relative(root, file) : file);

/**
 * Vitest's JSON report. A file can fail outside its tests: an import that throws (no tests at all),
 * a beforeAll (its tests are reported as skipped) or an afterAll (its tests passed). Each such file
 * is a problem of its own; an error outside every file (an unhandled rejection) makes `success`
 * false with nothing else failed.
 * @returns {SuiteCount}
 */
export function countVitest(report, { root = '' } = {}) {
  const count = { passed: 0, failed: 0, skipped: 0, flaky: [], problems: [] };
  if (!report) return { ...count, problems: ['Vitest non ha prodotto risultati'] };
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    let failedHere = 0;
    for (const test of tests) {
      if (test.status === 'passed') count.passed += 1;
      else if (test.status === 'failed') {
        count.failed += 1;
        failedHere += 1;
      } else count.skipped += 1; // skipped, pending, todo
    }
    if (file.status === 'failed' && failedHere === 0) {
      const name = relative(file.name, root);
      const why =
        firstLine(file.message) ||
        (tests.length && tests.every((t) => t.status !== 'passed')
          ? 'un hook (beforeAll) non è riuscito: i suoi test risultano saltati'
          : 'errore fuori dai test (import, beforeAll o afterAll)');
      count.problems.push(`${name}: ${why}`);
    }
  }
  const total = count.passed + count.failed + count.skipped;
  if (total === 0 && count.problems.length === 0) count.problems.push('Vitest non ha eseguito alcun test');
  if (report.success === false && count.failed === 0 && count.problems.length === 0)
    count.problems.push('Vitest: errori fuori dai test (vedi sopra)');
  return count;
}

/**
 * Every test of a Playwright report with the titles of the describe blocks around it (a top-level
 * suite is the file itself, so its title is left out).
 */
function* playwrightTests(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? [])
      yield { file: spec.file ?? suite.file, titles: [...titles, spec.title], test };
  }
  for (const inner of suite.suites ?? []) yield* playwrightTests(inner, [...titles, inner.title]);
}

/**
 * Playwright's JSON report. A journey that failed and then passed on a retry is counted as passed
 * and named among the flaky ones; errors outside the tests (a spec that does not import, a
 * webServer that does not start) are problems even when no test ran.
 * @returns {SuiteCount}
 */
export function countPlaywright(report) {
  const count = { passed: 0, failed: 0, skipped: 0, flaky: [], problems: [] };
  if (!report) return { ...count, problems: ['Playwright non ha prodotto risultati'] };
  for (const suite of report.suites ?? []) {
    for (const { file, titles, test } of playwrightTests(suite)) {
      if (test.status === 'expected') count.passed += 1;
      else if (test.status === 'flaky') {
        count.passed += 1;
        count.flaky.push([file, ...titles].join(' › '));
      } else if (test.status === 'unexpected') count.failed += 1;
      else count.skipped += 1;
    }
  }
  for (const error of report.errors ?? []) count.problems.push(`Playwright: ${firstLine(error.message)}`);
  if (count.passed + count.failed + count.skipped === 0 && count.problems.length === 0)
    count.problems.push('Playwright non ha eseguito alcun test');
  return count;
}

/**
 * The closing line and the exit code. `steps` are the steps that ran, in order: { name, ok,
 * error?, count? } where `count` is the suite count of a step with a report. A failed step whose
 * report explains it (failed tests or problems) is not counted twice; one that failed with nothing
 * in its report (typecheck, lint, build, a crash) is a problem of its own.
 */
export function summarise(steps) {
  const total = { passed: 0, failed: 0, skipped: 0, flaky: [], problems: [] };
  for (const step of steps) {
    const c = step.count;
    if (c) {
      total.passed += c.passed;
      total.failed += c.failed;
      total.skipped += c.skipped;
      total.flaky.push(...c.flaky);
      total.problems.push(...c.problems);
    }
    const explained = c && (c.failed > 0 || c.problems.length > 0);
    if (!step.ok && !explained) {
      const why = firstLine(step.error);
      total.problems.push(why ? `${step.name}: ${why}` : `${step.name} non è passato`);
    }
  }
  const flaky = total.flaky.length ? ` (instabili: ${total.flaky.length}: ${total.flaky.join(', ')})` : '';
  const line =
    `Totale: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped` +
    ` — ${total.problems.length} step/file non riusciti${flaky}`;
  const exitCode = total.failed > 0 || total.problems.length > 0 ? 1 : 0;
  return { ...total, line, exitCode };
}

/** The summary's lines before the Totale: what failed outside the tests, and the flaky journeys. */
export function summaryLines({ problems, flaky }) {
  const lines = [];
  if (problems.length)
    lines.push('Non riusciti (step o file, fuori dai test):', ...problems.map((p) => `  ✗ ${p}`));
  if (flaky.length)
    lines.push('Instabili (non riusciti, poi passati al nuovo tentativo):', ...flaky.map((f) => `  ! ${f}`));
  return lines;
}
