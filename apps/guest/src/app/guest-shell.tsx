import { Outlet } from 'react-router';
import { guestMenuItems } from '@parada/core';
import { authActions, selectExpiredMessage } from '@parada/core/store';
import {
  DeferredNotificationDialog,
  MainLayout,
  VisitorFrame,
  useAppDispatch,
  useAppFrame,
  useAppSelector,
} from '@parada/ui';

/**
 * The guest frame (spec §2 guest layout): login, register and the three content pages for
 * visitors; a signed-up guest gets the ride page, the club and log-out.
 */
export function GuestShell() {
  const dispatch = useAppDispatch();
  const { user, ...frame } = useAppFrame();
  const expiredMessage = useAppSelector(selectExpiredMessage);
  if (!user) {
    return (
      <VisitorFrame>
        <Outlet />
        {/* A session that ended on its own (a room guest's stay is over) says why. */}
        <DeferredNotificationDialog
          open={expiredMessage != null}
          message={expiredMessage ?? ''}
          onClose={() => dispatch(authActions.expiredMessageDismissed())}
        />
      </VisitorFrame>
    );
  }
  return (
    // One entry per place of the guest app: the ride page, the club, content.
    <MainLayout {...frame} user={user} items={guestMenuItems()}>
      <Outlet />
    </MainLayout>
  );
}
