import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountActions, CONTENT_KEYS } from '@parada/core';
import {
  LanguageSelect,
  RegisterForm,
  SocialSignIn,
  useAccountFlow,
  useEmailAvailability,
  useAppDispatch,
} from '@parada/ui';
import { pathOf } from '../app/paths';

/** Sign-up; once the SMS is on its way the user types its code on the activation screen. */
export default function RegisterPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const flow = useAccountFlow('signup');
  const email = useEmailAvailability();
  const [phone, setPhone] = useState<string | null>(null);

  useEffect(() => {
    if (flow.status === 'succeeded' && phone) {
      navigate(`${pathOf('activate_account')}/${encodeURIComponent(phone)}`);
    }
  }, [flow.status, phone, navigate]);

  return (
    <RegisterForm
      flow={flow}
      onSubmit={(request) => {
        setPhone(request.phone);
        dispatch(accountActions.signupRequested(request));
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
