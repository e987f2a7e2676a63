import { lazy, Suspense, useSyncExternalStore } from 'react';
import { withLateRecipes } from '../theme/base-config';

/** A toast as screens ask for it. */
export interface ToastRequest {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

type Deliver = (toast: ToastRequest) => void;

// Ark's toast machine and its region cost ≈ 10 KB gzip that no first screen uses:
// they load with the first toast, which waits here until the region has mounted.
const pending: ToastRequest[] = [];
let deliver: Deliver | null = null;
let clear: (() => void) | null = null;
let wanted = false;
const listeners = new Set<() => void>();

const loadRegion = withLateRecipes(() => import('./toaster-region'));
const LazyRegion = lazy(() => loadRegion().then((module) => ({ default: module.ToasterRegion })));

function show(toast: ToastRequest) {
  if (deliver) {
    deliver(toast);
    return;
  }
  pending.push(toast);
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
}

/**
 * The region takes over delivery once mounted; returns its disconnection. `remove` empties
 * the toaster's store, which outlives the region (a module of its own): it stays at hand
 * after an unmount, so emptying the toaster then still reaches the toasts the next region
 * would show again.
 */
export function connectToaster(next: Deliver, remove: () => void): () => void {
  deliver = next;
  clear = remove;
  // Ark's toast group subscribes to its store after the region's first effects have run.
  setTimeout(() => pending.splice(0).forEach(next), 0);
  return () => {
    if (deliver === next) deliver = null;
  };
}

/** Empties the toaster: a module-level store outlives a story or a test. */
export function removeToasts() {
  pending.length = 0;
  clear?.();
}

/** Sagas and screens call `notify.success(...)` etc. */
export const notify = {
  success: (title: string, description?: string) => show({ type: 'success', title, description }),
  error: (title: string, description?: string) => show({ type: 'error', title, description }),
  info: (title: string, description?: string) => show({ type: 'info', title, description }),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The one toaster of an app: nothing until the first toast asks for the region. */
export function AppToaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <LazyRegion connect={connectToaster} />
    </Suspense>
  ) : null;
}
