import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { menuItems, showsHotelHistoryButton, showsProfileButton } from '@parada/core';
import {
  hotelActions,
  selectConfiguration,
  selectIsLoggedIn,
  selectPermissions,
  selectUser,
} from '@parada/core/store';
import {
  GuestLayout,
  HotelLayout,
  useRequestsInFlight,
  useRole,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { hasPage, hrefOf, pathOf } from './paths';

/**
 * The hotel frame (spec §2 hotel layout): title, menu and the history button, which
 * employees do not get. Visitors only reach the content pages here, in the guest frame.
 */
export function HotelShell() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const configuration = useAppSelector(selectConfiguration);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const permissions = useAppSelector(selectPermissions);
  const role = useRole();
  const requestsInFlight = useRequestsInFlight();
  const grouping = configuration ?? { name: 'Parada' };

  useEffect(() => {
    if (loggedIn) dispatch(hotelActions.settingsRequested());
  }, [dispatch, loggedIn]);

  if (loggedIn && user) {
    return (
      <HotelLayout
        // No fixed title: the bar names the page as the panel's does (#20); the domain's
        // title repeated the brand beside it and was cut on a phone.
        grouping={grouping}
        user={user}
        items={menuItems(role, permissions).filter(hasPage)}
        hrefOf={hrefOf}
        historyHref={showsHotelHistoryButton(role) ? pathOf('hotel_history') : null}
        profileHref={showsProfileButton(role) ? pathOf('profile') : null}
        requestsInFlight={requestsInFlight}
        // /logout ends the session, then goes to the login with the stored site domain.
        onLogout={() => navigate(pathOf('logout'))}
      >
        <Outlet />
      </HotelLayout>
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
