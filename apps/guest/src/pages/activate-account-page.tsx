import { useParams } from 'react-router';
import { accountActions } from '@parada/core';
import { ActivationForm, useAccountFlow, useAppDispatch } from '@parada/ui';
import { useT } from '../i18n/guest-i18n';

/**
 * /activate_account/{phone?}/{code?}: the SMS code activates the account and logs it in;
 * the guest-only guard then sends the new user home.
 */
export default function ActivateAccountPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { phone = '', code = '' } = useParams();
  const flow = useAccountFlow('activation');
  const resendFlow = useAccountFlow('activationResend');
  return (
    <ActivationForm
      kind="phone"
      title={t('route.activate_account')}
      flow={flow}
      resendFlow={resendFlow}
      initialIdentity={phone}
      initialCode={code}
      onSubmit={(request) => dispatch(accountActions.activationRequested(request))}
      onResend={(value) => dispatch(accountActions.activationResendRequested({ phone: value }))}
    />
  );
}
