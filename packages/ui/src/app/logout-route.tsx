import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { logoutRouteOf, withSiteDomain } from '@parada/core';
import { STORAGE_KEYS, authActions, selectIsLoggedIn } from '@parada/core/store';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import { useAppContext } from './app-context';
import { usePaths } from './app-paths';
import { useRole } from './use-role';

/**
 * /logout (spec §2) in every app: ends the session, then lands where core says log-out
 * lands, with the site domain the visitor came through.
 */
export function LogoutRoute() {
  const dispatch = useAppDispatch();
  const { pathOf } = usePaths();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { storage } = useAppContext().parada;
  const role = useRole();
  // The role before the session ends decides the landing page (hotel staff → login).
  const landing = useRef(
    withSiteDomain(pathOf(logoutRouteOf(role)), storage.getItem(STORAGE_KEYS.siteDomain)),
  );
  useEffect(() => {
    if (loggedIn) dispatch(authActions.logoutRequested());
  }, [dispatch, loggedIn]);
  return loggedIn ? null : <Navigate to={landing.current} replace />;
}
