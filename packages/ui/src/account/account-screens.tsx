import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CONTENT_KEYS, type RouteName } from '@parada/core';
import { accountFlows } from '@parada/core/store';
import { useAppDispatch } from '../hooks/store-hooks';
import { useT } from '../i18n/use-t';
import { ActivationForm } from './activation-form';
import { RegisterForm } from './register-form';
import { SocialSignIn } from './social-sign-in';
import { useFlow } from '../screen-kit/use-flow';
import { useOutcome } from '../screen-kit/use-outcome';
import { useEmailAvailability } from './use-account-flow';

/**
 * Sign-up as the panel and the guest app offer it (the hotel has none); once the SMS is on
 * its way the user types its code on the activation screen. Each app gives its own paths
 * and language switch.
 */
export function RegisterScreen({
  pathOf,
  languageSelect,
}: {
  pathOf: (route: RouteName) => string;
  languageSelect: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const flow = useFlow(accountFlows.signup);
  const email = useEmailAvailability();
  const [phone, setPhone] = useState<string | null>(null);

  useOutcome(flow.outcome, (outcome) => {
    if (outcome.ok && phone) navigate(`${pathOf('activate_account')}/${encodeURIComponent(phone)}`);
  });

  return (
    <RegisterForm
      flow={flow}
      onSubmit={(request) => {
        setPhone(request.phone);
        dispatch(accountFlows.signup.trigger(request));
      }}
      termsHref={`${pathOf('content')}/${CONTENT_KEYS.conditions}`}
      privacyHref={`${pathOf('content')}/${CONTENT_KEYS.privacy}`}
      loginHref={pathOf('login')}
      headerExtra={languageSelect}
      social={<SocialSignIn mode="register" />}
      takenEmail={email.takenEmail}
      onEmailLeft={email.onEmailLeft}
    />
  );
}

/**
 * /activate_account/{phone?}/{code?}: the SMS code activates the account and logs it in;
 * the app's guest-only guard then sends the new user home.
 */
export function PhoneActivationScreen() {
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
