import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
