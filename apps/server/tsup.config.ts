import { defineConfig } from 'tsup';

// Production runs this output with plain `node`, not tsx: one ESM file per entry, the
// package's dependencies (core included) left to node_modules.
export default defineConfig({
  entry: [
    'src/main.ts',
    'src/db/migrate-cli.ts',
    'src/db/seed-cli.ts',
    'src/db/first-operator-cli.ts',
  ],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: true,
});
