import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import { STORAGE_KEYS, authActions, selectIsLoggedIn } from '@parada/core';
import { useAppContext } from '@parada/ui';
import { pathOf } from '../app/paths';

/**
 * /logout (spec §2): hotel users land on the login with the stored site domain, so a hotel
 * reached through site_domain keeps its branding after log-out.
 */
export default function LogoutRoute() {
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
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
