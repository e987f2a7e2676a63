import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { prerenderFirstScreens } from '../../packages/ui/src/prerender/vite-plugin';

// The API server in development; `pnpm --filter @parada/server start` listens on 8000.
const apiTarget = process.env.PARADA_API_TARGET ?? 'http://localhost:8000';

export default defineConfig({
  plugins: [react(), prerenderFirstScreens()],
  // The app bundles core's source, like ui's tests and typecheck: core's build may lag it.
  resolve: {
    alias: {
      '@parada/core': fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)),
    },
  },
  // Same-origin /api in dev and preview, as in production where the server hosts the app.
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // Rendering the Chakra shell in happy-dom takes seconds on a busy machine.
    testTimeout: 20_000,
  },
});
