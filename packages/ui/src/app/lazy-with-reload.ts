import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@parada/core';

const RELOADED_KEY = 'parada.chunk_reloaded';

/**
 * A chunk still loading after `ms` counts as failed (spec §8: chunk time-out 120 s): on a
 * stalled connection the page would otherwise show its spinner for ever.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS) {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(
      () => reject(new Error(`chunk load timed out after ${ms} ms`)),
      ms,
    );
    load().then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * React.lazy that reloads the page once when a chunk fails to load or times out: after a
 * deploy the old index.html names chunks that no longer exist. A second failure is thrown,
 * so a real outage shows an error instead of a reload loop.
 */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
) {
  return lazy(async () => {
    try {
      const module = await withChunkTimeout(load, timeoutMs);
      window.sessionStorage.removeItem(RELOADED_KEY);
      return module;
    } catch (error) {
      if (window.sessionStorage.getItem(RELOADED_KEY)) throw error;
      window.sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
      // Never settles: the page is going away.
      return new Promise<{ default: ComponentType<P> }>(() => {});
    }
  });
}
