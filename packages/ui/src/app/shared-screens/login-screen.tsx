import { accountFlows } from '@parada/core/store';
import { LoginForm } from '../../account/login-form';
import { SocialSignIn } from '../../account/social-sign-in';
import { useAppDispatch } from '../../hooks/store-hooks';
import { useFlow } from '../../screen-kit/use-flow';
import { usePaths } from '../app-paths';
import { LanguageSelect } from '../language-select';

/**
 * Log in (spec §2), with links to the sign-up and the password recovery where the app has
 * them. The saga owns the call; once the session is valid the guest-only guard sends the
 * user home.
 */
export default function LoginScreen() {
  const dispatch = useAppDispatch();
  const login = useFlow(accountFlows.login);
  const { pathOf, has } = usePaths();
  return (
    <LoginForm
      flow={login}
      onSubmit={(credentials) => dispatch(accountFlows.login.trigger(credentials))}
      registerHref={has('register') ? pathOf('register') : null}
      recoverHref={has('recover_password') ? pathOf('recover_password') : null}
      headerExtra={<LanguageSelect />}
      social={<SocialSignIn mode="login" />}
    />
  );
}
