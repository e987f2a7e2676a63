import { useLocation, useParams } from 'react-router';
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
  // Sign-up says so in the navigation's state when the SMS with the code did not leave.
  const codeNotSent = (useLocation().state as { codeNotSent?: boolean } | null)?.codeNotSent;
  const flow = useFlow(accountFlows.activation);
  const resendFlow = useFlow(accountFlows.activationResend);
  return (
    <ActivationForm
      kind="phone"
      title={t('route.activate_account')}
      flow={flow}
      resendFlow={resendFlow}
      codeNotSent={codeNotSent === true}
      initialIdentity={phone}
      initialCode={code}
      onSubmit={(request) => dispatch(accountFlows.activation.trigger(request))}
      onResend={(value) => dispatch(accountFlows.activationResend.trigger({ phone: value }))}
    />
  );
}
