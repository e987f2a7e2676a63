import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files of a worker share its module graph: importing core again for each of the 55
    // files was three quarters of the run's CPU. Passes in any file order (checked with
    // --sequence.shuffle.files).
    isolate: false,
    // CI runs this beside the server suites and two browser runs on two cores: the i18n
    // scans of every catalog took 8 s there (0.5 s alone), past vitest's default 5 s.
    testTimeout: 30_000,
  },
});
