import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: pure shared/web logic, and the server suite (API via app.inject on PGlite,
// or on PostgreSQL when DATABASE_URL is set, see scripts/with-pg.sh).
export default defineConfig({
  test: {
    // One worker per core. Vitest's default keeps a core for its main process (cores - 1: one worker on CI's
    // 2 cores), but that process only waits while the workers run the files (PGlite runs inside them).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ['src/server/testing/global-setup.ts'],
          setupFiles: ['src/server/testing/no-busy-connection.ts', 'src/server/testing/shared-worker.ts'],
          // The files share their worker process: a fresh one per file loads the whole server (and on PGlite
          // compiles its WASM) again, ~3 s a file, a fifth of the suite's CPU on PGlite and more on PostgreSQL.
          isolate: false,
        },
      },
      // `npm run test:fault`: the real server process on PostgreSQL, one file at a time. Only under
      // scripts/with-pg.sh (PG_DIR set), so a plain `npm test` neither runs nor seeds for it.
      ...(process.env.PG_DIR
        ? [
            {
              test: {
                name: 'fault',
                include: ['src/server/fault/**/*.fault.ts'],
                environment: 'node',
                testTimeout: 90_000,
                hookTimeout: 120_000,
                fileParallelism: false,
                globalSetup: ['src/server/testing/global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
