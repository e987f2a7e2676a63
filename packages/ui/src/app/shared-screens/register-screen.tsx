import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CONTENT_KEYS } from '@parada/core';
import { accountFlows } from '@parada/core/store';
import { RegisterForm } from '../../account/register-form';
import { SocialSignIn } from '../../account/social-sign-in';
import { useEmailAvailability } from '../../account/use-account-flow';
import { useAppDispatch } from '../../hooks/store-hooks';
import { useFlow } from '../../screen-kit/use-flow';
import { useOutcome } from '../../screen-kit/use-outcome';
import { usePaths } from '../app-paths';
import { LanguageSelect } from '../language-select';

/**
 * Sign-up as the panel and the guest app offer it (the hotel has none); once the SMS is on
 * its way the user types its code on the activation screen.
 */
export default function RegisterScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathOf } = usePaths();
  const flow = useFlow(accountFlows.signup);
  const email = useEmailAvailability();
  const [phone, setPhone] = useState<string | null>(null);

  useOutcome(flow.outcome, (outcome) => {
    if (!outcome.ok || !phone) return;
    navigate(`${pathOf('activate_account')}/${encodeURIComponent(phone)}`, {
      state: { codeNotSent: outcome.key === 'error.code_not_sent' },
    });
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
      headerExtra={<LanguageSelect />}
      social={<SocialSignIn mode="register" />}
      takenEmail={email.takenEmail}
      onEmailLeft={email.onEmailLeft}
    />
  );
}
