import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // PGlite takes seconds to boot and migrate, more under a parallel turbo run.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Two cores shared with others: a couple of files at a time is plenty.
    maxWorkers: 2,
  },
});
