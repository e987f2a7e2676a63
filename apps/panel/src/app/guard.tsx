import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router';
import { Center, Spinner } from '@chakra-ui/react';
import { guardRoute, selectMustRenewPrivacy, selectSession, type RouteName } from '@parada/core';
import { usePanelTranslation } from '../i18n/panel-i18n';
import { pathOf } from './paths';
import { useRole } from './use-role';

/**
 * Runs core's guard (spec §2) for one route. While a stored token is being checked the
 * answer is unknown, so it waits instead of bouncing a logged-in user to the login page.
 */
export function Guard({ route, children }: { route: RouteName; children: ReactNode }) {
  const session = useSelector(selectSession);
  const renewPrivacy = useSelector(selectMustRenewPrivacy);
  const role = useRole();
  const [search] = useSearchParams();
  const { t } = usePanelTranslation();
  const token = search.get('token');
  const sharedTrip = route === 'history' && token != null && token.trim() !== '';

  if (session === 'unknown' && !sharedTrip) {
    return (
      <Center minH="50vh" role="status" aria-label={t('loading')}>
        <Spinner size="lg" />
      </Center>
    );
  }
  const decision = guardRoute({ route, role, query: { token }, renewPrivacy });
  if (!decision.allow) return <Navigate to={pathOf(decision.redirectTo)} replace />;
  return <>{children}</>;
}
