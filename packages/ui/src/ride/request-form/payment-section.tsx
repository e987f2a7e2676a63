import { Button, HStack, Text } from '@chakra-ui/react';
import type { PaymentMethod } from '@parada/core';
import { useState } from 'react';
import { PaymentMethodDialog } from '../../widgets/payment-method-dialog';
import { FormSection } from './form-section';
import { useT } from '../../i18n/use-t';

export interface PaymentSectionProps {
  /** The method the ride is paid with (the account's default), or null for the default. */
  method: PaymentMethod | null;
  methods: PaymentMethod[];
  aggregatable: boolean;
  busy?: boolean;
  /** Changing the default failed with this text. */
  error?: string | null;
  /** The dialog opens: a screen forgets the last change's failure. */
  onOpen?: () => void;
  onSelectDefault: (id: number) => void;
}

/** How the ride is paid: the default method, changed through the payment method dialog. */
export function PaymentSection({
  method,
  methods,
  aggregatable,
  busy = false,
  error,
  onOpen,
  onSelectDefault,
}: PaymentSectionProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <FormSection legend={t('request.payment')} gap="2">
      <HStack justify="space-between" gap="3" p="3" borderWidth="1px" borderRadius="l2" wrap="wrap">
        <Text fontWeight="medium">{method?.name ?? t('request.payment_default')}</Text>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="brand"
          disabled={methods.length === 0}
          aria-label={t('request.payment_change')}
          onClick={() => {
            onOpen?.();
            setOpen(true);
          }}
        >
          {t('request.change')}
        </Button>
      </HStack>
      {error && !open ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <PaymentMethodDialog
        open={open}
        onClose={() => setOpen(false)}
        methods={methods}
        aggregatable={aggregatable}
        busy={busy}
        onSelectDefault={onSelectDefault}
      />
    </FormSection>
  );
}
