import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Code, HStack, Text } from '@chakra-ui/react';
import type { HotelSettings } from '@parada/core';
import { hotelSettingsFlow, NEW_GUEST_TOKEN } from '@parada/core/store';
import { ConfirmDialog, useAppDispatch, useAppSelector } from '@parada/ui';
import { HOTEL_PATHS } from '../../app/paths';
import { useT } from '../../i18n/hotel-i18n';
import { SettingsSection } from './settings-section';

export function CardsSection({ settings }: { settings: HotelSettings }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const save = useAppSelector(hotelSettingsFlow.select);
  return (
    <SettingsSection title={t('settings.cards.title')} intro={t('settings.cards.intro')}>
      <HStack gap="2" wrap="wrap">
        <Text>{t('settings.cards.code')}:</Text>
        <Code data-testid="guest-token">{settings.guest_token}</Code>
      </HStack>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="red" variant="outline" onClick={() => setAsking(true)}>
          {t('settings.cards.regenerate')}
        </Button>
        <Button variant="ghost" colorPalette="brand" asChild>
          <RouterLink to={HOTEL_PATHS.qrCards}>{t('settings.cards.print')}</RouterLink>
        </Button>
      </HStack>
      <ConfirmDialog
        open={asking}
        title={t('settings.cards.confirm_title')}
        message={t('settings.cards.confirm')}
        confirmLabel={t('settings.cards.regenerate')}
        destructive
        busy={save.status === 'pending'}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          dispatch(hotelSettingsFlow.trigger(NEW_GUEST_TOKEN));
        }}
      />
    </SettingsSection>
  );
}
