import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  Image,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { defaultPaymentMethod, type PaymentMethod } from '@parada/core';
import {
  paymentChangeFlow,
  paymentsActions,
  selectPayments,
  type PaymentChange,
} from '@parada/core/store';
import {
  LoadFailed,
  PaymentMethodDialog,
  notify,
  useAppDispatch,
  useAppSelector,
  useFlow,
} from '@parada/ui';
import { AccountPage, useErrorText } from './account-ui';
import { useT } from '../../i18n/panel-i18n';

const CHANGE_LOOK = {
  remove: { variant: 'outline', colorPalette: 'red' },
  enable: { variant: 'subtle', colorPalette: 'brand' },
} as const;

/**
 * Payment method (spec §2 /payment-method): the user's methods with the one default, the
 * dialog with a toggle per method to change it, and the methods the operator offers that
 * the user may enable. With aggregatable methods the default is fixed (spec §5).
 */
export default function PaymentMethodPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const errorText = useErrorText();
  const payments = useAppSelector(selectPayments);
  const change = useFlow(paymentChangeFlow, (outcome) => {
    if (outcome.ok) notify.success(t('success.data_updated'));
    else notify.error(t('error.problem'), errorText(outcome.message) ?? undefined);
  });
  // The change on its way, for its button's spinner (the flow runs one at a time).
  const [asked, setAsked] = useState<PaymentChange | null>(null);
  const [choosing, setChoosing] = useState(false);

  useEffect(() => {
    dispatch(paymentsActions.listRequested());
  }, [dispatch]);

  const ask = (wanted: PaymentChange) => {
    setAsked(wanted);
    dispatch(paymentChangeFlow.trigger(wanted));
  };
  const current = defaultPaymentMethod(payments.methods);
  const busy = (kind: PaymentChange['kind'], id?: number) =>
    change.status === 'pending' && asked?.kind === kind && (id === undefined || asked.id === id);

  /** A row's own change: remove one of the user's methods, or enable one the operator offers. */
  const changeButton = (kind: 'remove' | 'enable', method: PaymentMethod) => (
    <Button
      size="sm"
      {...CHANGE_LOOK[kind]}
      aria-label={t(`account.payment.${kind}_label`, { name: method.name })}
      loading={busy(kind, method.id)}
      onClick={() => ask({ kind, id: method.id })}
    >
      {t(`account.payment.${kind}`)}
    </Button>
  );

  const row = (method: PaymentMethod, action: ReactNode) => (
    <chakra.li key={method.id}>
      <Card.Root variant="outline">
        <Card.Body
          display="flex"
          flexDirection="row"
          gap="3"
          alignItems="center"
          p={{ base: '4', md: '5' }}
        >
          <HStack gap="3" flex="1" minW="0">
            <Box
              boxSize="12"
              borderRadius="l2"
              bg="bg.muted"
              display="grid"
              placeItems="center"
              flexShrink={0}
            >
              <MethodImage method={method} />
            </Box>
            <Stack gap="0.5" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="semibold" fontSize="lg">
                  {method.name}
                </Text>
                {method.default && (
                  <Badge colorPalette="brand" variant="solid">
                    {t('account.default')}
                  </Badge>
                )}
              </HStack>
              <Text color="fg.muted" fontSize="sm">
                {t(`account.payment.type.${method.type}`)}
              </Text>
            </Stack>
          </HStack>
          {action}
        </Card.Body>
      </Card.Root>
    </chakra.li>
  );

  return (
    <AccountPage
      title={t('route.PaymentMethod')}
      intro={t('account.payment.intro')}
      actions={
        payments.methods.length > 1 ? (
          <Button colorPalette="brand" onClick={() => setChoosing(true)}>
            {t('account.payment.change_default')}
          </Button>
        ) : null
      }
    >
      {payments.aggregatable && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('account.payment.fixed')}</Alert.Title>
        </Alert.Root>
      )}
      {payments.status === 'failed' ? (
        <LoadFailed onRetry={() => dispatch(paymentsActions.listRequested())} />
      ) : payments.status !== 'loaded' ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="20" borderRadius="l3" />
          <Skeleton height="20" borderRadius="l3" />
        </Stack>
      ) : (
        <>
          <Stack gap="3" as="section" aria-labelledby="payment-yours">
            <Heading as="h2" size="lg" id="payment-yours">
              {t('account.payment.yours')}
            </Heading>
            {payments.methods.length === 0 ? (
              <Text color="fg.muted">{t('account.payment.empty')}</Text>
            ) : (
              <chakra.ul listStyleType="none" display="grid" gap="3">
                {payments.methods.map((method) =>
                  row(
                    method,
                    // The last method stays: a ride always needs one; a fixed default stays too.
                    payments.methods.length > 1 && !(method.default && payments.aggregatable)
                      ? changeButton('remove', method)
                      : null,
                  ),
                )}
              </chakra.ul>
            )}
          </Stack>
          {payments.available.length > 0 && (
            <Stack gap="3" as="section" aria-labelledby="payment-more">
              <Stack gap="0.5">
                <Heading as="h2" size="lg" id="payment-more">
                  {t('account.payment.more')}
                </Heading>
                <Text color="fg.muted">{t('account.payment.more_intro')}</Text>
              </Stack>
              <chakra.ul listStyleType="none" display="grid" gap="3">
                {payments.available.map((method) => row(method, changeButton('enable', method)))}
              </chakra.ul>
            </Stack>
          )}
        </>
      )}
      <PaymentMethodDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        methods={payments.methods}
        aggregatable={payments.aggregatable}
        busy={busy('default')}
        onSelectDefault={(id) => {
          if (id !== current?.id) ask({ kind: 'default', id });
        }}
      />
    </AccountPage>
  );
}

/** The method's picture, or its initial when it has none or it does not load. */
function MethodImage({ method }: { method: PaymentMethod }) {
  const [failed, setFailed] = useState(false);
  return method.image && !failed ? (
    <Image
      src={method.image}
      alt=""
      boxSize="8"
      objectFit="contain"
      onError={() => setFailed(true)}
    />
  ) : (
    <Text aria-hidden fontWeight="bold" fontSize="lg" color="fg.muted">
      {method.name.slice(0, 1)}
    </Text>
  );
}
