import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // One migrated and seeded PGlite for the run, copied by each test database.
    globalSetup: ['test/global-setup.ts'],
    // PGlite takes seconds to boot and migrate, more under a parallel turbo run: 4 s on an
    // idle machine, 13 s measured at a load average of 15 (other packages' tests and
    // Chromium on two cores), so the per-file setup gets twice the per-test budget.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Four files at a time on two cores: a file mostly waits (the simulator's cars, timers,
    // PostgreSQL, servers it starts), 7 CPU minutes in 28 with two at a time in CI.
    maxWorkers: 4,
    // Files of a worker share its module graph instead of importing the server and core
    // again for each (a quarter of the CPU on four files): a file's state lives in its own
    // describeApi app and database, never in a module.
    isolate: false,
  },
});
