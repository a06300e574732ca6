// `npm test`: installs everything (pnpm, dependencies, Debian's chromium and postgresql when
// missing), type-checks and builds the workspace, then runs every Vitest project (domain and
// package units, API, stories in Chromium with axe, end-to-end) and the API suite again on a
// real PostgreSQL. Ends with one totals line.
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensurePostgres, installDependencies, log, pnpm, pnpmArgs, repoRoot, run } from './lib.mjs';

const reportDir = path.join(repoRoot, '.tmp');
fs.mkdirSync(reportDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];

/** Names the failed tests of a Vitest JSON report, so the end of the log says what broke. */
function collectFailedTests(name, report) {
  for (const file of report?.testResults ?? []) {
    const relative = path.relative(repoRoot, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      failedTests.push(`[${name}] ${relative} > ${test.fullName}\n      ${reason}`);
    }
    // A file that failed to load has no assertions, only a message.
    if (!failed.length && file.status === 'failed') {
      failedTests.push(`[${name}] ${relative}\n      ${String(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
}

function step(name, action) {
  log(name);
  try {
    action();
  } catch (error) {
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs Vitest, optionally through a wrapper command (e.g. one that provides a database). */
function vitestRun(name, args, wrapper = []) {
  const outputFile = path.join(reportDir, `vitest-${name}.json`);
  fs.rmSync(outputFile, { force: true });
  step(`vitest: ${name}`, () => {
    try {
      const vitest = pnpmArgs(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...args]);
      if (wrapper.length) run(wrapper[0], [...wrapper.slice(1), 'npx', ...vitest]);
      else run('npx', vitest);
    } finally {
      const report = fs.existsSync(outputFile) ? JSON.parse(fs.readFileSync(outputFile, 'utf8')) : null;
      collectFailedTests(name, report);
      totals.passed += report?.numPassedTests ?? 0;
      totals.skipped += (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
      // A run that broke outside any test (a failed global setup, a crash) still counts as a failure.
      totals.failed += report?.numFailedTests || (report?.success === false || !report ? 1 : 0);
    }
  });
}

ensureChromium();
const havePostgres = ensurePostgres();
installDependencies();

step('type-check (strict) every package and the tooling', () => {
  pnpm(['-r', '--workspace-concurrency=1', 'typecheck']);
  pnpm(['exec', 'tsc', '--noEmit', '-p', 'tsconfig.tools.json']);
});
step('build every package and app', () => pnpm(['-r', 'build']));
step('build Storybook', () => pnpm(['exec', 'storybook', 'build', '--quiet', '-o', 'storybook-static']));

// The storefront was just built: the bundle checks must find it rather than skip.
process.env.BENCH_REQUIRE_BUILD = '1';
// End-to-end tests run on their own: their servers start in a global setup, and a failure
// there must not hide the results of every other project.
const UNIT_AND_STORY_PROJECTS = ['domain', 'ui', 'block-registry', 'api-client', 'api', 'storefront', 'bench', 'storybook'];
vitestRun('units-api-stories', UNIT_AND_STORY_PROJECTS.flatMap((name) => ['--project', name]));
vitestRun('e2e', ['--project', 'e2e']);
const withPostgres = path.join(repoRoot, 'apps/api/scripts/with-postgres.mjs');
if (havePostgres && fs.existsSync(withPostgres)) {
  // The wrapper starts a throwaway PostgreSQL on loopback and sets DATABASE_URL for the suite.
  vitestRun('api-on-postgresql', ['--project', 'api'], ['node', withPostgres]);
}

if (failedTests.length) {
  console.log('\nFailed tests:');
  for (const failed of failedTests) console.log(`  - ${failed}`);
}
if (failures.length) {
  console.log('\nFailed steps:');
  for (const failure of failures) console.log(`  - ${failure}`);
}
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
