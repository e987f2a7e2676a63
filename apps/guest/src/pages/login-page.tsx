import { LanguageSelect, LoginForm, SocialSignIn, useAppDispatch, useFlow } from '@parada/ui';
import { accountFlows } from '@parada/core/store';
import { pathOf } from '../app/paths';

/** Log in (spec §2); once the session is valid the guest-only guard sends the guest home. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const login = useFlow(accountFlows.login);
  return (
    <LoginForm
      flow={login}
      onSubmit={(credentials) => dispatch(accountFlows.login.trigger(credentials))}
      registerHref={pathOf('register')}
      headerExtra={<LanguageSelect />}
      social={<SocialSignIn mode="login" />}
    />
  );
}
