/**
 * The published shape of @salon/ui: the package as pnpm would publish it (publishConfig applied,
 * only `files`) must pass publint and "Are the types wrong?". Needs packages/ui/dist, which the
 * test command builds first (`npx pnpm@10.34.9 --filter @salon/ui build`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPackage, createPackageFromTarballData, type Problem, type ResolutionKind } from '@arethetypeswrong/core';
import { getResolutionKinds } from '@arethetypeswrong/core/utils';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packUi } from './packUi';

// The package is ESM-only on purpose (docs/decisions): CommonJS `require` and the pre-exports
// node10 resolution are not supported, as in attw's own "esm-only" profile.
const UNSUPPORTED_RESOLUTIONS: ResolutionKind[] = ['node10', 'node16-cjs'];

const STYLESHEET_EXPORT = './styles.css';

let packDir: string;
let tarball: Uint8Array;

beforeAll(() => {
  packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-ui-pack-'));
  tarball = new Uint8Array(fs.readFileSync(packUi(packDir)));
}, 120_000);

afterAll(() => {
  if (packDir) fs.rmSync(packDir, { recursive: true, force: true });
});

const affectedResolutions = (problem: Problem): ResolutionKind[] => {
  if ('resolutionKind' in problem) return [problem.resolutionKind];
  if ('resolutionOption' in problem) return getResolutionKinds(problem.resolutionOption);
  return ['node10', 'node16-cjs', 'node16-esm', 'bundler'];
};

/** Bare module names a built file imports: `react`, `@radix-ui/react-dialog`, `react/jsx-runtime` → `react`. */
const importedPackages = (source: string): string[] =>
  [...source.matchAll(/(?:^\s*(?:import|export)\b[^'";]*?\bfrom\s*|^\s*import\s*|\bimport\(\s*)['"]([^'"./][^'"]*)['"]/gm)].map(([, specifier]) => {
    const parts = specifier!.split('/');
    return specifier!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  });

describe('@salon/ui as published', () => {
  it('imports only its dependencies and peer dependencies (no story or test tooling in dist)', () => {
    const pkg = createPackageFromTarballData(tarball);
    const root = `/node_modules/${pkg.packageName}`;
    const manifest = JSON.parse(pkg.readFile(`${root}/package.json`)) as { dependencies?: object; peerDependencies?: object };
    const allowed = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
    const stray = pkg
      .listFiles()
      .filter((file) => /\.(js|d\.ts)$/.test(file))
      .flatMap((file) => importedPackages(pkg.readFile(file)).filter((name) => !allowed.has(name)).map((name) => `${file.slice(root.length + 1)} imports ${name}`));
    expect(stray).toEqual([]);
  });

  it('ships its README and its proprietary LICENSE, and declares the licence as UNLICENSED', () => {
    const pkg = createPackageFromTarballData(tarball);
    const root = `/node_modules/${pkg.packageName}`;
    const manifest = JSON.parse(pkg.readFile(`${root}/package.json`)) as { license?: string };
    expect(manifest.license).toBe('UNLICENSED');
    expect(pkg.readFile(`${root}/LICENSE`)).toMatch(/All rights reserved/);
    expect(pkg.readFile(`${root}/README.md`)).toMatch(/import '@salon\/ui\/styles\.css'/);
  });

  it('passes publint (strict: warnings count as errors)', async () => {
    const { messages, pkg } = await publint({ pack: { tarball: tarball.slice().buffer }, strict: true, level: 'warning' });
    expect(messages.map((message) => `${message.type} ${message.code}: ${formatMessage(message, pkg)}`)).toEqual([]);
  }, 60_000);

  it('passes "Are the types wrong?" for ESM consumers (node16 and bundlers)', async () => {
    // The stylesheet export has no types to check; its presence is tested below.
    const analysis = await checkPackage(createPackageFromTarballData(tarball), { excludeEntrypoints: [STYLESHEET_EXPORT] });
    if (!analysis.types) throw new Error('the packed package ships no type declarations');
    const problems = analysis.problems.filter((problem) => affectedResolutions(problem).some((kind) => !UNSUPPORTED_RESOLUTIONS.includes(kind)));
    expect(problems.map((problem) => JSON.stringify({ ...problem, trace: undefined }))).toEqual([]);
    expect(Object.keys(analysis.entrypoints)).toEqual(['.']);
  }, 60_000);

  it('ships the compiled stylesheet with the design tokens and the components\' utilities', () => {
    const pkg = createPackageFromTarballData(tarball);
    const root = `/node_modules/${pkg.packageName}`;
    const manifest = JSON.parse(pkg.readFile(`${root}/package.json`)) as { exports: Record<string, unknown> };
    const target = manifest.exports[STYLESHEET_EXPORT];
    expect(target).toBe('./dist/styles.css');
    const css = pkg.readFile(`${root}/dist/styles.css`);
    // A utility built from a tailwind.config.ts colour token and the package's base layer, compiled: no directives left.
    expect(css).toMatch(/\.bg-brand-ink\{/);
    expect(css).toMatch(/:focus-visible\{[^}]*outline:2px solid/);
    expect(css).not.toMatch(/@import|@config|@source/);
  });
});
