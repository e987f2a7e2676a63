import { useNavigate } from 'react-router';
import { CONTENT_KEYS } from '@parada/core';
import { accountFlows, selectUser } from '@parada/core/store';
import { RenewPrivacyForm } from '../../account/renew-privacy-form';
import { useContentPage } from '../../account/use-account-flow';
import { useFlow } from '../../screen-kit/use-flow';
import { useOutcome } from '../../screen-kit/use-outcome';
import { useAppDispatch, useAppSelector } from '../../hooks/store-hooks';
import { usePaths } from '../app-paths';

/**
 * The privacy policy, accepted before anything else (spec §2 renew_privacy): the first time
 * an account opens an app (one an operator or a company made for it) and after the operator
 * changes the text. Every app with signed-in users shows it, then goes to its signed-in home.
 */
export default function RenewPrivacyScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { state, retry } = useContentPage(CONTENT_KEYS.privacy);
  const flow = useFlow(accountFlows.privacyRenewal);
  const user = useAppSelector(selectUser);
  const { pathOf } = usePaths();
  // The signed-in home: the quick panel, the hotel's home or the guest's ride, per app.
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
