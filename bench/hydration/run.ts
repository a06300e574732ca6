/**
 * The JavaScript a shopper's browser fetches before a page has hydrated, as it really happens:
 * `bench/bundle` counts what the route manifest names (the route's first load), but a composed
 * page also awaits its blocks' renderers before hydrating (decision 0066), and a first visit the
 * delivery-country modal the server rendered open (decision 0069). Starts the real API on a
 * throwaway PGlite folder and the built storefront on loopback, opens each page in Chromium, and
 * adds up the scripts whose Resource Timing entry starts before `<html data-hydrated>` is set,
 * at the gzip size of the built file (level 6, as bench/bundle counts). The fetches after
 * hydration (TanStack's core, the API's code, decision 0070) are listed apart.
 *
 *   node --import tsx bench/hydration/run.ts [--campaign-path /campaigns/kevadkampaania] [--files]
 *
 * A returning visitor (delivery country chosen) and a first visit (the modal open) per page.
 * Sizes do not depend on the machine's load. Needs a built storefront
 * (cd apps/storefront && npx react-router build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../e2e/browser.ts';
import { startServers } from '../../e2e/servers.ts';
import { hydrated, newShopperContext, recordHydrationTime } from '../../e2e/shopperContext.ts';
import { shopperPages } from '../shopperPages.ts';

const { values: options } = parseArgs({
  options: { 'campaign-path': { type: 'string', default: '/campaigns/kevadkampaania' }, files: { type: 'boolean', default: false } },
});
const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/storefront/build/client');
const KB = 1000;
const GZIP_LEVEL = 6;
/** How long after hydration the page is watched for the scripts it fetches later (idle moment ≤ 2 s, decision 0070). */
const AFTER_HYDRATION_MS = 3000;

interface Fetched {
  url: string;
  startedAfterHydrationMs: number;
}

const gzipSize = (urlPath: string): number => {
  const file = path.join(CLIENT_DIR, urlPath.replace(/^\//, ''));
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: GZIP_LEVEL }).length : 0;
};

async function scriptsOf(browser: Browser, baseUrl: string, pagePath: string, firstVisit: boolean): Promise<Fetched[]> {
  const context = await newShopperContext(browser, baseUrl, { mobile: true, firstVisit });
  await recordHydrationTime(context);
  const page = await context.newPage();
  await page.goto(pagePath);
  await hydrated(page);
  await page.waitForTimeout(AFTER_HYDRATION_MS);
  const fetched = await page.evaluate(() => {
    const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: new URL(entry.name).pathname, startedAfterHydrationMs: Math.round(entry.startTime - hydratedAt) }));
  });
  await context.close();
  return fetched;
}

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

async function main() {
  const servers = await startServers();
  const browser = await launchChromium();
  process.once('SIGINT', () => void Promise.all([browser.close(), servers.stop()]).then(() => process.exit(130)));
  try {
    const pages = [...(await shopperPages(servers.apiUrl)), { name: 'campaign', path: options['campaign-path']! }];
    console.log('Scripts a browser fetches before the page has hydrated (gzip level 6 of the built files; mobile viewport)\n');
    console.log('page      visit      before hydration        after hydration (within 3 s)');
    for (const page of pages) {
      for (const firstVisit of [false, true]) {
        const fetched = await scriptsOf(browser, servers.storefrontUrl, `${page.path}${page.path.includes('?') ? '&' : '?'}lang=en`, firstVisit);
        // A script whose fetch started before hydration finished was needed for it (or preloaded with it).
        const before = fetched.filter((script) => script.startedAfterHydrationMs < 0);
        const after = fetched.filter((script) => script.startedAfterHydrationMs >= 0);
        const sum = (scripts: Fetched[]) => scripts.reduce((total, script) => total + gzipSize(script.url), 0);
        console.log(
          `${page.name.padEnd(9)} ${(firstVisit ? 'first' : 'returning').padEnd(10)} ${kB(sum(before)).padStart(9)} in ${String(before.length).padStart(2)} files   ${kB(sum(after)).padStart(9)} in ${after.length} files`,
        );
        if (options.files) for (const script of fetched) console.log(`    ${String(script.startedAfterHydrationMs).padStart(6)} ms  ${kB(gzipSize(script.url)).padStart(8)}  ${script.url}`);
      }
    }
    console.log('\nbench/bundle/run.mjs counts the route manifest\'s first load only; the difference is blocks and the first visit\'s modal.');
  } finally {
    await browser.close();
    await servers.stop();
  }
}

await main();
