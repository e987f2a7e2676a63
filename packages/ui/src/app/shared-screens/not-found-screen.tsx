import { homeRouteOf } from '@parada/core';
import { NotFoundPage } from '../../widgets/not-found-page';
import { usePaths } from '../app-paths';
import { useRole } from '../use-role';

/** 'Oops! Nothing here...' with a way home: the user's home, or the entry page (core's rule). */
export default function NotFoundScreen() {
  const { pathOf } = usePaths();
  return <NotFoundPage homeHref={pathOf(homeRouteOf(useRole()))} />;
}
