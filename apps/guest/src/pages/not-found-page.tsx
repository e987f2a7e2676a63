import { homeRouteOf } from '@parada/core';
import { selectIsLoggedIn } from '@parada/core/store';
import { NotFoundPage as NotFound, useRole, useAppSelector } from '@parada/ui';
import { pathOf } from '../app/paths';

/** 'Oops! Nothing here...' with a way home: the ride page, or the entry page. */
export default function NotFoundPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const role = useRole();
  return <NotFound homeHref={pathOf(loggedIn ? homeRouteOf(role) : 'before_room')} />;
}
