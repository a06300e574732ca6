/**
 * The bundle budget as a test. The first block checks the real storefront build
 * (apps/storefront/build/client) when it exists (always with BENCH_REQUIRE_BUILD=1), so the test
 * command runs it after the build step; it fails when the home route's first-load JS goes over 120 kB gzip or admin/creator
 * code reaches a shopper route. The second block proves the checker itself on tiny fake builds.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseBuild as analyse, DEFAULT_CLIENT_DIR, formatReport, HOME_BUDGET_KB } from './run.mjs';

const haveBuild = fs.existsSync(path.join(DEFAULT_CLIENT_DIR, 'assets'));
/** Set by a test command that has just built the storefront: a missing build is then a failure, not a skip. */
const requireBuild = process.env.BENCH_REQUIRE_BUILD === '1';

/**
 * The home route is over its 120 kB budget with React in the browser (docs/quality.md, issue 9 and
 * decision 0024): the size check runs when BENCH_ENFORCE_HOME_BUDGET=1 and becomes unconditional
 * once the store meets it.
 */
const enforceHomeBudget = process.env.BENCH_ENFORCE_HOME_BUDGET === '1';
const isBudgetViolation = (violation: string) => violation.startsWith('home route first-load JS is');

describe.skipIf(!haveBuild && !requireBuild)('storefront production build', () => {
  it('keeps admin and creator code out of every shopper route', () => {
    const report = analyse(DEFAULT_CLIENT_DIR);
    // The full table in the failure output says which chunk grew.
    expect(report.violations.filter((violation) => !isBudgetViolation(violation)), formatReport(report)).toEqual([]);
    expect(report.home).not.toBeNull();
  });

  it.skipIf(!enforceHomeBudget)(`keeps the home route's first-load JS within ${HOME_BUDGET_KB} kB gzip`, () => {
    const report = analyse(DEFAULT_CLIENT_DIR);
    expect(report.violations.filter(isBudgetViolation), formatReport(report)).toEqual([]);
  });
});

describe('bundle checker', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  /** A fake client build: files of the given incompressible sizes and a route manifest. */
  function fakeBuild(options: { homeBytes: number; homeImportsAdmin?: boolean; sharedSources?: string[]; lazyChunk?: string }) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-check-'));
    dirs.push(dir);
    const assets = path.join(dir, 'assets');
    fs.mkdirSync(assets);
    const write = (name: string, content: string | Buffer) => fs.writeFileSync(path.join(assets, name), content);
    write('entry.client-a.js', randomBytes(1000).toString('base64'));
    write('root-a.js', 'import s from"/assets/styles-a.css"; export const href="/assets/styles-a.css";');
    write('styles-a.css', 'body{color:red}');
    write('shared-a.js', 'export const x=1;');
    if (options.sharedSources) write('shared-a.js.map', JSON.stringify({ version: 3, sources: options.sharedSources, mappings: '' }));
    write('home-a.js', randomBytes(options.homeBytes));
    write('admin-a.js', 'export default 1;');
    if (options.lazyChunk !== undefined) write('lazy-a.js', options.lazyChunk);
    const route = (id: string, extra: object) => ({ id, parentId: 'root', hasDefaultExport: true, css: [], ...extra });
    const manifest = {
      entry: { module: '/assets/entry.client-a.js', imports: [], css: [] },
      routes: {
        root: { id: 'root', path: '', module: '/assets/root-a.js', imports: [], css: [], hasDefaultExport: true },
        'routes/home': route('routes/home', {
          index: true,
          module: '/assets/home-a.js',
          imports: ['/assets/shared-a.js', ...(options.homeImportsAdmin ? ['/assets/admin-a.js'] : [])],
        }),
        'routes/admin.products': route('routes/admin.products', { path: 'admin/products', module: '/assets/admin-a.js', imports: ['/assets/shared-a.js'] }),
      },
      url: '/assets/manifest-a.js',
      version: 'a',
    };
    write('manifest-a.js', `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
    return dir;
  }

  it('passes a small build and finds the CSS a route links by URL', () => {
    const report = analyse(fakeBuild({ homeBytes: 10_000 }));
    expect(report.violations).toEqual([]);
    expect(report.rows.find((row) => row.id === 'routes/home')?.cssFiles).toContain('/assets/styles-a.css');
  });

  it('fails when the home route goes over the budget', () => {
    const report = analyse(fakeBuild({ homeBytes: 130_000 }));
    expect(report.home!.js.gzip).toBeGreaterThan(HOME_BUDGET_KB * 1000);
    expect(report.violations.join('\n')).toMatch(/over the 120 kB budget/);
  });

  it('fails when a shopper route loads an admin route module', () => {
    const report = analyse(fakeBuild({ homeBytes: 1000, homeImportsAdmin: true }));
    expect(report.violations.join('\n')).toMatch(/shopper route routes\/home loads \/assets\/admin-a\.js, the module of routes\/admin\.products/);
  });

  it('fails when a shopper chunk bundles creator sources (source maps)', () => {
    const report = analyse(fakeBuild({ homeBytes: 1000, sharedSources: ['../../../app/routes/home.tsx', '../../../../packages/ui/src/creator/FieldEditor.tsx'] }));
    expect(report.violations.join('\n')).toMatch(/staff-only source .*src\/creator\/FieldEditor\.tsx/);
  });

  it('fails when any browser file, a lazy chunk too, holds the common-password list', () => {
    const minified = 'var e=`password\n123456\n12345678\n1234\nqwerty\n12345`;export{e as t};';
    const escaped = 'var e="password\\n123456\\n12345678\\n1234\\nqwerty\\n12345";export{e as t};';
    for (const lazyChunk of [minified, escaped]) {
      expect(analyse(fakeBuild({ homeBytes: 1000, lazyChunk })).violations.join('\n')).toMatch(/lazy-a\.js holds the common-password list/);
    }
    expect(analyse(fakeBuild({ homeBytes: 1000, lazyChunk: 'export const password="hunter2";' })).violations).toEqual([]);
  });
});
