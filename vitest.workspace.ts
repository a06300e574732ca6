/**
 * The Vitest projects of every package. Vitest 4 reads projects only from
 * `test.projects` in vitest.config.ts, which imports this list.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { storybookPrebundledDeps } from './.storybook/prebundledDeps.ts';
import { screenshotMatchesReference } from './.storybook/screenshotBytes.ts';
import { E2E_WORKERS } from './e2e/workerCount.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Flags that keep Debian's Chromium quiet on a machine without a network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's chrome-headless-shell (package chromium-headless-shell, the same Chromium build without
 * the browser UI; what Playwright itself runs headless): a fresh context and page cost about a
 * quarter of full Chromium's CPU here (0.3 s against 1.0-1.7 s), a fresh-context page load about
 * 2.2 s against 5.6 s, and the tests open hundreds of both (decision 0045). `npm test` installs
 * it; without it the tests fall back to full Chromium. Lighthouse keeps full Chromium.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
export const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');

const nodeProject = (name: string, dir: string, extra: Partial<TestProjectInlineConfiguration['test']> = {}) =>
  ({
    test: {
      name,
      root: path.join(root, dir),
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
      environment: 'node',
      ...extra,
    },
  }) satisfies TestProjectInlineConfiguration;

/** Tests of the packed @salon/ui (publint and attw; a consumer app outside the workspace). */
const PUBLISHED_UI_TESTS = ['test/packageQuality.test.ts', 'test/consumerApp.test.ts'];

/** The machine's cores: Vitest's default leaves one free, which on 2 cores means one worker. */
const cores = os.availableParallelism();

export const projects: TestProjectInlineConfiguration[] = [
  // One module graph per worker instead of per file (`isolate: false`): importing the packages
  // and the API was most of these projects' time (the unit tier: 72 s of imports for 5 s of
  // tests; the API suite: 665 s of imports beside 455 s of tests, decision 0045). The files
  // share no module state: no module mocks; spies and stubbed globals are restored after each
  // test; every API file opens its own database and app.
  nodeProject('domain', 'packages/domain', { isolate: false }),
  // The published-package checks read packages/ui/dist: they run in the `package` tier.
  nodeProject('ui', 'packages/ui', { exclude: PUBLISHED_UI_TESTS.concat('**/node_modules/**'), isolate: false }),
  nodeProject('package', 'packages/ui', { include: PUBLISHED_UI_TESTS, testTimeout: 60_000 }),
  nodeProject('block-registry', 'packages/block-registry', { isolate: false }),
  nodeProject('api-client', 'packages/api-client', { isolate: false }),
  nodeProject('creator', 'packages/creator', { isolate: false }),
  // Every file owns its in-memory database (or its own PostgreSQL database), so files run side
  // by side, one per core.
  nodeProject('api', 'apps/api', { testTimeout: 60_000, hookTimeout: 120_000, maxWorkers: cores, isolate: false }),
  nodeProject('storefront', 'apps/storefront', { isolate: false }),
  // Compressing every asset of the build (gzip and brotli 11) takes seconds on 2 busy cores.
  nodeProject('bench', 'bench', { include: ['bundle/**/*.test.ts', 'scale/**/*.test.ts', 'lighthouse/**/*.test.ts', 'render/**/*.test.tsx'], testTimeout: 60_000 }),
  {
    test: {
      name: 'e2e',
      root: path.join(root, 'e2e'),
      include: ['**/*.test.ts'],
      environment: 'node',
      globalSetup: [path.join(root, 'e2e/globalSetup.ts')],
      testTimeout: 60_000,
      hookTimeout: 180_000,
      // Polls wait on the real API and browser; on 2 busy cores one write can take over 1 s.
      expect: { poll: { timeout: 10_000 } },
      // Journey files run side by side, one per worker, each worker on its own servers
      // (e2e/workerServers.ts): they wait on a browser and two servers more than they compute.
      maxWorkers: E2E_WORKERS,
      // One module graph per worker (playwright-core and the helpers load once): the files
      // share no module state; each opens its own browser and contexts.
      isolate: false,
    },
  },
  {
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
    // Pre-bundled up front: discovering these mid-run makes Vite re-optimise and reload the
    // browser, which can stall a story test run.
    optimizeDeps: { include: storybookPrebundledDeps },
    test: {
      name: 'storybook',
      // Story files wait on the browser more than they compute: one page per core.
      maxWorkers: cores,
      // Beside the journeys the load average reaches 11 on 2 cores, and a story with several
      // steps (AuthModal's Login, a pinned navbar) took over Vitest's 15 s there once.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
      browser: {
        enabled: true,
        headless: true,
        // Story files share one page per worker instead of a fresh iframe each: Storybook
        // unmounts every story after its test, and re-importing React and the package for each
        // of ~280 files cost seconds apiece.
        isolate: false,
        // The page is as large as the largest story viewport (1440 px screenshots; Storybook's
        // 1280 x 1024 "desktop"), so Vitest never scales the test frame down and every
        // screenshot is taken at 1:1 CSS pixels.
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
          contextOptions: { viewport: { width: 1440, height: 1024 } },
        }),
        instances: [{ browser: 'chromium' }],
        commands: { screenshotMatchesReference },
        expect: {
          toMatchScreenshot: {
            // Tolerates anti-aliasing noise; a moved or recoloured element still fails.
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
          },
        },
      },
    },
  },
];
