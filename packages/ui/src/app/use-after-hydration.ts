import { useSyncExternalStore } from 'react';

const unsubscribed = () => () => {};

/**
 * False while a page is drawn on the server or hydrated, true in any other render: a lazy
 * piece (the trip's map, the user's avatar) shows its placeholder until then, as the
 * server drew it. Left to suspend there, it would be a boundary the server could not
 * finish, which React reports as an error on hydrating before drawing it anyway.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    unsubscribed,
    () => true,
    () => false,
  );
}
