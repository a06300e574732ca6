// The published JavaScript (decision 0051). One output module per source module, so a consumer's
// bundler drops every component the app does not import (with `sideEffects` in package.json);
// @salon/domain is private to the workspace, so the modules of it that the package uses are
// compiled in beside the package's own (dist/domain/src) and everything else stays an import of
// the consumer's node_modules. Declarations come from tsc (scripts/place-declarations.mjs).
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts'],
  format: 'esm',
  // The same modules serve browsers and server renders.
  platform: 'neutral',
  target: 'es2022',
  unbundle: true,
  root: 'src',
  // Declarations: package.json's `types` would switch tsdown's own on; see the header.
  dts: false,
  deps: {
    alwaysBundle: ['@salon/domain'],
    // Nothing from node_modules may be copied into dist: the build fails if an import is neither a
    // dependency nor a peer (the domain resolves to its workspace folder, not node_modules).
    onlyBundle: [],
  },
});
