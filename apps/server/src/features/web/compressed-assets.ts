import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  mtimeMs: number;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

// Source maps stay out: only developer tools fetch them, and at several megabytes the
// strongest brotli would keep the first request waiting for seconds.
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);

export const isCompressible = (file: string) => COMPRESSIBLE.has(path.extname(file));

/** The best encoding the client accepts, by its Accept-Encoding header (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Built assets compressed once, at the strongest settings, and kept in memory: they are
 * hashed and immutable, so compressing each request again would only burn CPU, and a
 * fast on-the-fly level would send more bytes to every phone.
 */
export function createCompressedAssets() {
  const cache = new Map<string, Promise<Entry>>();

  async function load(file: string, mtimeMs: number): Promise<Entry> {
    const identity = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    return { mtimeMs, identity, br, gzip: gz };
  }

  function compressLater(file: string, mtimeMs: number): void {
    const entry = load(file, mtimeMs);
    cache.set(file, entry);
    entry.catch(() => cache.delete(file));
  }

  return {
    /**
     * The asset in the strongest encoding once it is ready. Until then a request gets the
     * file as it is (the server's quick on-the-fly compression still applies) while brotli
     * 11, seconds per megabyte, runs in the background: no visitor waits for it.
     */
    async get(file: string, encoding: Encoding): Promise<{ body: Buffer; encoding: Encoding }> {
      const { mtimeMs } = await stat(file);
      const entry = cache.get(file);
      // A compression that failed (the file replaced mid-read) is no answer: serve the file.
      const ready = entry && (await Promise.race([entry.catch(() => null), Promise.resolve(null)]));
      if (ready && ready.mtimeMs === mtimeMs) {
        const body =
          encoding === 'br' ? ready.br : encoding === 'gzip' ? ready.gzip : ready.identity;
        return { body, encoding };
      }
      if (!entry || (ready && ready.mtimeMs !== mtimeMs)) compressLater(file, mtimeMs);
      return { body: await readFile(file), encoding: 'identity' };
    },
  };
}
