import { defineConfig } from 'vitest/config';

// Real Chromium against one real server for the whole run (src/global-setup.ts). Files run
// one after another: the machine has two cores and the browser is the heavy part. They
// share one process (isolate: false), so they share one Chromium (src/harness.ts's
// useBrowser) instead of launching one each.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    isolate: false,
  },
});
