import { authActions, selectLoginStatus } from '@parada/core/store';
import { LoginForm, SocialSignIn, useAppDispatch, useAppSelector } from '@parada/ui';
import { LanguageSelect } from '../app/language-select';
import { pathOf } from '../app/paths';

/**
 * Log in (spec §2). The saga owns the call; once the session is valid the guest-only guard
 * sends the user to panel_home.
 */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectLoginStatus);
  return (
    <LoginForm
      status={status}
      error={error}
      onSubmit={(credentials) => dispatch(authActions.loginRequested(credentials))}
      registerHref={pathOf('register')}
      recoverHref={pathOf('recover_password')}
      headerExtra={<LanguageSelect />}
      social={<SocialSignIn mode="login" />}
    />
  );
}
