import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

describe('server-rendered storefront shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('serves the home page rendered on the server, before any script runs', async () => {
    const response = await fetch(inject('storefrontUrl'));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Professional beauty products');
    // The API was reachable from the SSR loader, so no "unavailable" warning is rendered.
    expect(html).not.toContain('temporarily unavailable');
  });

  it('hydrates in Chromium without console errors', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(inject('storefrontUrl'), { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Professional beauty products');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await fetch(`${inject('storefrontUrl')}/no-such-page-here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This page could not be found');
  });

  it('reaches the API health endpoint', async () => {
    const response = await fetch(`${inject('apiUrl')}/health`);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });
});
