import { afterAll, vi } from 'vitest';

/**
 * The server's test files may share a worker process (`isolate: false` on PGlite, vitest.config.ts): what a file
 * changed for the whole process is put back when it ends, so the next file starts from the real clock and
 * environment.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
