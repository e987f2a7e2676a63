import { Outlet, useNavigate } from 'react-router';
import { menuItems, showsProfileButton } from '@parada/core';
import {
  authActions,
  selectConfiguration,
  selectIsLoggedIn,
  selectPendingCount,
  selectExpiredMessage,
  selectPermissions,
  selectScheduledCount,
  selectUnreadMessages,
  selectUser,
} from '@parada/core/store';
import {
  GuestLayout,
  MainLayout,
  DeferredNotificationDialog,
  useRequestsInFlight,
  useRole,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { hrefOf, pathOf } from './paths';

/** The frame around every page: the main layout for users, the guest layout for visitors. */
export function Shell() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const configuration = useAppSelector(selectConfiguration);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const permissions = useAppSelector(selectPermissions);
  const pending = useAppSelector(selectPendingCount);
  const scheduled = useAppSelector(selectScheduledCount);
  const unread = useAppSelector(selectUnreadMessages);
  const role = useRole();
  const requestsInFlight = useRequestsInFlight();
  const expiredMessage = useAppSelector(selectExpiredMessage);
  const grouping = configuration ?? { name: 'Parada' };

  if (loggedIn && user) {
    return (
      <MainLayout
        grouping={grouping}
        user={user}
        // The hotel's settings and rooms live in the hotel app, which the Hotel item leads to.
        items={menuItems(role, permissions).filter(
          (item) => item.id !== 'hotel_settings' && item.id !== 'hotel_stays',
        )}
        hrefOf={hrefOf}
        counts={{
          pending_services: pending,
          scheduled_services: scheduled,
          unread_messages: unread,
        }}
        profileHref={showsProfileButton(role) ? pathOf('profile') : null}
        requestsInFlight={requestsInFlight}
        // The /logout route ends the session and then leaves: leaving first would meet the
        // guest-only guard while still logged in and bounce back home.
        onLogout={() => navigate(pathOf('logout'))}
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
      {/* A session that ended on its own (401) says so once the visitor frame shows. */}
      <DeferredNotificationDialog
        open={expiredMessage != null}
        message={expiredMessage ?? ''}
        onClose={() => dispatch(authActions.expiredMessageDismissed())}
      />
    </GuestLayout>
  );
}
