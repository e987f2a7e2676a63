import { Stack, Text } from '@chakra-ui/react';
import { formatMoney, type Ride } from '@parada/core';
import { selectResendQuote } from '@parada/core/store';
import { ConfirmDialog, useLanguage, useAppSelector, textOf } from '@parada/ui';
import { useT } from '../../../i18n/panel-i18n';

export function ResendDialog({
  ride,
  onCancel,
  onConfirm,
}: {
  ride: Ride;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useT();
  const language = useLanguage();
  const quote = useAppSelector(selectResendQuote);
  const mine = quote?.rideId === ride.id ? quote : null;
  const price =
    mine?.status === 'quoted' && mine.amount != null && mine.currency
      ? formatMoney(mine.amount, mine.currency, language)
      : null;
  return (
    <ConfirmDialog
      open
      title={t('services.resend_title', { id: ride.id })}
      message={
        <Stack gap="2">
          <Text>{t('services.resend_message')}</Text>
          {mine?.status === 'quoting' && (
            <Text role="status" color="fg.muted">
              {t('services.resend_quoting')}
            </Text>
          )}
          {price && (
            <Text role="status" fontWeight="semibold">
              {t('services.resend_price', { price })}
            </Text>
          )}
          {mine?.status === 'failed' && mine.error && (
            <Text role="alert" color="fg.error">
              {textOf(t, mine.error)}
            </Text>
          )}
        </Stack>
      }
      confirmLabel={t('services.resend_confirm')}
      busy={mine?.status === 'quoting'}
      onCancel={onCancel}
      onConfirm={() => {
        if (mine?.status === 'quoted') onConfirm();
      }}
    />
  );
}
