import { useDispatch } from 'react-redux';
import { accountActions } from '@parada/core';
import { RecoverPasswordForm, useAccountFlow } from '@parada/ui';
import { LanguageSelect } from '../../app/language-select';
import { pathOf } from '../../app/paths';

/** Asks for the emailed reset link. */
export default function RecoverPasswordPage() {
  const dispatch = useDispatch();
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
