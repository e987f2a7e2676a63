import { useDeferredValue, type ReactNode } from 'react';
import { useAppSelector } from '../hooks/store-hooks';
import { Navigate, useSearchParams } from 'react-router';
import { Center, Spinner } from '@chakra-ui/react';
import { guardRoute, type RouteName } from '@parada/core';
import { selectMustRenewPrivacy, selectSession } from '@parada/core/store';
import { usePaths } from './app-paths';
import { useRole } from './use-role';
import { useT } from '../i18n/use-t';

export interface RouteGuardProps {
  route: RouteName;
  children: ReactNode;
}

/**
 * Runs core's guard (spec §2) for one route. While a stored token is being checked the
 * answer is unknown, so it waits instead of bouncing a logged-in user to the login page.
 * A refused visit goes to the app's path for core's answer.
 */
export function RouteGuard({ route, children }: RouteGuardProps) {
  const { pathOf } = usePaths();
  // Deferred: the page a session opens renders in a transition, in slices, not in the one
  // long synchronous render a store update gets.
  const session = useDeferredValue(useAppSelector(selectSession));
  const renewPrivacy = useAppSelector(selectMustRenewPrivacy);
  const role = useRole();
  const [search] = useSearchParams();
  const { t } = useT();
  const token = search.get('token');
  const sharedTrip = route === 'history' && token != null && token.trim() !== '';

  if (session === 'unknown' && !sharedTrip) {
    return (
      <Center minH="50vh" role="status" aria-label={t('loading.busy')}>
        <Spinner size="lg" />
      </Center>
    );
  }
  const decision = guardRoute({ route, role, query: { token }, renewPrivacy });
  if (!decision.allow) return <Navigate to={pathOf(decision.redirectTo)} replace />;
  return <>{children}</>;
}
