import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { pathOf } from '../app/paths';

/*
 * The lobby kiosk is locked: once a screen shows it, every staff page of this browser leads
 * back to it until someone types a staff password or the hotel's kiosk PIN, which the server
 * checks. The mark lives in the browser, so a reload or a typed address stays on the kiosk.
 */

const KEY = 'parada.hotel.kiosk-locked';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const lockKiosk = () => storage()?.setItem(KEY, '1');
export const unlockKiosk = () => storage()?.removeItem(KEY);
export const isKioskLocked = () => storage()?.getItem(KEY) === '1';

/** A staff page's guard: while the kiosk is locked, the kiosk is all this browser shows. */
export function KioskLockGuard({ children }: { children: ReactNode }) {
  if (isKioskLocked()) return <Navigate to={pathOf('hotelcab')} replace />;
  return <>{children}</>;
}
