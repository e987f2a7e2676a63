import { useParams } from 'react-router';
import { accountActions } from '@parada/core/store';
import { RemoveAccountConfirm, useAccountFlow, useAppDispatch } from '@parada/ui';

/** /remove_account/{code?}: the emailed link's last step; open to anyone holding it. */
export default function RemoveAccountPage() {
  const dispatch = useAppDispatch();
  const { code } = useParams();
  const flow = useAccountFlow('removalConfirm');
  return (
    <RemoveAccountConfirm
      code={code?.trim() || null}
      flow={flow}
      homeHref="/"
      onConfirm={(value) => dispatch(accountActions.removalConfirmRequested({ code: value }))}
    />
  );
}
