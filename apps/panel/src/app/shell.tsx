import { Outlet } from 'react-router';
import { menuItems, showsProfileButton } from '@parada/core';
import {
  authActions,
  selectExpiredMessage,
  selectPendingCount,
  selectPermissions,
  selectScheduledCount,
  selectUnreadMessages,
} from '@parada/core/store';
import {
  DeferredNotificationDialog,
  MainLayout,
  VisitorFrame,
  useAppDispatch,
  useAppFrame,
  useAppSelector,
  useRole,
} from '@parada/ui';
import { pathOf } from './paths';

/** The frame around every page: the main layout for users, the guest layout for visitors. */
export function Shell() {
  const dispatch = useAppDispatch();
  const { user, ...frame } = useAppFrame();
  const permissions = useAppSelector(selectPermissions);
  const pending = useAppSelector(selectPendingCount);
  const scheduled = useAppSelector(selectScheduledCount);
  const unread = useAppSelector(selectUnreadMessages);
  const role = useRole();
  const expiredMessage = useAppSelector(selectExpiredMessage);

  if (!user) {
    return (
      <VisitorFrame>
        <Outlet />
        {/* A session that ended on its own (401) says so once the visitor frame shows. */}
        <DeferredNotificationDialog
          open={expiredMessage != null}
          message={expiredMessage ?? ''}
          onClose={() => dispatch(authActions.expiredMessageDismissed())}
        />
      </VisitorFrame>
    );
  }
  return (
    <MainLayout
      {...frame}
      user={user}
      items={menuItems(role, permissions, 'panel')}
      counts={{
        pending_services: pending,
        scheduled_services: scheduled,
        unread_messages: unread,
      }}
      profileHref={showsProfileButton(role) ? pathOf('profile') : null}
    >
      <Outlet />
    </MainLayout>
  );
}
