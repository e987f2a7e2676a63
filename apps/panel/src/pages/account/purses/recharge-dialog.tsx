import { useEffect, useState, type FormEvent } from 'react';
import { Alert, HStack, SimpleGrid, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { cardSchema, checkForm, type FormErrors } from '@parada/core';
import {
  pursesActions,
  rechargeFlow,
  selectCardPayments,
  selectRecharge,
} from '@parada/core/store';
import {
  AppDialog,
  CancelAndGo,
  TextField,
  notify,
  useAppDispatch,
  useAppSelector,
  useFlow,
} from '@parada/ui';
import { FailureAlert, useErrorText } from '../account-ui';
import { AmountField } from './amount-field';
import { readAmount, useMoney } from './use-money';
import { useT } from '../../../i18n/panel-i18n';

/** Recharge by card through the gateway; a card that needs the bank's step gets it here. */
export function RechargeDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const errorText = useErrorText();
  const recharge = useAppSelector(selectRecharge);
  const cardPayments = useAppSelector(selectCardPayments);
  const money = useMoney();
  const [typedAmount, setTypedAmount] = useState('');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', holder: '' });
  const [errors, setErrors] = useState<FormErrors>({});

  // Credited: say how much and close. A card waiting for the bank's step has no amount yet.
  const flow = useFlow(rechargeFlow, (outcome) => {
    if (!outcome.ok || outcome.params.cents === undefined) return;
    notify.success(t('account.purses.recharged', { amount: money(Number(outcome.params.cents)) }));
    onClose();
  });

  const close = () => {
    dispatch(pursesActions.rechargeClosed());
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = readAmount(typedAmount);
    const checked = checkForm(cardSchema, {
      ...card,
      holder: card.holder.trim() ? card.holder : undefined,
    });
    const next: FormErrors = checked.ok ? {} : { ...checked.errors };
    if (typeof amount === 'string') next['amount'] = amount;
    setErrors(next);
    if (!checked.ok || typeof amount === 'string') return;
    dispatch(
      rechargeFlow.trigger({
        step: 'card',
        request: { amount: amount.amount, card: checked.value },
      }),
    );
  };

  const fieldError = (name: string) => {
    const key = errors[name];
    return key ? t(key, { max: 100 }) : null;
  };
  const serverError =
    flow.status === 'failed' && flow.outcome?.ok === false ? errorText(flow.outcome.message) : null;
  const setCardField = (field: keyof typeof card) => (value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // A real provider's bank page is its own site: the browser goes there and comes back to
  // this page with the payment's reference. The sandbox keeps its step in this dialog.
  const leaveForBank = recharge.action !== null && cardPayments !== 'sandbox';
  useEffect(() => {
    if (leaveForBank && recharge.action) window.location.assign(recharge.action.url);
  }, [leaveForBank, recharge.action]);

  if (leaveForBank) {
    return (
      <AppDialog open onClose={close} width="medium" title={t('account.purses.bank_title')}>
        <HStack gap="3" role="status">
          <Spinner size="sm" color="fg.muted" />
          <Text>{t('account.purses.bank_redirect')}</Text>
        </HStack>
      </AppDialog>
    );
  }

  if (recharge.action) {
    return (
      <AppDialog
        open
        onClose={close}
        width="medium"
        title={t('account.purses.bank_title')}
        footer={
          <CancelAndGo
            onCancel={close}
            label={t('account.purses.bank_confirm')}
            onGo={() => dispatch(rechargeFlow.trigger({ step: 'bank' }))}
            busy={flow.status === 'pending'}
          />
        }
      >
        <Stack gap="4">
          <FailureAlert message={serverError} />
          <Text>{t('account.purses.bank_body')}</Text>
        </Stack>
      </AppDialog>
    );
  }

  return (
    <AppDialog
      open
      onClose={close}
      width="medium"
      title={t('account.purses.recharge_title')}
      footer={
        <CancelAndGo
          onCancel={close}
          label={t('account.purses.pay')}
          form="recharge-form"
          busy={flow.status === 'pending'}
        />
      }
    >
      <chakra.form id="recharge-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          {cardPayments === 'sandbox' && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t('account.purses.sandbox')}</Alert.Title>
            </Alert.Root>
          )}
          <FailureAlert message={serverError} />
          <AmountField
            value={typedAmount}
            error={fieldError('amount')}
            onChange={(typed) => {
              setTypedAmount(typed);
              setErrors((current) => ({ ...current, amount: undefined }));
            }}
          />
          <TextField
            label={t('account.purses.card_number')}
            required
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            error={fieldError('number')}
            onChange={(event) => setCardField('number')(event.target.value)}
          />
          <SimpleGrid columns={2} gap="4">
            <TextField
              label={t('account.purses.card_expiry')}
              required
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={card.expiry}
              error={fieldError('expiry')}
              onChange={(event) => setCardField('expiry')(event.target.value)}
            />
            <TextField
              label={t('account.purses.card_cvc')}
              required
              inputMode="numeric"
              autoComplete="cc-csc"
              value={card.cvc}
              error={fieldError('cvc')}
              onChange={(event) => setCardField('cvc')(event.target.value)}
            />
          </SimpleGrid>
          <TextField
            label={t('account.purses.card_holder')}
            autoComplete="cc-name"
            value={card.holder}
            error={fieldError('holder')}
            onChange={(event) => setCardField('holder')(event.target.value)}
          />
          <Text fontSize="sm" color="fg.muted">
            {t('account.purses.card_note')}
          </Text>
        </Stack>
      </chakra.form>
    </AppDialog>
  );
}
