import { homeRouteOf } from '@parada/core';
import { selectIsLoggedIn } from '@parada/core/store';
import { NotFoundPage, useAppSelector } from '@parada/ui';
import { pathOf } from '../app/paths';
import { useRole } from '../app/use-role';

/** 'Oops! Nothing here...' with a way home: the user's home, or the entry page. */
export default function NotFoundRoute() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const role = useRole();
  return <NotFoundPage homeHref={pathOf(loggedIn ? homeRouteOf(role) : 'before_room')} />;
}
