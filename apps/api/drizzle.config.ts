import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes SQL migrations from src/db/schema into drizzle/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
