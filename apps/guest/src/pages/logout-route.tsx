import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@parada/ui';
import { Navigate } from 'react-router';
import { authActions, selectIsLoggedIn } from '@parada/core';
import { pathOf } from '../app/paths';

/** /logout (spec §2): ends the session, then the entry page. */
export default function LogoutRoute() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (loggedIn) dispatch(authActions.logoutRequested());
  }, [dispatch, loggedIn]);
  return loggedIn ? null : <Navigate to={pathOf('before_room')} replace />;
}
