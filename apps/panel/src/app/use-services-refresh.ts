import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { SERVICES_REFRESH_MS, servicesActions } from '@parada/core';

/**
 * Keeps the service lists behind the menu badges fresh while a user is logged in
 * (spec §9: every SERVICES_REFRESH_MS). Unmounting with the main layout, on log-out, is what
 * clears the interval.
 */
export function useServicesRefresh(active: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!active) return;
    dispatch(servicesActions.refreshRequested());
    const timer = window.setInterval(
      () => dispatch(servicesActions.refreshRequested()),
      SERVICES_REFRESH_MS,
    );
    return () => window.clearInterval(timer);
  }, [active, dispatch]);
}
