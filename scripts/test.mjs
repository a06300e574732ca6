// `npm test` (what CI runs): installs everything (pnpm, dependencies, Debian's chromium and
// postgresql when missing), type-checks once, builds, then runs every test tier and ends with
// each tier's time and one totals line.
//
// `node scripts/test.mjs <tier> [<tier> ...]` (the `test:<tier>` scripts) runs chosen tiers
// with only the preparation they need. The tiers:
//   unit     strict type-check, then domain rules and package / app units
//   stories  every Storybook story in headless Chromium: render, play, axe, screenshots
//   api      the API suite, files side by side, on a throwaway PostgreSQL (production's database)
//            when it is available, else on PGlite (without the fuzzing, which is the soak's)
//   e2e      end-to-end journeys against the real API (on PGlite, the development default) and
//            the production storefront build, two files at a time, each worker on its own
//            servers (e2e/workerServers.ts)
//   soak     API fuzzing at full strength and the SIGKILL durability run, on PGlite
//   package  the published shape of @salon/ui (publint, attw, and a Vite + React app outside the
//            workspace that installs its tarball and renders from it in Chromium), the bundle
//            budgets of the storefront build and the scale-out test (bench/scale: two APIs and
//            two storefronts on one PostgreSQL)
//   lint     ESLint over every source, test and tool file, then knip (unused files, exports and
//            dependencies); any finding fails the run (decision 0048)
//
// Two lanes run side by side, one per core, right after the install. They take the steps from
// one queue, longest first, each step as soon as what it reads is there: the journeys and the
// package check wait for the build; the stories, units and API suite run from the sources
// (decision 0045); the lint reads only the sources too. Each step's lines are prefixed with its tier, and the summary prints each
// tier's wall time and CPU time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { ensureChromium, ensurePostgres, installDependencies, log, pnpmArgs, repoRoot, typecheck } from './lib.mjs';

const TIERS = ['unit', 'stories', 'api', 'e2e', 'soak', 'package', 'lint'];
const API_SOAK_FILES = ['test/fuzz', 'test/durability'];
/** `nice` level of every test step beside the journeys (a weight of about 1 to 3 against them). */
const BACKGROUND_NICENESS = 5;

const requested = process.argv.slice(2);
const unknown = requested.filter((tier) => !TIERS.includes(tier));
if (unknown.length) {
  console.error(`unknown tier ${unknown.join(', ')}; the tiers are ${TIERS.join(', ')}`);
  process.exit(2);
}
const everything = requested.length === 0;
const chosen = everything ? TIERS : requested;
const wants = (tier) => chosen.includes(tier);

const reportDir = path.join(repoRoot, '.tmp');
fs.mkdirSync(reportDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];
const tierSeconds = new Map();
/** Tests each tier ran, to print the cost per test (per story for the stories tier). */
const tierTests = new Map();

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

function countReport(tier, name, outputFile) {
  const report = fs.existsSync(outputFile) ? JSON.parse(fs.readFileSync(outputFile, 'utf8')) : null;
  tierTests.set(tier, (tierTests.get(tier) ?? 0) + (report?.numTotalTests ?? 0));
  collectFailedTests(name, report);
  totals.passed += report?.numPassedTests ?? 0;
  totals.skipped += (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  // A run that broke outside any test (a failed global setup, a crash) still counts as a failure.
  totals.failed += report?.numFailedTests || (report?.success === false || !report ? 1 : 0);
}

const tierCpuSeconds = new Map();
const TIMES_LINE = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/;

/**
 * Runs a command with each output line prefixed by the tier, so two lanes stay readable. Bash's
 * `times` afterwards reports the CPU its children used (user and system), which the summary
 * prints beside each tier's wall time: with two lanes sharing two cores, CPU is what a tier
 * really costs.
 */
function runPrefixed(tier, command, args, env) {
  return new Promise((resolve) => {
    const script = '"$@"; code=$?; times; exit $code';
    const child = spawn('bash', ['-c', script, 'bash', command, ...args], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const timesLines = [];
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (TIMES_LINE.test(line)) timesLines.push(line);
      else console.log(`[${tier}] ${line}`);
    });
    readline.createInterface({ input: child.stderr }).on('line', (line) => console.log(`[${tier}] ${line}`));
    child.on('error', (error) => resolve(String(error)));
    child.on('close', (code, signal) => {
      // `times` prints the shell's own use, then its children's.
      const [, userMinutes, userSeconds, systemMinutes, systemSeconds] = TIMES_LINE.exec(timesLines.at(-1) ?? '') ?? [];
      if (userMinutes !== undefined) {
        const cpu = Number(userMinutes) * 60 + Number(userSeconds) + Number(systemMinutes) * 60 + Number(systemSeconds);
        tierCpuSeconds.set(tier, (tierCpuSeconds.get(tier) ?? 0) + cpu);
      }
      resolve(code === 0 ? null : `exited with ${code ?? signal}`);
    });
  });
}

/** One Vitest run of a tier (optionally inside a wrapper command that provides a database). */
async function vitestRun(tier, name, args, { wrapper = [], env = {} } = {}) {
  const outputFile = path.join(reportDir, `vitest-${name}.json`);
  fs.rmSync(outputFile, { force: true });
  const vitest = pnpmArgs(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...args]);
  // Everything but the journeys runs at a lower CPU priority (decision 0045): the journeys are the
  // longest step and wait on a browser and two servers at every click, so they are the ones that
  // stretch (and time out) when they queue for a core; the others only need the cores' leftovers.
  const niceness = tier === 'e2e' ? [] : ['nice', '-n', String(BACKGROUND_NICENESS)];
  const [command, ...commandArgs] = [...niceness, ...wrapper, 'npx', ...vitest];
  const error = await runPrefixed(tier, command, commandArgs, env);
  if (error) failures.push(`${name}: vitest ${error}`);
  countReport(tier, name, outputFile);
}

/**
 * ESLint, then knip, at the background priority. Each counts as one test: passed without a
 * finding, failed with any. Run alone (`npm run test:lint`), ESLint takes a thread per core (its
 * `auto` picks one on 2 cores): about 30 s instead of 50 s on a quiet machine. In the full run
 * both cores are busy anyway and a second thread only adds its own start-up (about 9 s of CPU,
 * decision 0048), so it lints in one.
 */
async function lintRun() {
  const niceness = ['nice', '-n', String(BACKGROUND_NICENESS)];
  const threads = everything ? 'off' : String(os.availableParallelism());
  const checks = [
    ['eslint', ['exec', 'eslint', '.', '--concurrency', threads]],
    // Without hints: whether the storefront's generated route types exist yet depends on the
    // type-check in the other lane, and knip would suggest dropping the ignore that covers them.
    ['knip', ['exec', 'knip', '--no-config-hints']],
  ];
  tierTests.set('lint', checks.length);
  for (const [name, args] of checks) {
    const error = await runPrefixed('lint', niceness[0], [...niceness.slice(1), 'npx', ...pnpmArgs(args)], {});
    if (error) {
      failures.push(`lint: ${name} ${error}`);
      failedTests.push(`[lint] ${name}: findings above, prefixed [lint]`);
      totals.failed += 1;
    } else totals.passed += 1;
  }
}

const projects = (...names) => names.flatMap((name) => ['--project', name]);
const withPostgres = path.join(repoRoot, 'apps/api/scripts/with-postgres.mjs');
let havePostgres = false;

/**
 * The API suite runs once, on a PostgreSQL server when there is one: production's database, with
 * its driver, a pool of connections, concurrency and locks. PGlite (PostgreSQL compiled to
 * WebAssembly, the development default) is what the journeys, the fuzzing and the durability run
 * use, so each database is tested and nothing runs twice (decision 0045). The durability file has
 * a case for each database and runs the one that fits.
 */
const TIER_RUNS = {
  unit: () => vitestRun('unit', 'unit', projects('domain', 'ui', 'block-registry', 'api-client', 'creator', 'storefront')),
  stories: () => vitestRun('stories', 'stories', projects('storybook')),
  api: () => {
    const onPostgres = havePostgres && fs.existsSync(withPostgres);
    const excluded = onPostgres ? ['test/fuzz'] : API_SOAK_FILES;
    const args = [...projects('api'), ...excluded.flatMap((folder) => ['--exclude', `${folder}/**`])];
    if (!onPostgres) return vitestRun('api', 'api', args);
    // The wrapper starts a throwaway PostgreSQL on loopback and sets DATABASE_URL for the suite.
    return vitestRun('api', 'api-on-postgresql', args, { wrapper: ['node', withPostgres] });
  },
  e2e: () => vitestRun('e2e', 'e2e', projects('e2e')),
  soak: () => vitestRun('soak', 'soak-fuzz-durability', [...projects('api'), ...API_SOAK_FILES]),
  // The storefront was just built: the bundle checks must find it rather than skip.
  package: () => vitestRun('package', 'package', projects('package', 'bench'), { env: { BENCH_REQUIRE_BUILD: '1' } }),
  lint: lintRun,
};

async function timedTier(tier) {
  const started = Date.now();
  log(`tier ${tier}`);
  await TIER_RUNS[tier]();
  tierSeconds.set(tier, (Date.now() - started) / 1000);
}

/** A set-up step that stops the run when it fails: nothing after it could be trusted. */
async function prepare(name, action) {
  const started = Date.now();
  log(name);
  try {
    await action();
  } catch (error) {
    console.log(`\n${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    console.log('\nTests: 0 passed, 1 failed, 0 skipped');
    process.exit(1);
  }
  tierSeconds.set(name, (Date.now() - started) / 1000);
}

/**
 * A preparation step inside a lane (type-check, build). A failure is recorded rather than
 * ending the run, so the tiers that do not need the step still report; the lane skips the
 * tiers that do.
 */
async function laneStep(name, action) {
  const started = Date.now();
  log(name);
  try {
    await action();
    tierSeconds.set(name, (Date.now() - started) / 1000);
    return true;
  } catch (error) {
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    totals.failed += 1;
    return false;
  }
}

async function buildForTiers() {
  // Only the production storefront and the published package are read by the tiers; the full
  // recursive build is what `npm test` proves still works.
  const args = everything ? ['-r', 'build'] : ['--filter', '@salon/ui', '--filter', '@salon/storefront', 'build'];
  const error = await runPrefixed('build', 'npx', pnpmArgs(args), {});
  if (error) throw new Error(`pnpm ${args.join(' ')} ${error}`);
}

/** A promise with its resolve outside, and whether it has settled (Node 20 has no Promise.withResolvers). */
function deferred() {
  let resolve;
  const promise = new Promise((settle) => (resolve = settle));
  const handle = { promise, settled: false, resolve: (value) => ((handle.settled = true), resolve(value)) };
  return handle;
}

/**
 * The steps, longest first (their times in the full run, decision 0045), and what each waits for.
 * A free lane takes the first step whose prerequisite is done; a step whose prerequisite failed
 * is skipped with a line saying so.
 */
const needsBuild = wants('e2e') || wants('package');
const STEPS = [
  { name: 'build', wanted: needsBuild, run: () => laneStep('build', buildForTiers) },
  { name: 'type-check', wanted: wants('unit'), run: () => laneStep('type-check', typecheck) },
  { name: 'e2e', wanted: wants('e2e'), after: 'build' },
  { name: 'stories', wanted: wants('stories') },
  { name: 'api', wanted: wants('api') },
  { name: 'soak', wanted: wants('soak') },
  { name: 'unit', wanted: wants('unit') },
  { name: 'lint', wanted: wants('lint') },
  { name: 'package', wanted: wants('package'), after: 'build' },
].filter((step) => step.wanted);
const stepDone = new Map(STEPS.map((step) => [step.name, deferred()]));

async function lane() {
  while (STEPS.length) {
    const index = STEPS.findIndex((step) => !step.after || stepDone.get(step.after).settled);
    if (index === -1) {
      // Every step left waits for a prerequisite that the other lane is running.
      await Promise.race(STEPS.map((step) => stepDone.get(step.after).promise));
      continue;
    }
    const [step] = STEPS.splice(index, 1);
    const prerequisiteOk = step.after ? await stepDone.get(step.after).promise : true;
    let ok = false;
    if (!prerequisiteOk) console.log(`[${step.name}] skipped: the ${step.after} failed`);
    else if (step.run) ok = await step.run();
    else {
      await timedTier(step.name);
      ok = true;
    }
    stepDone.get(step.name).resolve(ok);
  }
}

const started = Date.now();
// The package tier opens the consumer app of the packed @salon/ui in it (decision 0051).
if (wants('stories') || wants('e2e') || wants('package')) ensureChromium();
// The API suite runs on it, and the package tier's scale-out test (bench/scale) needs its server.
if (wants('api') || wants('package')) havePostgres = ensurePostgres();
await prepare('install', installDependencies);
await Promise.all([lane(), lane()]);

if (failedTests.length) {
  console.log('\nFailed tests:');
  for (const failed of failedTests) console.log(`  - ${failed}`);
}
if (failures.length) {
  console.log('\nFailed steps:');
  for (const failure of failures) console.log(`  - ${failure}`);
}
const minutes = (seconds) => `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
console.log('\nTime per step and tier (lanes run side by side):');
for (const [name, seconds] of tierSeconds) {
  const tests = tierTests.get(name);
  const perTest = tests ? `  ${String(tests).padStart(5)} tests, ${(seconds / tests).toFixed(2)} s each` : '';
  const cpu = tierCpuSeconds.has(name) ? `  (cpu ${minutes(tierCpuSeconds.get(name))})` : '';
  console.log(`  ${name.padEnd(10)} ${minutes(seconds).padStart(6)}${perTest}${cpu}`);
}
console.log(`  ${'total'.padEnd(10)} ${minutes((Date.now() - started) / 1000)}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
