import { defineConfig } from 'tsup';

// Production runs this output with plain `node`, not tsx: one ESM file per entry. Core is
// an internal package whose `exports` point at TypeScript, so its sources are bundled in
// here; the other dependencies stay in node_modules.
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
  noExternal: ['@parada/core'],
});
