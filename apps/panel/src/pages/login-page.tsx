import { LoginForm, SocialSignIn, useAppDispatch, useFlow } from '@parada/ui';
import { accountFlows } from '@parada/core/store';
import { LanguageSelect } from '../app/language-select';
import { pathOf } from '../app/paths';

/**
 * Log in (spec §2). The saga owns the call; once the session is valid the guest-only guard
 * sends the user to panel_home.
 */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const login = useFlow(accountFlows.login);
  return (
    <LoginForm
      flow={login}
      onSubmit={(credentials) => dispatch(accountFlows.login.trigger(credentials))}
      registerHref={pathOf('register')}
      recoverHref={pathOf('recover_password')}
      headerExtra={<LanguageSelect />}
      social={<SocialSignIn mode="login" />}
    />
  );
}
