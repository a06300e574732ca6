import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { hydrated, newShopper } from './shopper';
import { server } from './workerServers';

/**
 * What Lighthouse's SEO, accessibility and best-practices audits check on every shopper page
 * (bench/lighthouse), asserted on the production build so a regression fails the test run rather
 * than the next benchmark: a description and a canonical link in the server's HTML, an h1 and
 * headings that never skip a level, one h1, no console error or CSP violation, and no layout shift when
 * the first-visit delivery-country modal is rendered open over a server-rendered composed page.
 */

/** A real category and product id, found through the API as a shopper's links would. */
async function shopperPages(): Promise<string[]> {
  const api = server('apiUrl');
  const categories = (await (await fetch(`${api}/api/v1/products/categories/`)).json()) as { id: number; parent: number | null }[];
  const list = (await (await fetch(`${api}/api/v1/products/?page_size=1`)).json()) as { results: { products: { id: number }[] } };
  const category = categories.find((item) => item.parent === null)!;
  const product = list.results.products[0]!;
  return [
    '/',
    `/products/categories/${category.id}`,
    `/products/${product.id}`,
    '/products?search=shampoo',
    '/products/brands',
    '/campaigns',
    '/campaigns/kevadkampaania',
    '/inspiration/kevade-juuksetrendid',
    '/contact',
  ];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe('shopper pages: SEO and document structure in the server HTML', () => {
  it('gives every shopper page a description, a canonical link without the query, an h1 and headings in order', async () => {
    const base = server('storefrontUrl');
    const pages = await shopperPages();
    const outlineProblems: string[] = [];
    for (const path of pages) {
      const url = `${base}${path}${path.includes('?') ? '&' : '?'}lang=et`;
      const response = await fetch(url);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));

      const descriptions = [...head.matchAll(/<meta[^>]*\sname="description"[^>]*>/g)].map((match) => attribute(match[0], 'content') ?? '');
      expect(descriptions, `${path}: one meta description`).toHaveLength(1);
      expect(descriptions[0]!.trim(), `${path}: description text`).not.toBe('');

      const canonicals = [...head.matchAll(/<link[^>]*\srel="canonical"[^>]*>/g)].map((match) => attribute(match[0], 'href') ?? '');
      expect(canonicals, `${path}: one canonical link`).toHaveLength(1);
      const canonical = new URL(canonicals[0]!);
      expect(canonical.pathname, `${path}: canonical path`).toBe(new URL(path, base).pathname);
      expect(canonical.search, `${path}: canonical without query`).toBe('');

      const body = html.slice(html.indexOf('<body'));
      const levels = [...body.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
      if (!levels.includes(1)) outlineProblems.push(`${path}: no h1 (${levels.join(',')})`);
      // One h1 a page: a head block in a placeholder or a post's ContentHead must not add a second.
      if (levels.filter((level) => level === 1).length > 1) outlineProblems.push(`${path}: more than one h1 (${levels.join(',')})`);
      // A heading is at most one level deeper than the one before it (no h1 -> h3).
      levels.forEach((level, index) => {
        if (index > 0 && level - levels[index - 1]! > 1) outlineProblems.push(`${path}: heading ${index} h${levels[index - 1]} -> h${level} (${levels.join(',')})`);
      });
    }
    expect(outlineProblems).toEqual([]);
  });
});

describe('shopper pages in Chromium on a first visit', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('keeps a composed page in place while the delivery-country modal opens: no console error, no CSP violation, no layout shift', async () => {
    const { page, context } = await newShopper(browser, { mobile: true, firstVisit: true });
    const errors: string[] = [];
    page.on('console', (message) => {
      // The location names the resource of a 'Failed to load resource' message.
      if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const record = window as unknown as { layoutShift: number; cspViolations: string[] };
      record.layoutShift = 0;
      record.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => record.cspViolations.push(`${event.violatedDirective} ${event.sourceFile}`));
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/campaigns/kevadkampaania?lang=et', { waitUntil: 'networkidle' });
    await hydrated(page);
    // The server renders the modal open; it is hydrated once its chunk has come.
    await page.getByRole('dialog').waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(1);
    await page.waitForTimeout(500);
    const { layoutShift, cspViolations } = await page.evaluate(() => {
      const record = window as unknown as { layoutShift: number; cspViolations: string[] };
      return { layoutShift: record.layoutShift, cspViolations: record.cspViolations };
    });
    expect(cspViolations).toEqual([]);
    expect(errors, errors.join(' | ')).toEqual([]);
    // Lighthouse's "good" threshold; before the blocks were preloaded the page shifted by 1.7.
    expect(layoutShift).toBeLessThan(0.1);
    await context.close();
  });
});
