#!/usr/bin/env node
/*
 * `npm test`: every test of the repository, in order — the unit, component and API tests on
 * PGlite; the API tests again on a PostgreSQL server when TEST_DATABASE_URL is set (CI sets
 * it); then the browser tests on the built sites. Ends with one line "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    failedSteps.push(title);
    // Say how it ended: a signal (killed, out of memory) prints nothing of its own.
    console.log(
      `(${title} ended with ${result.signal ? `signal ${result.signal}` : `exit code ${result.status}`}${result.error ? `: ${result.error.message}` : ''})`,
    );
  }
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

const vitestArgs = (name) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, name)}`,
];

const only = process.argv[2];

if (!only || only === 'unit') {
  // The API tests need no server: they get a copy of a migrated PGlite database each.
  run('unit, component and API tests (PGlite)', 'npx', vitestArgs('vitest-pglite.json'), { TEST_DATABASE_URL: '' });
  countVitest(path.join(reports, 'vitest-pglite.json'));

  if (process.env.TEST_DATABASE_URL) {
    run('API tests (PostgreSQL server)', 'npx', [...vitestArgs('vitest-postgres.json'), '--project', 'api']);
    countVitest(path.join(reports, 'vitest-postgres.json'));
  } else {
    console.log('\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only; CI runs them on PostgreSQL too)');
  }
}

if (!only || only === 'e2e') {
  if (run('build the portal and the chat site', 'npm', ['run', 'build', '-w', '@kiddo/portal', '-w', '@kiddo/chat'])) {
    const jsonFile = path.join(reports, 'playwright.json');
    run(
      'browser tests (Playwright, Debian Chromium)',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile,
      },
    );
    countPlaywright(jsonFile);
  }
}

console.log('');
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join('; ')}`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
