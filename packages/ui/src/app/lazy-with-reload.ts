import { lazy, type ComponentType } from 'react';

const RELOADED_KEY = 'parada.chunk_reloaded';

/**
 * React.lazy that reloads the page once when a chunk fails to load: after a deploy the old
 * index.html names chunks that no longer exist. A second failure is thrown, so a real
 * outage shows an error instead of a reload loop.
 */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(async () => {
    try {
      const module = await load();
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
