import { existsSync, statfsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A data directory is about 40 MB; four workers each hold one or two at a time. */
const ENOUGH_BYTES = 1024 ** 3;

/**
 * Where the test PGlite data directories live: in memory (/dev/shm) where there is one with
 * room (a container's is 64 MB by default), as PGlite's own in-memory databases do, since a
 * copy on disk would wait on every fsync.
 */
export function scratchRoot(): string {
  if (!existsSync('/dev/shm')) return tmpdir();
  const { bavail, bsize } = statfsSync('/dev/shm');
  return bavail * bsize >= ENOUGH_BYTES ? '/dev/shm' : tmpdir();
}

/** A copy of the template data directory, and how to remove it once its PGlite is closed. */
export async function copyDataDir(
  template: string,
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(scratchRoot(), 'parada-pglite-'));
  await cp(template, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
