import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { accountFlows, CONTENT_KEYS } from '@parada/core';
import { RenewPrivacyForm, useFlow, useContentPage, useAppDispatch } from '@parada/ui';
import { pathOf } from '../../app/paths';

/** The changed privacy policy, accepted before anything else (spec §2 renew_privacy). */
export default function RenewPrivacyPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { state, retry } = useContentPage(CONTENT_KEYS.privacy);
  const flow = useFlow(accountFlows.privacyRenewal);
  useEffect(() => {
    if (flow.status === 'succeeded') navigate(pathOf('panel_home'), { replace: true });
  }, [flow.status, navigate]);
  return (
    <RenewPrivacyForm
      privacy={state}
      onRetry={retry}
      flow={flow}
      onAccept={() => dispatch(accountFlows.privacyRenewal.trigger())}
    />
  );
}
