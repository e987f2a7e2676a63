import { useDispatch, useSelector } from 'react-redux';
import { authActions, selectLoginStatus } from '@parada/core';
import { LanguageSelect, LoginForm, PlainLayout, useRequestsInFlight } from '@parada/ui';

/** Hotel staff log in; once the session is valid the guest-only guard sends them to /hotel. */
export default function LoginPage() {
  const dispatch = useDispatch();
  const { status, error } = useSelector(selectLoginStatus);
  return (
    <PlainLayout requestsInFlight={useRequestsInFlight()}>
      <LoginForm
        status={status}
        error={error}
        onSubmit={(credentials) => dispatch(authActions.loginRequested(credentials))}
        headerExtra={<LanguageSelect />}
      />
    </PlainLayout>
  );
}
