/**
 * Counts the requests in flight that are not silent. The top loading bar subscribes to it
 * (useSyncExternalStore-compatible), so it lives outside Redux: a counter that changes on
 * every request would otherwise re-render every connected screen.
 */
export interface RequestCounter {
  readonly getSnapshot: () => number;
  readonly subscribe: (listener: () => void) => () => void;
  readonly started: () => void;
  readonly finished: () => void;
}

export function createRequestCounter(): RequestCounter {
  let inFlight = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    getSnapshot: () => inFlight,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    started() {
      inFlight += 1;
      notify();
    },
    finished() {
      inFlight = Math.max(0, inFlight - 1);
      notify();
    },
  };
}
