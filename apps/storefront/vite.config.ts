import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Downshift 9 is one ES module with all its hooks, and it gives each hook its state change types
 * with a statement of its own (`useSelect.stateChangeTypes = …`). Rolldown counts a property write
 * as a side effect, so useSelect, useMultipleSelection and useTagGroup stayed in every shopper
 * page, though @salon/ui uses only useCombobox (decision 0055: 12.0 kB gzip instead of 8.1). This
 * moves each write into a pure call that makes the exported binding: a hook nobody imports goes,
 * an imported one still carries its types. The build stops if Downshift's shape changes.
 */
function treeshakeDownshiftHooks(): Plugin {
  const TYPES_WRITE = /^(\w+)\.stateChangeTypes = ([\w$]+);$/gm;
  const EXPORTS = /^export \{ (.+) \};$/m;
  return {
    name: 'treeshake-downshift-hooks',
    transform: {
      filter: { id: /\/downshift\/dist\/downshift\.esm\.mjs$/ },
      handler(code) {
        const hooks = new Set<string>();
        let out = code.replace(TYPES_WRITE, (_write, hook: string, types: string) => {
          hooks.add(hook);
          return `var ${hook}$typed = /*#__PURE__*/ withStateChangeTypes(${hook}, ${types});`;
        });
        const exported = EXPORTS.exec(out)?.[1];
        if (hooks.size !== 4 || !exported) this.error(`downshift's module changed shape (found ${hooks.size} of 4 hooks' state change types); review treeshakeDownshiftHooks`);
        const names = exported.split(', ').map((entry) => {
          const [local = entry, name = local] = entry.split(' as ');
          return hooks.has(local) ? `${local}$typed as ${name}` : entry;
        });
        out = out.replace(EXPORTS, `export { ${names.join(', ')} };`);
        return `${out}\nfunction withStateChangeTypes(hook, types) {\n  hook.stateChangeTypes = types;\n  return hook;\n}\n`;
      },
    },
  };
}

/**
 * In the browser build, app and API-client imports of `@tanstack/react-query` get app/lib/query, the
 * same hooks over a query core that loads after the first paint (decision 0070): TanStack's core
 * was 13 kB gzip of every page's first load, and the first paint renders the loaders' data without
 * it. The creator package and app/lib/query/realQueryProvider keep the real package (staff pages
 * hydrate with the core). The server build and the tests use the real package everywhere.
 */
function lazyQueryCoreInBrowser(): Plugin {
  const facade = path.resolve(import.meta.dirname, 'app/lib/query/index.ts');
  const keepsRealPackage = /\/(app\/lib\/query\/realQueryProvider\.tsx|packages\/creator\/)/;
  return {
    name: 'lazy-query-core-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== '@tanstack/react-query' || !importer || keepsRealPackage.test(importer)) return null;
      return facade;
    },
  };
}

// The chunks entry.client.tsx awaits before hydrating a page with blocks: the registry's page
// components and the block sets of @salon/ui's BLOCK_LOADERS (decision 0066).
const BLOCK_CHUNK = /(^|\/)(blockViews|productListHeadBlockSet|contentBlockSet)-[\w-]+\.js$/;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const PRECOMPRESSED = /\.(js|css|svg|json|txt)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Gzip (level 9) and brotli (quality 11) copies of every client asset, written beside it at build
 * time (decision 0063): server.mjs sends them as they are, so a first visit's twenty requests cost
 * the storefront no compression work (it was gzipping 500 kB of scripts per cold visit, on the
 * cores that render pages), and browsers on HTTPS get brotli, 14 % smaller than gzip. Only the
 * client build: the server's modules are read from disk, never sent.
 */
function precompressClientAssets(): Plugin {
  return {
    name: 'precompress-client-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!PRECOMPRESSED.test(file.fileName)) return;
          const source = Buffer.from(file.type === 'asset' ? file.source : file.code);
          if (source.length < PRECOMPRESS_MIN_BYTES) return;
          const target = path.join(outDir, file.fileName);
          const [gzipped, brotlied] = await Promise.all([
            gzip(source, { level: 9 }),
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          ]);
          await Promise.all([writeFile(`${target}.gz`, gzipped), writeFile(`${target}.br`, brotlied)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), lazyQueryCoreInBrowser(), reactRouter(), treeshakeDownshiftHooks(), precompressClientAssets()],
  server: { port: 3000 },
  // The dev server pre-bundles both as entries so that they share one copy of the core: the lazy
  // query layer imports the core, the creator package the real react-query (decision 0070).
  optimizeDeps: { include: ['@tanstack/query-core', '@tanstack/react-query'] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Two chunks for what every page loads (decision 0054): the shell (the client entry, the
            // root route and everything they import) and the shopper frame (the default layout, the
            // product cards most shop pages show, the pages' meta tags, and their imports; the checkout
            // layout imports from it, decision 0071). A third for what composed pages add
            // (`ContentPage` and its imports). Rolldown's automatic splitting cut them into about 60
            // files of a few hundred bytes, one request each: over HTTP/1.1 that held a mobile first
            // paint back by about a second, and each file's imports and exports cost bytes too. Lazy
            // chunks (modals, blocks, admin) keep their own files.
            codeSplitting: {
              groups: [
                { name: 'shell', test: /\/app\/(root|entry\.client)\.tsx$/, priority: 2 },
                { name: 'shopper', test: /\/app\/(layouts\/default\.tsx|frame\/productCards\.tsx|lib\/meta\.ts)$/, priority: 1 },
                { name: 'composed', test: /\/app\/components\/ContentPage\.tsx$/, priority: 0 },
                // Joining and leaving the loyalty programme: composed pages and the account overview.
                { name: 'loyaltyMembership', test: /\/app\/lib\/loyaltyMembership\.ts$/, priority: 1 },
                // TanStack's core, loaded after the first paint (decision 0070), under a name that says what it is.
                { name: 'query-core', test: /\/node_modules\/@tanstack\/query-core\//, priority: 3 },
              ],
            },
          },
        },
        modulePreload: {
          // Vite lists every lazy chunk's imports in the importing chunk so they load in parallel. Those
          // lists (and their file names) cost the first load ~2 kB gzip; only the content-block chunks
          // and the block sets (BLOCK_LOADERS), which entry.client.tsx awaits before hydrating a page
          // with blocks, keep theirs. Other lazy chunks (modals, dropdown panels) fetch their
          // imports one round trip later, on first use. Stylesheets stay in every list: a lazy
          // chunk's CSS is only loaded through it.
          resolveDependencies: (filename, dependencies) =>
            BLOCK_CHUNK.test(filename) ? dependencies : dependencies.filter((file) => file.endsWith('.css')),
        },
      },
    },
  },
});
