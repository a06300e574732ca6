/**
 * @salon/ui outside the workspace (decision 0051): the packed tarball is installed into a blank
 * Vite + React app in the system temp folder together with exactly the peer dependencies that
 * package.json declares (pnpm with strict peers and no automatic peer install, so a missing one
 * fails), the app (test/consumerApp) is type-checked against the published declarations, built
 * by Vite and opened in Chromium, where a content block and a modal render with the package's
 * texts and stylesheet. Needs packages/ui/dist, like packageQuality.test.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../vitest.workspace.ts';
import { packageDir, packageManager, packUi, repoRoot } from './packUi';
import { serveStatic } from './staticServer';

type Manifest = { peerDependencies: Record<string, string>; devDependencies: Record<string, string> };
const readManifest = (dir: string): Manifest => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

const ui = readManifest(packageDir);
const workspace = readManifest(repoRoot);
/** The peers at the versions the workspace pins (and so has in its pnpm store). */
const peers = Object.fromEntries(Object.keys(ui.peerDependencies).map((name) => [name, ui.devDependencies[name]]));

const BLOCK_TITLE = 'Spring hair care';
const MODAL_MESSAGE = 'The consumer app opened this modal.';

let appDir: string;
let server: http.Server;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: appDir, stdio: 'pipe', encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });

beforeAll(async () => {
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-ui-consumer-'));
  if (!path.relative(repoRoot, appDir).startsWith('..')) throw new Error(`${appDir} is inside the workspace: set TMPDIR elsewhere`);
  fs.cpSync(path.join(packageDir, 'test/consumerApp'), appDir, { recursive: true });
  const tarball = packUi(appDir);
  const app = {
    name: 'salon-ui-consumer',
    private: true,
    type: 'module',
    dependencies: { '@salon/ui': `file:./${path.basename(tarball)}`, ...peers },
    devDependencies: Object.fromEntries(['vite', 'typescript', '@types/react', '@types/react-dom'].map((name) => [name, workspace.devDependencies[name]])),
  };
  fs.writeFileSync(path.join(appDir, 'package.json'), `${JSON.stringify(app, null, 2)}\n`);
  // A peer missing from package.json then fails the install instead of being added quietly.
  fs.writeFileSync(path.join(appDir, '.npmrc'), 'auto-install-peers=false\nstrict-peer-dependencies=true\n');
  // --no-frozen-lockfile: pnpm freezes by default under CI=true, and the app has no lockfile.
  // --prefer-offline: every version is one the workspace pins, so the store already has it.
  run('npx', ['--yes', packageManager, 'install', '--no-frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
  server = await serveStatic(path.join(appDir, 'dist'));
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (appDir) fs.rmSync(appDir, { recursive: true, force: true });
});

describe('@salon/ui in a blank Vite + React app outside the workspace', () => {
  it('type-checks against the published declarations (strict, library files included)', () => {
    expect(() => run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'])).not.toThrow();
  }, 60_000);

  it('renders a content block with its texts', async () => {
    // By element, not by role: the open modal hides the rest of the page from the accessibility tree.
    const heading = page.locator('main h1');
    await heading.waitFor({ timeout: 10_000 });
    expect(await heading.textContent()).toBe(BLOCK_TITLE);
    expect(await page.locator('main header p').last().textContent()).toBe('Rendered from the packed package.');
  });

  it('opens a modal as a titled dialog with the package texts, and closes it', async () => {
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.textContent()).toContain(MODAL_MESSAGE);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    // The page is back in the accessibility tree once the modal is closed.
    await expect(page.getByRole('heading', { level: 1, name: BLOCK_TITLE }).count()).resolves.toBe(1);
  });

  it('applies the package stylesheet', async () => {
    // The base layer's font and the heading's `font-display` token come only from dist/styles.css.
    const fonts = await page.evaluate(() => ({
      root: getComputedStyle(document.documentElement).fontFamily,
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }));
    expect(fonts.root).toMatch(/^"?Inter"?,/);
    expect(fonts.heading).toMatch(/^"Playfair Display",/);
  });

  it('logs no errors in the browser', () => {
    expect(pageErrors).toEqual([]);
  });
});
