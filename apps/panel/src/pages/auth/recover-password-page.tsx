import { RecoverPasswordForm, useFlow, useAppDispatch } from '@parada/ui';
import { accountFlows } from '@parada/core/store';
import { LanguageSelect } from '../../app/language-select';
import { pathOf } from '../../app/paths';

/** Asks for the emailed reset link. */
export default function RecoverPasswordPage() {
  const dispatch = useAppDispatch();
  const flow = useFlow(accountFlows.passwordRecovery);
  return (
    <RecoverPasswordForm
      flow={flow}
      onSubmit={(request) => dispatch(accountFlows.passwordRecovery.trigger(request))}
      loginHref={pathOf('login')}
      headerExtra={<LanguageSelect />}
    />
  );
}
