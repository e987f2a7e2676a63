import { Alert, Button, Spinner } from '@chakra-ui/react';
import { pursesActions, selectReturnedRecharge } from '@parada/core/store';
import { useAppDispatch, useAppSelector } from '@parada/ui';
import { useT } from '../../../i18n/panel-i18n';

/** The outcome of a recharge the customer came back to from the bank's page. */
export function ReturnedRecharge() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const returned = useAppSelector(selectReturnedRecharge);
  if (!returned) return null;
  const status =
    returned.status === 'succeeded' ? 'success' : returned.status === 'failed' ? 'error' : 'info';
  const text =
    returned.status === 'succeeded'
      ? t('account.purses.return_done')
      : returned.status === 'failed'
        ? t('account.purses.return_failed')
        : t('account.purses.return_pending');
  return (
    <Alert.Root status={status} role="status" data-testid="recharge-return">
      {returned.status === 'succeeded' || returned.status === 'failed' ? (
        <Alert.Indicator />
      ) : (
        <Spinner size="sm" color="fg.muted" />
      )}
      <Alert.Title flex="1">{text}</Alert.Title>
      {(returned.status === 'succeeded' || returned.status === 'failed') && (
        <Button
          size="xs"
          variant="ghost"
          onClick={() => dispatch(pursesActions.rechargeReturnDismissed())}
        >
          {t('actions.close')}
        </Button>
      )}
    </Alert.Root>
  );
}
