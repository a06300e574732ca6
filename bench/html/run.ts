/**
 * What a first visit downloads as HTML (issue 18 item 3): starts the real API on a throwaway
 * PGlite folder and the built storefront on loopback, loads the home, a product, a category and a
 * search page as a browser's document request, and prints each page's HTML size and the part of it
 * that is React Router's inline loader data (the `<script>` elements that stream the loaders'
 * results into the page), raw bytes. The floor is the same page's HTML without that data.
 *
 *   node --import tsx bench/html/run.ts [--check]
 *
 * `--check` exits 1 when the inline loader data is over the targets: home ≤ 25 kB, product ≤ 15 kB.
 * Needs a built storefront (cd apps/storefront && npx react-router build).
 */
import { parseArgs } from 'node:util';
import { startServers } from '../../e2e/servers.ts';
import { DOCUMENT_HEADERS, shopperPages } from '../shopperPages.ts';

const { values: options } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const KB = 1000;
/** Issue 18 item 3: inline loader data at most this many bytes. */
const TARGET_BYTES: Record<string, number> = { home: 25 * KB, product: 15 * KB };
/** React Router's streamed loader data: every inline script that feeds the stream controller or sets the context. */
const LOADER_DATA_SCRIPT = /<script[^>]*>((?:(?!<\/script>)[\s\S])*?(?:__reactRouterContext|streamController)(?:(?!<\/script>)[\s\S])*?)<\/script>/g;

function measure(html: string) {
  let loaderData = 0;
  for (const match of html.matchAll(LOADER_DATA_SCRIPT)) loaderData += Buffer.byteLength(match[0]);
  return { html: Buffer.byteLength(html), loaderData };
}

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

async function main() {
  const servers = await startServers();
  process.once('SIGINT', () => void servers.stop().then(() => process.exit(130)));
  let failed = false;
  try {
    const pages = await shopperPages(servers.apiUrl);
    console.log('page       status   html      loader data   html without it   target');
    for (const page of pages) {
      const response = await fetch(`${servers.storefrontUrl}${page.path}`, { headers: DOCUMENT_HEADERS });
      const sizes = measure(await response.text());
      const target = TARGET_BYTES[page.name];
      const over = target !== undefined && sizes.loaderData > target;
      failed ||= over || response.status !== 200;
      console.log(
        `${page.name.padEnd(10)} ${String(response.status).padEnd(8)} ${kB(sizes.html).padStart(9)} ${kB(sizes.loaderData).padStart(13)} ${kB(sizes.html - sizes.loaderData).padStart(17)}   ${target === undefined ? '-' : `≤ ${kB(target)}${over ? ' MISSED' : ' met'}`}`,
      );
    }
  } finally {
    await servers.stop();
  }
  if (options.check && failed) process.exit(1);
}

await main();
