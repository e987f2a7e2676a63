import { useParams } from 'react-router';
import { RemoveAccountConfirm, useFlow, useAppDispatch } from '@parada/ui';
import { accountFlows } from '@parada/core/store';

/** /remove_account/{code?}: the emailed link's last step; open to anyone holding it. */
export default function RemoveAccountPage() {
  const dispatch = useAppDispatch();
  const { code } = useParams();
  // Confirming ends the session: the frame turns into the visitor's and draws this page
  // again, which must still show that the account is gone.
  const flow = useFlow(accountFlows.removalConfirm, undefined, { keepOnLeave: true });
  return (
    <RemoveAccountConfirm
      code={code?.trim() || null}
      flow={flow}
      homeHref="/"
      onConfirm={(value) => dispatch(accountFlows.removalConfirm.trigger({ code: value }))}
    />
  );
}
