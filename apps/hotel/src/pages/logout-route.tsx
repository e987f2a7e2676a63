import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { STORAGE_KEYS, authActions, selectIsLoggedIn } from '@parada/core';
import { useAppContext, useAppDispatch, useAppSelector } from '@parada/ui';
import { pathOf } from '../app/paths';

/**
 * /logout (spec §2): hotel users land on the login with the stored site domain, so a hotel
 * reached through site_domain keeps its branding after log-out.
 */
export default function LogoutRoute() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { storage } = useAppContext().parada;
  const landing = useRef(
    [pathOf('login'), storage.getItem(STORAGE_KEYS.siteDomain)]
      .filter(Boolean)
      .map((part) => encodeURI(part!))
      .join('/'),
  );
  useEffect(() => {
    if (loggedIn) dispatch(authActions.logoutRequested());
  }, [dispatch, loggedIn]);
  return loggedIn ? null : <Navigate to={landing.current} replace />;
}
