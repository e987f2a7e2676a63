import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the test PGlite data directories live: in memory (/dev/shm) where there is one,
 * as PGlite's own in-memory databases do, since a copy on disk would wait on every fsync.
 */
export function scratchRoot(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

/** A copy of the template data directory, and how to remove it once its PGlite is closed. */
export async function copyDataDir(
  template: string,
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(scratchRoot(), 'parada-pglite-'));
  await cp(template, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
