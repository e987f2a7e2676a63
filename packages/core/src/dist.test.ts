import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

// turbo builds core before its tests (turbo.json), so this reads what the apps and the
// server will import: plain ESM that Node loads, with its type declarations beside it.
describe('the built package', () => {
  it('ships ESM and declarations', () => {
    expect(existsSync(dist('index.js'))).toBe(true);
    expect(existsSync(dist('index.d.ts'))).toBe(true);
  });

  it('loads in Node and exposes the rules, the client and the store', async () => {
    const core = (await import(/* @vite-ignore */ dist('index.js'))) as Record<string, unknown>;
    for (const name of [
      'CLIENT_APPLICATION_TYPE_ID',
      'createApiClient',
      'makeStore',
      'createParada',
      'createI18n',
      'serviceCreationSchema',
      'STATUS_TRANSITIONS',
    ]) {
      expect(core, name).toHaveProperty(name);
    }
    expect(core.CLIENT_APPLICATION_TYPE_ID).toBe(26);
  });
});
