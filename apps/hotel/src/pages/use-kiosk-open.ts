import { useEffect, useState } from 'react';
import { isKioskOpen, type HotelSettings } from '@parada/core';

/** Whether the kiosk is open now; re-read every minute, since hours turn with the clock. */
export function useKioskOpen(settings: HotelSettings | null): boolean | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!settings) return null;
  // The week set in the hotel's settings screen when there is one.
  return isKioskOpen(settings, now);
}
