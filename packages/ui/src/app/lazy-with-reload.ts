import { createElement, lazy, useState, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@parada/core';
import { withLateRecipes } from '../theme/base-config';

const RELOADED_KEY = 'parada.chunk_reloaded';

/**
 * A chunk still loading after `ms` counts as failed (spec §8: chunk time-out 120 s): on a
 * stalled connection the page would otherwise show its spinner for ever.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A page fetched on first render, or ahead of it with `preload` (a prerendered screen). */
export type LazyPage<P extends object> = ComponentType<P> & {
  /**
   * Fetches the page's chunk now; resolves once it is here (or failed: then on render).
   * `withLateRecipes`: the late recipes and texts too, for a page that draws with them (a
   * signed-in screen the server draws), so that it renders whole without suspending.
   */
  preload: (options?: { withLateRecipes?: boolean }) => Promise<void>;
  /**
   * Starts fetching the chunk (with the late recipes and texts it draws with) and returns:
   * the page still renders through its Suspense boundary, which then finds it here.
   */
  prefetch: () => void;
};

/**
 * React.lazy that reloads the page once when a chunk fails to load or times out: after a
 * deploy the old index.html names chunks that no longer exist. A second failure is thrown,
 * so a real outage shows an error instead of a reload loop.
 *
 * A page preloaded before the first render is drawn at once, without suspending: a
 * prerendered screen hydrates in one pass, and nothing can update it half-hydrated. Only a
 * first screen is preloaded, and it draws no late recipe; a page rendered on navigation
 * fetches the late recipes (base-config.ts) beside its chunk.
 */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): LazyPage<P> {
  let preloaded: ComponentType<P> | null = null;
  const Lazy = lazy(async () => {
    try {
      const module = await withChunkTimeout(withLateRecipes(load), timeoutMs);
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
  function Page(props: P) {
    // Chosen once per mount: switching types later would remount the page and lose its state.
    const [type] = useState<ComponentType<P>>(() => preloaded ?? Lazy);
    return createElement(type, props);
  }
  Page.prefetch = () => void withLateRecipes(load)().catch(() => undefined);
  Page.preload = (options?: { withLateRecipes?: boolean }) =>
    withChunkTimeout(options?.withLateRecipes ? withLateRecipes(load) : load, timeoutMs).then(
      (module) => {
        preloaded = module.default;
      },
      () => undefined,
    );
  return Page;
}
