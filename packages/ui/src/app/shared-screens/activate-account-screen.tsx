import { useParams } from 'react-router';
import { accountFlows } from '@parada/core/store';
import { ActivationForm } from '../../account/activation-form';
import { useAppDispatch } from '../../hooks/store-hooks';
import { useT } from '../../i18n/use-t';
import { useFlow } from '../../screen-kit/use-flow';

/**
 * /activate_account/{phone?}/{code?}: the SMS code activates the account and logs it in;
 * the guest-only guard then sends the new user home.
 */
export default function ActivateAccountScreen() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { phone = '', code = '' } = useParams();
  const flow = useFlow(accountFlows.activation);
  const resendFlow = useFlow(accountFlows.activationResend);
  return (
    <ActivationForm
      kind="phone"
      title={t('route.activate_account')}
      flow={flow}
      resendFlow={resendFlow}
      initialIdentity={phone}
      initialCode={code}
      onSubmit={(request) => dispatch(accountFlows.activation.trigger(request))}
      onResend={(value) => dispatch(accountFlows.activationResend.trigger({ phone: value }))}
    />
  );
}
