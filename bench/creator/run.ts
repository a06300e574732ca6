/**
 * The creator at scale (issue 18 item 7): starts the API (PGlite, seeded) and the built
 * storefront, builds a page of 500 blocks and a tiny floor page through the administrator API,
 * opens each in the editor in Chromium and times insert, delete, keyboard move and undo. Each
 * action is traced from its first input until the editor shows the result and the page is quiet
 * again (refetches landed, the same-origin preview re-rendered); the table gives the longest
 * main-thread task, the total blocking time (what tasks take beyond 50 ms) and the wall time,
 * beside the same figures on the floor page in the same run. Also prints the requests the
 * editor makes while loading, and the load average before and after.
 *
 *   cd bench && npm run creator [-- --size 500 --floor 5 --traces /tmp/traces]
 *   cd bench && npm run creator:check     exits 1 when an action on the big page has a task of 50 ms or more
 *
 * Needs a built storefront (cd apps/storefront && npx react-router build). Figures taken at a
 * load average over 1.5 are labelled: they are not comparable.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import { BLOCK_NAME } from '@salon/domain';
import { launchChromium } from '../../e2e/browser.ts';
import { chromiumPath } from '../../vitest.workspace.ts';
import { SEED_PASSWORD } from '../../e2e/shopper.ts';
import { startServers } from '../../e2e/servers.ts';
import { insertAfter, moveDown, remove, trackRequests, undoMove, type ActionSteps } from './actions.ts';
import { createBenchPage, type BenchPage } from './page.ts';
import { LONG_TASK_MS, traced, type TaskSummary } from './trace.ts';

const { values: options } = parseArgs({
  options: {
    size: { type: 'string', default: '500' },
    floor: { type: 'string', default: '5' },
    check: { type: 'boolean', default: false },
    /** A folder for each action's Chromium trace (DevTools' Performance panel opens them). */
    traces: { type: 'string' },
  },
});
const ADMIN = 'admin@salon.test';
const QUIET_LOAD = 1.5;
const ACTIONS = ['insert', 'delete', 'keyboard move', 'undo'] as const;
type ActionName = (typeof ACTIONS)[number];

interface Measured extends TaskSummary {
  wallMs: number;
}
interface PageRun {
  size: number;
  topLevel: number;
  load: { requests: number; componentLists: number; blueprintLists: number; ms: number };
  actions: Record<ActionName, Measured>;
}

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

async function signedInContext(browser: Browser, storefrontUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: storefrontUrl, viewport: { width: 1366, height: 900 } });
  const host = new URL(storefrontUrl).hostname;
  // First-visit popups answered, as the e2e journeys do: they would cover the editor.
  await context.addCookies([
    { name: 'delivery_country', value: encodeURIComponent(JSON.stringify({ countryId: 2, savedAt: Date.now() })), domain: host, path: '/' },
    { name: 'signup_popup', value: '1', domain: host, path: '/' },
  ]);
  const login = await context.request.post('/session/login', { data: { email: ADMIN, password: SEED_PASSWORD }, headers: { Origin: new URL(storefrontUrl).origin } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  return context;
}

/** Opens the page in the editor, then runs the four actions on rows near the top. */
async function measurePage(browser: Browser, context: BrowserContext, bench: BenchPage): Promise<PageRun> {
  const page = await context.newPage();
  const quiet = trackRequests(page);
  const listed: string[] = [];
  page.on('request', (request) => listed.push(`${request.method()} ${new URL(request.url()).pathname}`));
  const started = Date.now();
  await page.goto(`/admin/creator/edit?route=${bench.route}&scheme=${bench.scheme}`);
  await page.locator(`[data-uuid="${bench.topLevel[0]!.uuid}"]`).waitFor();
  await page.frameLocator('iframe[title="Preview"]').locator('[data-testid="creator-preview"] [data-block]').first().waitFor();
  await quiet();
  const load = {
    requests: listed.length,
    componentLists: listed.filter((line) => /^GET .*\/components\/$/.test(line)).length,
    blueprintLists: listed.filter((line) => /^GET .*\/blueprints\/$/.test(line)).length,
    ms: Date.now() - started,
  };

  const leaves = bench.topLevel.filter((component) => component.name !== BLOCK_NAME.CONTENT_WRAPPER);
  const moved = leaves[2]!.uuid;
  const next = bench.topLevel[bench.topLevel.findIndex((component) => component.uuid === moved) + 1]!.uuid;
  const steps: Record<ActionName, ActionSteps> = {
    insert: insertAfter(page, leaves[0]!.uuid),
    delete: remove(page, leaves[1]!.uuid),
    'keyboard move': moveDown(page, moved, next),
    undo: undoMove(page, moved, next),
  };
  const actions = {} as Record<ActionName, Measured>;
  for (const name of ACTIONS) {
    // Untimed: back to the top, where the rows used are (the insert menu sits below the list, so
    // an insert leaves the window scrolled down, and a windowed list renders only what is in view).
    await page.evaluate(() => window.scrollTo(0, 0));
    await quiet();
    let wallMs = 0;
    const tasks = await traced(browser, page, async () => {
      const start = Date.now();
      await steps[name].act();
      wallMs = Date.now() - start;
      await quiet();
    }, options.traces && path.join(options.traces, `creator-${bench.total}-${name.replace(' ', '-')}.json`));
    actions[name] = { ...tasks, wallMs };
  }
  await page.close();
  return { size: bench.total, topLevel: bench.topLevel.length, load, actions };
}

const ms = (value: number) => `${Math.round(value)} ms`;

function printTable(floor: PageRun, big: PageRun) {
  const header = ['action', `floor (${floor.size} blocks): longest / TBT / wall`, `${big.size} blocks (${big.topLevel} top-level): longest / TBT / long tasks / wall`, `target < ${LONG_TASK_MS} ms`];
  const rows = ACTIONS.map((name) => {
    const f = floor.actions[name];
    const b = big.actions[name];
    return [name, `${ms(f.longestMs)} / ${ms(f.blockingMs)} / ${ms(f.wallMs)}`, `${ms(b.longestMs)} / ${ms(b.blockingMs)} / ${b.longTasks} / ${ms(b.wallMs)}`, b.longestMs < LONG_TASK_MS ? 'met' : 'MISSED'];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  for (const row of [header, widths.map((width) => '-'.repeat(width)), ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  console.log('');
  for (const run of [floor, big]) {
    console.log(`loading ${run.size} blocks: ${run.load.requests} requests (components list ${run.load.componentLists}x, blueprints list ${run.load.blueprintLists}x), ${ms(run.load.ms)} until quiet`);
  }
}

async function main() {
  const size = Math.max(10, Number(options.size));
  const floorSize = Math.max(5, Number(options.floor));
  const before = os.loadavg()[0]!;
  console.log(`load average before: ${loadAverage()}`);
  if (options.traces) mkdirSync(options.traces, { recursive: true });
  const servers = await startServers();
  let browser: Browser | undefined;
  let missed = false;
  try {
    browser = await launchChromium();
    console.log(`browser: Chromium ${browser.version()} (${chromiumPath})`);
    const context = await signedInContext(browser, servers.storefrontUrl);
    const setup = await context.newPage();
    await setup.goto('/healthz');
    const stamp = String(Date.now());
    const floorPage = await createBenchPage(setup, floorSize, stamp);
    const bigPage = await createBenchPage(setup, size, stamp);
    await setup.close();
    const floor = await measurePage(browser, context, floorPage);
    const big = await measurePage(browser, context, bigPage);
    const after = os.loadavg()[0]!;
    console.log('');
    printTable(floor, big);
    console.log(`load average after: ${loadAverage()}`);
    if (Math.max(before, after) > QUIET_LOAD) console.log(`NOTE: load average over ${QUIET_LOAD} during this run: figures are not comparable (another process was busy).`);
    missed = ACTIONS.some((name) => big.actions[name].longestMs >= LONG_TASK_MS);
  } finally {
    await browser?.close();
    await servers.stop();
  }
  if (options.check && missed) {
    console.error(`creator: an action on the ${size}-block page blocked the main thread for ${LONG_TASK_MS} ms or more (issue 18 item 7)`);
    process.exit(1);
  }
}

await main();
