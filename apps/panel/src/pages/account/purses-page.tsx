import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  Code,
  Flex,
  HStack,
  Heading,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import {
  VALIDATORS,
  cardSchema,
  checkForm,
  formatCents,
  parseAmount,
  pursesActions,
  selectCardPayments,
  selectPurse,
  selectPurseMovements,
  selectPurseStatus,
  selectRecharge,
  selectReturnedRecharge,
  selectTransfer,
  selectTransferRecipient,
  toCents,
  validate,
  type FormErrors,
  type MessageKey,
  type PurseMovementView,
} from '@parada/core';
import {
  AppDialog,
  QrCode,
  QrScanner,
  TextField,
  notify,
  useZonedTime,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { useTranslation } from 'react-i18next';
import { usePanelTranslation } from '../../i18n/panel-i18n';
import { AccountPage, LoadFailed, useErrorText, useLanguage } from './account-ui';

/** Money in the wallet's currency and the user's language. */
function useMoney() {
  const language = useLanguage();
  const purse = useAppSelector(selectPurse);
  const currency = purse?.currency ?? 'EUR';
  return useCallback(
    (cents: number) => formatCents(cents, currency, language),
    [currency, language],
  );
}

/** An amount as typed ('12,50'), in cents, or the message of what is wrong with it. */
const readAmount = (typed: string): { cents: number; amount: number } | MessageKey => {
  const problem = validate(typed, [VALIDATORS.required, VALIDATORS.amount]);
  const amount = parseAmount(typed);
  if (problem || amount === null) return problem ?? 'validation.amount';
  return { cents: toCents(amount), amount };
};

/**
 * Purses (spec §1 wallet, DESIGN §4): balance, my code as text and QR, transfers by a
 * scanned or typed code or user ID, card recharges and the movements, newest first.
 */
export default function PursesPage() {
  const dispatch = useAppDispatch();
  const { t } = usePanelTranslation();
  // The spec's texts (route titles, §8 messages, validation) are core's.
  const { t: tCore } = useTranslation();
  const purse = useAppSelector(selectPurse);
  const status = useAppSelector(selectPurseStatus);
  const movements = useAppSelector(selectPurseMovements);
  // Without a card gateway the server refuses card recharges: no button that cannot work.
  const cardPayments = useAppSelector(selectCardPayments);
  const money = useMoney();
  const [dialog, setDialog] = useState<'send' | 'recharge' | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();

  useEffect(() => {
    dispatch(pursesActions.purseRequested());
  }, [dispatch]);

  // Back from the card provider's bank page (3-D Secure): follow that payment. The
  // address is cleaned, so a reload does not ask again.
  useEffect(() => {
    const reference = searchParams.get('recharge');
    if (reference === null) return;
    if (/^rch_[0-9a-f]{40}$/.test(reference)) dispatch(pursesActions.rechargeReturned(reference));
    setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams, dispatch]);

  const copy = async () => {
    if (!purse) return;
    try {
      await navigator.clipboard.writeText(purse.code);
      notify.success(t('account.purses.copied'));
    } catch {
      // Clipboard refused (permissions, insecure origin): the code stays on screen to copy.
      notify.info(purse.code);
    }
  };

  return (
    <AccountPage title={tCore('route.purses')} intro={t('account.purses.intro')}>
      <ReturnedRecharge />
      {status === 'failed' && !purse ? (
        <LoadFailed onRetry={() => dispatch(pursesActions.purseRequested())} />
      ) : !purse ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true">
          <Skeleton height="48" borderRadius="l3" />
          <Skeleton height="48" borderRadius="l3" />
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Card.Root variant="outline">
            <Card.Body gap="5" justifyContent="space-between">
              <Stack gap="1">
                <Heading as="h2" size="md" color="fg.muted" id="purse-balance">
                  {t('account.purses.balance')}
                </Heading>
                <Text
                  aria-labelledby="purse-balance"
                  aria-live="polite"
                  fontSize={{ base: '4xl', md: '5xl' }}
                  fontWeight="bold"
                  lineHeight="1.1"
                  data-testid="purse-balance"
                >
                  {money(purse.balanceCents)}
                </Text>
              </Stack>
              <Flex gap="3" wrap="wrap">
                <Button colorPalette="brand" flex="1" onClick={() => setDialog('send')}>
                  {t('account.purses.send')}
                </Button>
                {cardPayments !== 'off' && (
                  <Button variant="outline" flex="1" onClick={() => setDialog('recharge')}>
                    {t('account.purses.recharge')}
                  </Button>
                )}
              </Flex>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline">
            <Card.Body>
              <Flex gap="5" align="center" direction={{ base: 'column', sm: 'row' }}>
                <QrCode value={purse.code} size={144} />
                <Stack
                  gap="2"
                  align={{ base: 'center', sm: 'start' }}
                  textAlign={{ base: 'center', sm: 'start' }}
                >
                  <Heading as="h2" size="md" color="fg.muted">
                    {t('account.purses.my_code')}
                  </Heading>
                  <Code
                    fontSize="2xl"
                    px="3"
                    py="1"
                    letterSpacing="widest"
                    data-testid="purse-code"
                  >
                    {purse.code}
                  </Code>
                  <Text fontSize="sm" color="fg.muted">
                    {t('account.purses.my_code_help')}
                  </Text>
                  <Button size="sm" variant="outline" onClick={() => void copy()}>
                    {t('account.purses.copy')}
                  </Button>
                </Stack>
              </Flex>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      )}

      <Movements
        movements={movements}
        money={money}
        onPage={(offset) => dispatch(pursesActions.movementsRequested({ offset }))}
      />

      {dialog === 'send' && <SendDialog onClose={() => setDialog(null)} />}
      {dialog === 'recharge' && <RechargeDialog onClose={() => setDialog(null)} />}
    </AccountPage>
  );
}

/** The outcome of a recharge the customer came back to from the bank's page. */
function ReturnedRecharge() {
  const dispatch = useAppDispatch();
  const { t } = usePanelTranslation();
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
          {t('account.purses.return_close')}
        </Button>
      )}
    </Alert.Root>
  );
}

function Movements({
  movements,
  money,
  onPage,
}: {
  movements: ReturnType<typeof selectPurseMovements>;
  money: (cents: number) => string;
  onPage: (offset: number) => void;
}) {
  const { t } = usePanelTranslation();
  const zonedTime = useZonedTime();
  const { items, total, offset, limit, status } = movements;
  const concept = (movement: PurseMovementView) => {
    switch (movement.kind) {
      case 'transfer_in':
      case 'transfer_out':
        return t(`account.purses.kind.${movement.kind}`, {
          name: movement.counterpart?.name ?? movement.description,
        });
      case 'ride_payment':
        return movement.service_id
          ? t('account.purses.kind.ride_payment', { id: movement.service_id })
          : movement.description;
      default:
        return t(`account.purses.kind.${movement.kind}`);
    }
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="purse-movements">
      <Heading as="h2" size="lg" id="purse-movements">
        {t('account.purses.movements')}
      </Heading>
      {status === 'failed' ? (
        <LoadFailed onRetry={() => onPage(offset)} />
      ) : status !== 'loaded' && items.length === 0 ? (
        <Skeleton height="24" borderRadius="l3" />
      ) : items.length === 0 ? (
        <Text color="fg.muted">{t('account.purses.movements_empty')}</Text>
      ) : (
        <Card.Root variant="outline">
          <chakra.ul listStyleType="none" aria-busy={status === 'pending'}>
            {items.map((movement, index) => (
              <chakra.li
                key={movement.id}
                display="flex"
                gap="4"
                justifyContent="space-between"
                alignItems="center"
                px={{ base: '4', md: '5' }}
                py="3"
                borderTopWidth={index === 0 ? undefined : '1px'}
              >
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="medium" wordBreak="break-word">
                    {concept(movement)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {zonedTime(movement.created_at)}
                  </Text>
                </Stack>
                <Stack gap="0.5" align="end" flexShrink={0}>
                  <Text
                    fontWeight="semibold"
                    color={movement.amountCents < 0 ? 'fg' : 'green.fg'}
                    whiteSpace="nowrap"
                  >
                    {movement.amountCents > 0 ? '+' : ''}
                    {money(movement.amountCents)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                    {t('account.purses.balance_after', {
                      amount: money(movement.balanceAfterCents),
                    })}
                  </Text>
                </Stack>
              </chakra.li>
            ))}
          </chakra.ul>
        </Card.Root>
      )}
      {total > limit && (
        <HStack justify="space-between" gap="3">
          <Button
            size="sm"
            variant="outline"
            disabled={offset === 0}
            onClick={() => onPage(Math.max(0, offset - limit))}
          >
            {t('account.purses.previous')}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t('account.purses.page', {
              from: offset + 1,
              to: Math.min(offset + limit, total),
              total,
            })}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={offset + limit >= total}
            onClick={() => onPage(offset + limit)}
          >
            {t('account.purses.next')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** Transfer: the receiver by QR or typed code or ID, the amount, then a confirmation. */
function SendDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { t } = usePanelTranslation();
  // The spec's texts (route titles, §8 messages, validation) are core's.
  const { t: tCore } = useTranslation();
  const errorText = useErrorText();
  const transfer = useAppSelector(selectTransfer);
  const recipient = useAppSelector(selectTransferRecipient);
  const purse = useAppSelector(selectPurse);
  const money = useMoney();
  const [to, setTo] = useState('');
  const [typedAmount, setTypedAmount] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [scanning, setScanning] = useState(false);
  const [confirming, setConfirming] = useState<{ cents: number; amount: number } | null>(null);

  useEffect(() => {
    if (transfer.status === 'succeeded') {
      notify.success(t('account.purses.sent', { amount: money(transfer.movedCents ?? 0) }));
      dispatch(pursesActions.transferDismissed());
      onClose();
    } else if (transfer.status === 'failed') {
      setConfirming(null);
    }
  }, [transfer, dispatch, onClose, t, money]);

  // Nobody to send to under that code: back to the form, which says why.
  useEffect(() => {
    if (recipient.status === 'failed') setConfirming(null);
  }, [recipient.status]);

  const close = () => {
    dispatch(pursesActions.transferDismissed());
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
    dispatch(pursesActions.transferDismissed());
    dispatch(pursesActions.recipientRequested(to.trim()));
    setConfirming(amount);
  };

  const serverError = transfer.status === 'failed' ? errorText(transfer.error) : null;
  const fieldError = (name: 'to' | 'amount') => {
    const key = errors[name];
    const fromServer = transfer.errors.find((error) => error.field === name)?.message;
    const unknownRecipient =
      name === 'to' && recipient.status === 'failed' ? errorText(recipient.error) : null;
    return key ? tCore(key) : (fromServer ?? unknownRecipient);
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
            {t('account.cancel')}
          </Button>
        ) : confirming ? (
          <>
            <Button
              variant="outline"
              onClick={() => setConfirming(null)}
              disabled={transfer.status === 'pending'}
            >
              {t('account.cancel')}
            </Button>
            <Button
              colorPalette="brand"
              loading={transfer.status === 'pending'}
              disabled={recipient.status !== 'loaded'}
              onClick={() =>
                dispatch(pursesActions.transferRequested({ to, amount: confirming.amount }))
              }
            >
              {t('account.purses.send_button', { amount: money(confirming.cents) })}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              {t('account.cancel')}
            </Button>
            <Button colorPalette="brand" type="submit" form="send-form">
              {t('account.purses.continue')}
            </Button>
          </>
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
            {serverError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title role="alert">{serverError}</Alert.Title>
              </Alert.Root>
            )}
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
            <TextField
              label={t('account.purses.amount', { currency: purse?.currency ?? '' })}
              required
              inputMode="decimal"
              autoComplete="off"
              value={typedAmount}
              error={fieldError('amount')}
              onChange={(event) => {
                setTypedAmount(event.target.value);
                setErrors((current) => ({ ...current, amount: undefined }));
              }}
            />
          </Stack>
        </chakra.form>
      )}
    </AppDialog>
  );
}

/** Recharge by card through the gateway; a card that needs the bank's step gets it here. */
function RechargeDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { t } = usePanelTranslation();
  // The spec's texts (route titles, §8 messages, validation) are core's.
  const { t: tCore } = useTranslation();
  const errorText = useErrorText();
  const recharge = useAppSelector(selectRecharge);
  const cardPayments = useAppSelector(selectCardPayments);
  const purse = useAppSelector(selectPurse);
  const money = useMoney();
  const [typedAmount, setTypedAmount] = useState('');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', holder: '' });
  const [errors, setErrors] = useState<FormErrors>({});

  useEffect(() => {
    if (recharge.status === 'succeeded') {
      notify.success(t('account.purses.recharged', { amount: money(recharge.movedCents ?? 0) }));
      dispatch(pursesActions.rechargeDismissed());
      onClose();
    }
  }, [recharge, dispatch, onClose, t, money]);

  const close = () => {
    dispatch(pursesActions.rechargeDismissed());
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
    dispatch(pursesActions.rechargeRequested({ amount: amount.amount, card: checked.value }));
  };

  const fieldError = (name: string) => {
    const key = errors[name];
    return key ? tCore(key, { max: 100 }) : null;
  };
  const serverError = recharge.status === 'failed' ? errorText(recharge.error) : null;
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
          <>
            <Button variant="outline" onClick={close}>
              {t('account.cancel')}
            </Button>
            <Button
              colorPalette="brand"
              loading={recharge.status === 'pending'}
              onClick={() => dispatch(pursesActions.rechargeActionConfirmed())}
            >
              {t('account.purses.bank_confirm')}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          {serverError && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title role="alert">{serverError}</Alert.Title>
            </Alert.Root>
          )}
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
        <>
          <Button variant="outline" onClick={close}>
            {t('account.cancel')}
          </Button>
          <Button
            colorPalette="brand"
            type="submit"
            form="recharge-form"
            loading={recharge.status === 'pending'}
          >
            {t('account.purses.pay')}
          </Button>
        </>
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
          {serverError && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title role="alert">{serverError}</Alert.Title>
            </Alert.Root>
          )}
          <TextField
            label={t('account.purses.amount', { currency: purse?.currency ?? '' })}
            required
            inputMode="decimal"
            autoComplete="off"
            value={typedAmount}
            error={fieldError('amount')}
            onChange={(event) => {
              setTypedAmount(event.target.value);
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
