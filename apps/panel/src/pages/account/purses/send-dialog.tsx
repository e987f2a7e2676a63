import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Box, Button, HStack, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { VALIDATORS, validate, type FormErrors } from '@parada/core';
import {
  pursesActions,
  selectTransferRecipient,
  transferFlow,
  type ActionResult,
} from '@parada/core/store';
import {
  AppDialog,
  CancelAndGo,
  QrScanner,
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

/** Transfer: the receiver by QR or typed code or ID, the amount, then a confirmation. */
export function SendDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const errorText = useErrorText();
  const recipient = useAppSelector(selectTransferRecipient);
  const money = useMoney();
  const [to, setTo] = useState('');
  const [typedAmount, setTypedAmount] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [scanning, setScanning] = useState(false);
  const [confirming, setConfirming] = useState<{ cents: number; amount: number } | null>(null);
  // The last refusal, shown on the form until the next review.
  const [failure, setFailure] = useState<ActionResult | null>(null);

  const transfer = useFlow(transferFlow, (outcome) => {
    if (outcome.ok) {
      notify.success(t('account.purses.sent', { amount: money(Number(outcome.params.cents)) }));
      onClose();
    } else {
      setFailure(outcome);
      setConfirming(null);
    }
  });

  // Nobody to send to under that code: back to the form, which says why.
  useEffect(() => {
    if (recipient.status === 'failed') setConfirming(null);
  }, [recipient.status]);

  const close = () => {
    dispatch(pursesActions.recipientCleared());
    onClose();
  };

  const onCode = useCallback((code: string) => {
    setTo(code.trim());
    setErrors((current) => ({ ...current, to: undefined }));
    setScanning(false);
  }, []);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const next: FormErrors = {};
    const toProblem = validate(to, [VALIDATORS.required, VALIDATORS.code_user]);
    if (toProblem) next['to'] = toProblem;
    const amount = readAmount(typedAmount);
    if (typeof amount === 'string') next['amount'] = amount;
    setErrors(next);
    if (Object.keys(next).length > 0 || typeof amount === 'string') return;
    setFailure(null);
    dispatch(pursesActions.recipientRequested(to.trim()));
    setConfirming(amount);
  };

  const serverError = failure?.ok === false ? errorText(failure.message) : null;
  const fieldError = (name: 'to' | 'amount') => {
    const key = errors[name];
    const fromServer =
      failure?.ok === false
        ? failure.errors.find((error) => error.field === name)?.message
        : undefined;
    const unknownRecipient =
      name === 'to' && recipient.status === 'failed' ? errorText(recipient.error) : null;
    return key ? t(key) : (fromServer ?? unknownRecipient);
  };

  return (
    <AppDialog
      open
      onClose={close}
      width="medium"
      title={t(confirming ? 'account.purses.send_confirm_title' : 'account.purses.send_title')}
      footer={
        scanning ? (
          <Button variant="outline" onClick={() => setScanning(false)}>
            {t('actions.cancel')}
          </Button>
        ) : confirming ? (
          <CancelAndGo
            onCancel={() => setConfirming(null)}
            cancelDisabled={transfer.status === 'pending'}
            label={t('account.purses.send_button', { amount: money(confirming.cents) })}
            onGo={() => dispatch(transferFlow.trigger({ to, amount: confirming.amount }))}
            busy={transfer.status === 'pending'}
            disabled={recipient.status !== 'loaded'}
          />
        ) : (
          <CancelAndGo onCancel={close} label={t('account.purses.continue')} form="send-form" />
        )
      }
    >
      {scanning ? (
        // The scanner has its own form for the typed code: it must not sit inside ours.
        <Stack gap="3">
          <Text fontWeight="medium">{t('account.purses.scan_title')}</Text>
          <QrScanner onCode={onCode} />
        </Stack>
      ) : confirming ? (
        recipient.status === 'loaded' && recipient.name !== null ? (
          <Text>
            {t('account.purses.send_confirm', {
              amount: money(confirming.cents),
              name: recipient.name,
              to: to.trim(),
            })}
          </Text>
        ) : (
          <HStack gap="3" role="status">
            <Spinner size="sm" color="fg.muted" />
            <Text color="fg.muted">{t('account.purses.recipient_checking')}</Text>
          </HStack>
        )
      ) : (
        <chakra.form id="send-form" onSubmit={review} noValidate>
          <Stack gap="5">
            <FailureAlert message={serverError} />
            <Stack gap="2">
              <TextField
                label={t('account.purses.recipient')}
                helperText={t('account.purses.recipient_help')}
                required
                autoComplete="off"
                autoCapitalize="characters"
                value={to}
                error={fieldError('to')}
                onChange={(event) => {
                  setTo(event.target.value);
                  setErrors((current) => ({ ...current, to: undefined }));
                  if (recipient.status === 'failed') dispatch(pursesActions.recipientCleared());
                }}
              />
              <Box>
                <Button size="sm" variant="outline" onClick={() => setScanning(true)}>
                  {t('account.purses.scan')}
                </Button>
              </Box>
            </Stack>
            <AmountField
              value={typedAmount}
              error={fieldError('amount')}
              onChange={(typed) => {
                setTypedAmount(typed);
                setErrors((current) => ({ ...current, amount: undefined }));
              }}
            />
          </Stack>
        </chakra.form>
      )}
    </AppDialog>
  );
}
