import { accountActions } from '@parada/core/store';
import { RecoverPasswordForm, useAccountFlow, useAppDispatch } from '@parada/ui';
import { LanguageSelect } from '../../app/language-select';
import { pathOf } from '../../app/paths';

/** Asks for the emailed reset link. */
export default function RecoverPasswordPage() {
  const dispatch = useAppDispatch();
  const flow = useAccountFlow('passwordRecovery');
  return (
    <RecoverPasswordForm
      flow={flow}
      onSubmit={(request) => dispatch(accountActions.passwordRecoveryRequested(request))}
      loginHref={pathOf('login')}
      headerExtra={<LanguageSelect />}
    />
  );
}
