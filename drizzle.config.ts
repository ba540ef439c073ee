import { defineConfig } from 'drizzle-kit';

// `generate` needs no connection: migrations are plain SQL, committed, applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
