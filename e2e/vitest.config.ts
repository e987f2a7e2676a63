import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './src/workers';

// Real Chromium against real servers (src/global-setup.ts): E2E_WORKERS files at a time,
// each worker with its own server and database, so no file sees another's data. A worker's
// files share one process (isolate: false), so they share its Chromium
// (src/harness.ts's useBrowser) instead of launching one each.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/global-setup.ts'],
    setupFiles: ['src/cpu-log.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    // Vitest's 1 s suits unit tests, not a page in Chromium on a loaded two-core machine
    // (CI once needed longer for a provider's SDK to enable its button).
    expect: { poll: { timeout: 20_000 } },
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
    isolate: false,
  },
});
