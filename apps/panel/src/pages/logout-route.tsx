import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@parada/ui';
import { Navigate } from 'react-router';
import { authActions, logoutRouteOf, selectIsLoggedIn } from '@parada/core';
import { pathOf } from '../app/paths';
import { useRole } from '../app/use-role';

/** /logout (spec §2): ends the session, then lands where core says log-out lands. */
export default function LogoutRoute() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // The role before the session ends decides the landing page (hotel staff → login).
  const landing = useRef(pathOf(logoutRouteOf(useRole())));
  useEffect(() => {
    if (loggedIn) dispatch(authActions.logoutRequested());
  }, [dispatch, loggedIn]);
  return loggedIn ? null : <Navigate to={landing.current} replace />;
}
