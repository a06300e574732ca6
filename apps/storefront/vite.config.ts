import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 3000 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Two chunks for what every page loads (decision 0054): the shell (the client entry, the
            // root route and everything they import) and the shopper frame (the default and checkout
            // layouts and their imports). Rolldown's automatic splitting cut them into about 60 files of
            // a few hundred bytes, one request each: over HTTP/1.1 that held a mobile first paint back
            // by about a second. Lazy chunks (modals, blocks, admin) keep their own files.
            codeSplitting: {
              groups: [
                { name: 'shell', test: /\/app\/(root|entry\.client)\.tsx$/, priority: 2 },
                { name: 'shopper', test: /\/app\/layouts\/(default|auth)\.tsx$/, priority: 1 },
              ],
            },
          },
        },
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
