import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { menuItems } from '@parada/core';
import { selectConfiguration, selectIsLoggedIn, selectUser } from '@parada/core/store';
import { GuestLayout } from '../layouts/layouts';
import { useAppSelector } from '../hooks/store-hooks';
import { useRequestsInFlight } from './app-context';
import { usePaths } from './app-paths';

/**
 * What every app's frame reads (spec §2 layouts): the grouping, the signed-in user (null
 * for a visitor), the menu's links, the calls in flight, and the log-out.
 */
export function useAppFrame() {
  const navigate = useNavigate();
  const { hrefOf, pathOf } = usePaths();
  const configuration = useAppSelector(selectConfiguration);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const requestsInFlight = useRequestsInFlight();
  return {
    grouping: configuration ?? { name: 'Parada' },
    user: loggedIn ? user : null,
    hrefOf,
    requestsInFlight,
    // The /logout route ends the session and then leaves: leaving first would meet the
    // guest-only guard while still logged in and bounce back home.
    onLogout: () => navigate(pathOf('logout')),
  };
}

/** A visitor's frame: the guest layout with the visitor's menu, the items the app has pages for. */
export function VisitorFrame({ children }: { children: ReactNode }) {
  const { grouping, hrefOf, requestsInFlight } = useAppFrame();
  const { hasPage } = usePaths();
  return (
    <GuestLayout
      grouping={grouping}
      items={menuItems('visitor').filter(hasPage)}
      hrefOf={hrefOf}
      requestsInFlight={requestsInFlight}
    >
      {children}
    </GuestLayout>
  );
}
