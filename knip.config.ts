// Unused files, exports and dependencies across the workspaces (decision 0048). Knip's plugins
// find most entry points on their own (Vitest configs and the files their projects include,
// Storybook's stories and .storybook files, React Router's routes.ts and entries, package.json
// scripts and exports); the entries below are the ones no plugin can see.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      // The e2e files run through the root Vitest config (its projects set their own roots).
      entry: ['e2e/**/*.test.ts'],
    },
    // Internal packages (private, used only inside this workspace): what their index exports and
    // nobody imports is dead, so their entry exports are checked too.
    'packages/domain': { includeEntryExports: true },
    // src/generated/openapi.ts is openapi-typescript's output (decision 0052): all of the
    // document's types, used or not.
    'packages/api-client': { includeEntryExports: true, ignore: ['src/generated/**'] },
    'packages/block-registry': { includeEntryExports: true },
    'packages/creator': { includeEntryExports: true },
    // @salon/ui is the published component package: its index is public API for other shops, so
    // knip's default (entry exports are not reported) holds.
    'packages/ui': {
      // Run by hand and by test/componentsDoc.test.ts (node scripts/components-doc.mjs).
      entry: ['scripts/*.mjs'],
      // The consumer app is copied out of the workspace and installed on its own by
      // test/consumerApp.test.ts: its imports are the published package's, not this folder's.
      ignore: ['test/consumerApp/**'],
    },
    'apps/storefront': {
      // React Router's generated route types (`./+types/<route>`, through tsconfig rootDirs):
      // `react-router typegen` writes them for the type-check, which in `npm test` runs beside
      // the lint, so they may not be there yet.
      ignoreUnresolved: ['^\\./\\+types/'],
      // What the browser build puts in place of @tanstack/react-query (vite.config.ts, decision 0070).
      entry: ['app/lib/query/index.ts'],
      // public/ is served as static files (the memory game's page loads its own script and CSS).
      project: ['**/*.{ts,tsx,mjs,css}', '!public/**'],
    },
    'apps/api': {
      entry: ['src/cli/*.ts', 'scripts/*.mjs'],
    },
    bench: {
      // Each benchmark is a script started from package.json or by hand. The floor is a bare React
      // Router app that bench/lighthouse/run.ts builds and serves with the CLI (decision 0054):
      // its files are used by those commands, and its server runtime is React Router's choice.
      entry: ['*/run.{ts,tsx,mjs}', 'floor/react-router.config.ts', 'floor/vite.config.ts', 'floor/app/**/*.{ts,tsx}'],
      ignoreDependencies: ['@react-router/node', 'isbot'],
    },
  },
};

export default config;
