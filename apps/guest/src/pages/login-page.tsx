import { authActions, selectLoginStatus } from '@parada/core/store';
import {
  LanguageSelect,
  LoginForm,
  SocialSignIn,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { pathOf } from '../app/paths';

/** Log in (spec §2); once the session is valid the guest-only guard sends the guest home. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectLoginStatus);
  return (
    <LoginForm
      status={status}
      error={error}
      onSubmit={(credentials) => dispatch(authActions.loginRequested(credentials))}
      registerHref={pathOf('register')}
      headerExtra={<LanguageSelect />}
      social={<SocialSignIn mode="login" />}
    />
  );
}
