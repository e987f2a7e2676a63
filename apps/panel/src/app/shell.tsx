import { useSelector } from 'react-redux';
import { Outlet, useNavigate } from 'react-router';
import {
  authActions,
  logoutRouteOf,
  menuItems,
  selectConfiguration,
  selectIsLoggedIn,
  selectPendingCount,
  selectPermissions,
  selectScheduledCount,
  selectUser,
  showsProfileButton,
} from '@parada/core';
import { GuestLayout, MainLayout } from '@parada/ui';
import { useDispatch } from 'react-redux';
import { hrefOf, pathOf } from './paths';
import { useRequestsInFlight } from './panel-context';
import { useRole } from './use-role';

/** The frame around every page: the main layout for users, the guest layout for visitors. */
export function Shell() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const configuration = useSelector(selectConfiguration);
  const loggedIn = useSelector(selectIsLoggedIn);
  const user = useSelector(selectUser);
  const permissions = useSelector(selectPermissions);
  const pending = useSelector(selectPendingCount);
  const scheduled = useSelector(selectScheduledCount);
  const role = useRole();
  const requestsInFlight = useRequestsInFlight();
  const grouping = configuration ?? { name: 'Parada' };

  if (loggedIn && user) {
    return (
      <MainLayout
        grouping={grouping}
        user={user}
        items={menuItems(role, permissions)}
        hrefOf={hrefOf}
        counts={{ pending_services: pending, scheduled_services: scheduled }}
        profileHref={showsProfileButton(role) ? pathOf('profile') : null}
        requestsInFlight={requestsInFlight}
        onLogout={() => {
          dispatch(authActions.logoutRequested());
          navigate(pathOf(logoutRouteOf(role)), { replace: true });
        }}
      >
        <Outlet />
      </MainLayout>
    );
  }
  return (
    <GuestLayout
      grouping={grouping}
      items={menuItems('visitor')}
      hrefOf={hrefOf}
      requestsInFlight={requestsInFlight}
    >
      <Outlet />
    </GuestLayout>
  );
}
