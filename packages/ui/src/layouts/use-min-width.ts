import { useSyncExternalStore } from 'react';

/**
 * Whether the viewport is at least `px` wide, following resizes and rotations; null while
 * a page is prerendered or hydrated, where the width is not known: the markup drawn
 * then must be the same for every width, and leaves the choice to CSS.
 */
export function useMinWidth(px: number): boolean | null {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}
