/**
 * Runs the bench checks alone: `npx pnpm@10.34.9 exec vitest run --config bench/vitest.config.ts`.
 * The root vitest.workspace.ts can list the same project as { test: { name: 'bench', root: 'bench', ... } }.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bench',
    root: path.dirname(fileURLToPath(import.meta.url)),
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', 'api/**'],
    environment: 'node',
  },
});
