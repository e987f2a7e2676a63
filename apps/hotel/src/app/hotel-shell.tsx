import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { menuItems, showsHotelHistoryButton, showsProfileButton } from '@parada/core';
import { hotelActions, selectIsLoggedIn, selectPermissions } from '@parada/core/store';
import {
  HotelLayout,
  VisitorFrame,
  useAppDispatch,
  useAppFrame,
  useAppSelector,
  useRole,
} from '@parada/ui';
import { KioskLockGuard } from '../pages/kiosk-lock';
import { pathOf } from './paths';

/**
 * The hotel frame (spec §2 hotel layout): title, menu and the history button, which
 * employees do not get. Visitors only reach the content pages here, in the guest frame.
 */
export function HotelShell() {
  const dispatch = useAppDispatch();
  const { user, ...frame } = useAppFrame();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const permissions = useAppSelector(selectPermissions);
  const role = useRole();

  useEffect(() => {
    if (loggedIn) dispatch(hotelActions.settingsRequested());
  }, [dispatch, loggedIn]);

  if (!user) {
    return (
      <VisitorFrame>
        <Outlet />
      </VisitorFrame>
    );
  }
  return (
    <KioskLockGuard>
      <HotelLayout
        // No fixed title: the bar names the page as the panel's does; the domain's
        // title repeated the brand beside it and was cut on a phone.
        {...frame}
        user={user}
        items={menuItems(role, permissions, 'hotel')}
        historyHref={showsHotelHistoryButton(role) ? pathOf('hotel_history') : null}
        profileHref={showsProfileButton(role) ? pathOf('profile') : null}
      >
        <Outlet />
      </HotelLayout>
    </KioskLockGuard>
  );
}
