import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The browser build runs on preact/compat instead of react + react-dom (issue 9: the home route's
 * first load must stay under 120 kB gzip, and react-dom alone was 68 kB of it). The server keeps
 * React: it renders the HTML that Preact then hydrates. See docs/decisions/0024-home-first-load-budget.md.
 * Only production builds switch; `react-router dev` keeps React so its dependency pre-bundling is untouched.
 * `STOREFRONT_BROWSER_RUNTIME=react` builds the browser code on React again (to compare or to bisect a bug).
 */
const preactForReact: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  scheduler: 'preact/compat/scheduler',
  // React 17's useSyncExternalStore polyfill (react-i18next imports it); compat has the hook itself.
  'use-sync-external-store/shim': 'preact/compat',
};
const storefrontPackage = fileURLToPath(new URL('./package.json', import.meta.url));

function preactInTheBrowser(): Plugin {
  return {
    name: 'salon:preact-in-the-browser',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Read by app/entry.client.tsx, which wraps the router in the Suspense boundary Preact needs.
    configEnvironment: (name) => (name === 'client' ? { define: { 'import.meta.env.BROWSER_RUNTIME': JSON.stringify('preact') } } : undefined),
    resolveId(id, _importer, options) {
      const target = preactForReact[id];
      // Resolved from this package, where preact is a dependency (@salon/ui and the libraries do not have it),
      // with the browser build's own conditions, so every import lands on the same ESM copy of preact.
      return target ? this.resolve(target, storefrontPackage, { ...options, skipSelf: true }) : null;
    },
  };
}

export default defineConfig({
  plugins: [...(process.env.STOREFRONT_BROWSER_RUNTIME === 'react' ? [] : [preactInTheBrowser()]), tailwindcss(), reactRouter()],
  server: { port: 3000 },
  environments: {
    client: {
      build: {
        modulePreload: {
          // Vite lists every lazy chunk's imports in the importing chunk so they load in parallel. Those
          // lists (and their file names) cost the first load ~2 kB gzip; only the content-block chunks,
          // which entry.client.tsx awaits before hydrating a composed page, keep theirs. Other lazy
          // chunks (modals, dropdown panels) fetch their imports one round trip later, on first use.
          // Stylesheets stay in every list: a lazy chunk's CSS is only loaded through it.
          resolveDependencies: (filename, dependencies) =>
            /(^|\/)(ContentBlocks|PlaceholderBlocks)-[\w-]+\.js$/.test(filename) ? dependencies : dependencies.filter((file) => file.endsWith('.css')),
        },
      },
    },
  },
});
