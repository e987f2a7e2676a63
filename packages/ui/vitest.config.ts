import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on two cores is one worker, which ran the story run (a Node process
    // mostly waiting on Chromium) and the component files one after the other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          // Dialog flows with user-event take seconds in happy-dom on a busy machine.
          testTimeout: 20_000,
          // Files of a worker share one module graph and happy-dom window (setup.ts
          // unmounts after every test): importing Chakra, core and a fresh window per file
          // was 80 % of this project's CPU (116 s -> 25 s, 8 min -> 2 min under load).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Real Chromium over the static Storybook: slow, so it has its own generous limits.
          name: 'stories',
          include: ['stories-a11y/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 600_000,
          maxConcurrency: 4,
        },
      },
    ],
  },
});
