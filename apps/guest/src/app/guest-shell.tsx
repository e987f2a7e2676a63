import { Outlet, useNavigate } from 'react-router';
import { guestMenuItems, menuItems } from '@parada/core';
import { selectConfiguration, selectIsLoggedIn, selectUser } from '@parada/core/store';
import { GuestLayout, MainLayout, useRequestsInFlight, useAppSelector } from '@parada/ui';
import { hasPage, hrefOf, pathOf } from './paths';

/**
 * The guest frame (spec §2 guest layout): login, register and the three content pages for
 * visitors; a signed-up guest gets the ride page, the club and log-out.
 */
export function GuestShell() {
  const navigate = useNavigate();
  const configuration = useAppSelector(selectConfiguration);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const requestsInFlight = useRequestsInFlight();
  const grouping = configuration ?? { name: 'Parada' };

  if (loggedIn && user) {
    return (
      <MainLayout
        grouping={grouping}
        user={user}
        // One entry per place of the guest app (#14): the ride page, the club, content.
        items={guestMenuItems()}
        hrefOf={hrefOf}
        requestsInFlight={requestsInFlight}
        onLogout={() => navigate(pathOf('logout'))}
      >
        <Outlet />
      </MainLayout>
    );
  }
  return (
    <GuestLayout
      grouping={grouping}
      items={menuItems('visitor').filter(hasPage)}
      hrefOf={hrefOf}
      requestsInFlight={requestsInFlight}
    >
      <Outlet />
    </GuestLayout>
  );
}
