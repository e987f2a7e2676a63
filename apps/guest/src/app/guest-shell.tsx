import { Outlet } from 'react-router';
import { guestMenuItems } from '@parada/core';
import { MainLayout, VisitorFrame, useAppFrame } from '@parada/ui';

/**
 * The guest frame (spec §2 guest layout): login, register and the three content pages for
 * visitors; a signed-up guest gets the ride page, the club and log-out.
 */
export function GuestShell() {
  const { user, ...frame } = useAppFrame();
  if (!user) {
    return (
      <VisitorFrame>
        <Outlet />
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
