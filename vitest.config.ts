import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts: the reactRouter() plugin must not run under Vitest (TOOLCHAIN.md).
export default defineConfig({
  test: {
    include: ['bench/**/*.test.ts', 'core/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts', 'db/**/*.test.ts', 'app/**/*.test.ts', 'app/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each worker process runs its files one after another on one module graph (no new process per file): the
    // modules shared by most files (the app, drizzle, PGlite, fastify, zod, the locales) load once per worker, not
    // once per file, which was most of the run's CPU time. The files share no state that matters: each opens its
    // own database, data directory and port, stubs globals only inside vi.stubGlobal/unstubAllGlobals, and
    // mocks no modules (vi.mock would leak into the next file of its worker).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, idle while its test
    // waits for a spawned server or the PostgreSQL server. Two at least (the test files share no state: each has its
    // own database, data directory and port).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // .ci/run collects the counts of every run for its "N passed, N failed" line.
    ...(process.env.CI_RESULTS_DIR
      ? { reporters: ['default', 'json'], outputFile: { json: `${process.env.CI_RESULTS_DIR}/${process.env.VITEST_RESULTS_NAME ?? 'vitest'}.json` } }
      : {}),
  },
});
