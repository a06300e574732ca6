/**
 * Where a page's inline loader data goes: loads each shopper page in headless Chromium and prints,
 * per route loader and per dehydrated query, the JSON size of what the browser received.
 *
 *   cd bench && npm run html:breakdown
 *
 * JSON sizes of the decoded data: React Router's stream encodes repeated keys and values once, so
 * the bytes in the page (npm run html) are fewer than the sum.
 */
import { launchChromium } from '../../e2e/browser.ts';
import { startServers } from '../../e2e/servers.ts';
import { shopperPages } from '../shopperPages.ts';

const servers = await startServers();
const browser = await launchChromium();
try {
  for (const shopperPage of await shopperPages(servers.apiUrl)) {
    const page = await browser.newPage();
    await page.goto(`${servers.storefrontUrl}${shopperPage.path}`);
    await page.waitForSelector('html[data-hydrated]');
    const rows = await page.evaluate(() => {
      const router = (window as any).__reactRouterDataRouter;
      const out: [string, number][] = [];
      for (const [route, data] of Object.entries(router.state.loaderData as Record<string, any>)) {
        if (!data) continue;
        for (const [key, value] of Object.entries(data)) {
          if (key === 'dehydratedState') {
            for (const query of (value as any).queries) out.push([`${route} ${JSON.stringify(query.queryKey)}`, JSON.stringify(query.state.data ?? null).length]);
          } else out.push([`${route} .${key}`, JSON.stringify(value ?? null).length]);
        }
      }
      return out.sort((a, b) => b[1] - a[1]);
    });
    console.log(`\n${shopperPage.name} (${shopperPage.path})`);
    for (const [name, size] of rows) console.log(`${(size / 1000).toFixed(1).padStart(7)} kB  ${name}`);
    await page.close();
  }
} finally {
  await browser.close();
  await servers.stop();
}
