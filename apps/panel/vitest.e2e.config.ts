import { defineConfig } from 'vitest/config';

// Real Chromium against the real server and the built panel: slow, so generous limits.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
