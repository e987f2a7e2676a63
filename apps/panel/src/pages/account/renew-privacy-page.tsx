import { useNavigate } from 'react-router';
import {
  RenewPrivacyForm,
  useAppDispatch,
  useAppSelector,
  useContentPage,
  useFlow,
  useOutcome,
} from '@parada/ui';
import { CONTENT_KEYS } from '@parada/core';
import { accountFlows, selectUser } from '@parada/core/store';
import { pathOf } from '../../app/paths';

/** The changed privacy policy, accepted before anything else (spec §2 renew_privacy). */
export default function RenewPrivacyPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { state, retry } = useContentPage(CONTENT_KEYS.privacy);
  const flow = useFlow(accountFlows.privacyRenewal);
  const user = useAppSelector(selectUser);
  useOutcome(flow.outcome, (outcome) => {
    if (outcome.ok) navigate(pathOf('panel_home'), { replace: true });
  });
  return (
    <RenewPrivacyForm
      privacy={state}
      onRetry={retry}
      flow={flow}
      onAccept={() => dispatch(accountFlows.privacyRenewal.trigger())}
      firstTime={user?.privacy_accepted === false}
    />
  );
}
