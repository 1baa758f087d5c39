import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, summarise, summaryLines } from './test-report.mjs';

/**
 * Reports recorded from real runs of Vitest 4 and Playwright (scripts/fixtures): a file whose
 * beforeAll throws, one that does not import, one whose afterAll throws, one with a failed and a
 * skipped test; journeys that fail, pass on retry, fail in beforeAll or afterAll; a spec that does
 * not import; a webServer that does not start.
 */
const recorded = (name) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'));
const vitest = recorded('vitest-report.json');
const playwright = recorded('playwright-report.json');
const ok = (name, count) => ({ name, ok: true, count });

describe('the closing count of npm test', () => {
  it('counts a file whose beforeAll, import or afterAll failed, though none of its tests failed', () => {
    const count = countVitest(vitest, { root: '/repo' });
    expect(count).toMatchObject({ passed: 2, failed: 1, skipped: 3 });
    expect(count.problems).toEqual([
      'server/src/modules/forms/after-all.test.ts: close failed',
      'server/src/modules/tables/before-all.test.ts: un hook (beforeAll) non è riuscito: i suoi test risultano saltati',
      "server/src/modules/media/import.test.ts: Cannot find module './missing-module.js' imported from /repo/server/src/modules/media/import.test.ts",
    ]);
  });

  it('a beforeAll failure alone makes the run red, though Vitest reports its tests as skipped', () => {
    const onlyBeforeAll = {
      ...vitest,
      testResults: vitest.testResults.filter((f) => f.name.endsWith('before-all.test.ts')),
    };
    const run = summarise([
      { name: 'Typecheck', ok: true },
      { name: 'Unit e API', ok: false, error: 'npx vitest run → 1', count: countVitest(onlyBeforeAll) },
    ]);
    expect(run.line).toBe('Totale: 0 passed, 0 failed, 2 skipped — 1 step/file non riusciti');
    expect(run.exitCode).toBe(1);
  });

  it('an import failure and an afterAll failure each count, and the line agrees with the exit code', () => {
    for (const file of ['import.test.ts', 'after-all.test.ts']) {
      const one = { ...vitest, testResults: vitest.testResults.filter((f) => f.name.endsWith(file)) };
      const run = summarise([{ name: 'Unit e API', ok: false, count: countVitest(one) }]);
      expect(run.line, file).toMatch(/— 1 step\/file non riusciti$/);
      expect(run.exitCode, file).toBe(1);
    }
  });

  it('counts a failed step that has no report (typecheck, lint, build), once', () => {
    const run = summarise([
      { name: 'Typecheck', ok: false, error: 'npx tsc -b packages/contracts server web → 2' },
      { name: 'Lint e formattazione', ok: false },
      ok('Unit e API', { passed: 10, failed: 0, skipped: 0, flaky: [], problems: [] }),
      { name: 'Build', ok: true },
    ]);
    expect(run.problems).toEqual([
      'Typecheck: npx tsc -b packages/contracts server web → 2',
      'Lint e formattazione non è passato',
    ]);
    expect(run.line).toBe('Totale: 10 passed, 0 failed, 0 skipped — 2 step/file non riusciti');
    expect(run.exitCode).toBe(1);
  });

  it('does not count twice a step whose report explains its failure', () => {
    const run = summarise([
      { name: 'Unit e API', ok: false, count: { passed: 3, failed: 1, skipped: 0, flaky: [], problems: [] } },
    ]);
    expect(run.line).toBe('Totale: 3 passed, 1 failed, 0 skipped — 0 step/file non riusciti');
    expect(run.exitCode).toBe(1);
  });

  it('counts errors outside every file (an unhandled rejection) when Vitest says it did not succeed', () => {
    const unhandled = {
      success: false,
      testResults: [
        { name: '/repo/a.test.ts', status: 'passed', message: '', assertionResults: [{ status: 'passed' }] },
      ],
    };
    const run = summarise([{ name: 'Unit e API', ok: false, count: countVitest(unhandled) }]);
    expect(run.problems).toEqual(['Vitest: errori fuori dai test (vedi sopra)']);
    expect(run.exitCode).toBe(1);
  });

  it('names the journeys that passed only on a retry, and a journey failed in its hooks', () => {
    const count = countPlaywright(playwright);
    expect(count).toMatchObject({ passed: 2, failed: 3, skipped: 2, problems: [] });
    expect(count.flaky).toEqual(['flaky.spec.mjs › passes on the second try']);
    const run = summarise([ok('Percorsi nel browser', count)]);
    expect(run.line).toBe(
      'Totale: 2 passed, 3 failed, 2 skipped — 0 step/file non riusciti' +
        ' (instabili: 1: flaky.spec.mjs › passes on the second try)',
    );
    expect(run.exitCode).toBe(1);
    expect(summaryLines(run)).toEqual([
      'Instabili (non riusciti, poi passati al nuovo tentativo):',
      '  ! flaky.spec.mjs › passes on the second try',
    ]);
  });

  it('names a journey inside a describe block by file, block and title', () => {
    const flakyInDescribe = structuredClone(playwright);
    const hooks = flakyInDescribe.suites.find((s) => s.file === 'hooks.spec.mjs');
    hooks.suites[0].specs[0].tests[0].status = 'flaky';
    expect(countPlaywright(flakyInDescribe).flaky).toContain('hooks.spec.mjs › before › one');
  });

  it('a flaky journey alone leaves the run green, and says so', () => {
    const flakyOnly = structuredClone(playwright);
    flakyOnly.suites = flakyOnly.suites.filter((s) => s.file === 'flaky.spec.mjs');
    flakyOnly.suites[0].specs = flakyOnly.suites[0].specs.filter((s) => s.ok);
    const run = summarise([ok('Percorsi nel browser', countPlaywright(flakyOnly))]);
    expect(run.line).toBe(
      'Totale: 2 passed, 0 failed, 1 skipped — 0 step/file non riusciti' +
        ' (instabili: 1: flaky.spec.mjs › passes on the second try)',
    );
    expect(run.exitCode).toBe(0);
  });

  it('counts Playwright errors outside the tests: a spec that does not import, a webServer that does not start', () => {
    const imports = countPlaywright(recorded('playwright-import-error.json'));
    expect(imports.problems).toEqual([
      "Playwright: Error: Cannot find module '/repo/web/e2e/missing.mjs' imported from /repo/web/e2e/import.spec.mjs",
    ]);
    const server = countPlaywright(recorded('playwright-webserver-error.json'));
    expect(server.problems).toEqual([
      'Playwright: Error: Process from config.webServer was not able to start. Exit code: 1',
    ]);
    const run = summarise([{ name: 'Percorsi nel browser', ok: false, count: server }]);
    expect(run.line).toBe('Totale: 0 passed, 0 failed, 0 skipped — 1 step/file non riusciti');
    expect(run.exitCode).toBe(1);
  });

  it('a missing or empty report is a failure, not a green zero', () => {
    expect(countVitest(null).problems).toEqual(['Vitest non ha prodotto risultati']);
    expect(countVitest({ success: true, testResults: [] }).problems).toEqual([
      'Vitest non ha eseguito alcun test',
    ]);
    expect(countPlaywright(null).problems).toEqual(['Playwright non ha prodotto risultati']);
    const run = summarise([
      { name: 'Percorsi nel browser', ok: true, count: countPlaywright({ suites: [], errors: [] }) },
    ]);
    expect(run.exitCode).toBe(1);
  });

  it('a green run says 0 and exits 0', () => {
    const run = summarise([
      { name: 'Typecheck', ok: true },
      ok('Unit e API', { passed: 5, failed: 0, skipped: 1, flaky: [], problems: [] }),
      ok('Percorsi nel browser', { passed: 2, failed: 0, skipped: 0, flaky: [], problems: [] }),
    ]);
    expect(run.line).toBe('Totale: 7 passed, 0 failed, 1 skipped — 0 step/file non riusciti');
    expect(run.exitCode).toBe(0);
    expect(summaryLines(run)).toEqual([]);
  });
});
