import { Alert, Box, Button, HStack, Image, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { defaultPaymentMethod, paymentSelectionBlock, type PaymentMethod } from '@parada/core';
import { AppDialog } from './app-dialog';
import { useT } from '../i18n/use-t';

export interface PaymentMethodDialogProps {
  open: boolean;
  onClose: () => void;
  methods: PaymentMethod[];
  /** The list's `aggregatable_payment_methods`: the grouping fixes the method. */
  aggregatable: boolean;
  /** Called with the method that becomes the one default (PUT customer/default_payment_method). */
  onSelectDefault: (id: number) => void;
  busy?: boolean;
}

/**
 * A toggle per method; turning one on turns the others off, so exactly one is default.
 * When the grouping's methods are aggregatable the choice is blocked and says why.
 */
export function PaymentMethodDialog({
  open,
  onClose,
  methods,
  aggregatable,
  onSelectDefault,
  busy = false,
}: PaymentMethodDialogProps) {
  const { t } = useT();
  const [selected, setSelected] = useState<number | null>(null);
  const [blocked, setBlocked] = useState(false);
  const defaultId = defaultPaymentMethod(methods)?.id ?? null;
  useEffect(() => {
    if (open) {
      setSelected(null);
      setBlocked(false);
    }
  }, [open]);
  const current = selected ?? defaultId;

  const choose = (id: number) => {
    if (id === current) return;
    if (
      paymentSelectionBlock({ methods, aggregatable_payment_methods: aggregatable }, id) !== null
    ) {
      setBlocked(true);
      return;
    }
    setSelected(id);
    onSelectDefault(id);
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('payment.title')}
      width="medium"
      footer={
        <Button colorPalette="brand" onClick={onClose} loading={busy}>
          {t('actions.accept')}
        </Button>
      }
    >
      <Stack gap="3">
        {blocked && (
          <Alert.Root status="warning" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Title role="alert">{t('payment.aggregatable_block')}</Alert.Title>
          </Alert.Root>
        )}
        {methods.length === 0 && <Text color="fg.muted">{t('payment.empty')}</Text>}
        {methods.map((method) => {
          const on = method.id === current;
          return (
            <HStack
              key={method.id}
              gap="3"
              p="3"
              borderWidth="1px"
              borderRadius="l2"
              borderColor={on ? 'brand.solid' : 'border'}
              bg={on ? 'brand.subtle' : 'bg'}
              transition="background 0.15s, border-color 0.15s"
            >
              <Box
                boxSize="10"
                borderRadius="l2"
                bg="bg.canvas"
                display="grid"
                placeItems="center"
                flexShrink={0}
              >
                {method.image ? (
                  <Image src={method.image} alt="" boxSize="7" objectFit="contain" />
                ) : (
                  <Text aria-hidden fontWeight="bold" color="fg.muted">
                    {method.name.slice(0, 1)}
                  </Text>
                )}
              </Box>
              <Stack gap="0" flex="1" minW="0">
                <Text fontWeight="medium" truncate>
                  {method.name}
                </Text>
                {on && (
                  <Text fontSize="sm" color="brand.fg">
                    {t('payment.default')}
                  </Text>
                )}
              </Stack>
              <Switch.Root
                colorPalette="brand"
                checked={on}
                onCheckedChange={() => choose(method.id)}
              >
                <Switch.HiddenInput aria-label={t('payment.make_default', { name: method.name })} />
                <Switch.Control />
              </Switch.Root>
            </HStack>
          );
        })}
      </Stack>
    </AppDialog>
  );
}
