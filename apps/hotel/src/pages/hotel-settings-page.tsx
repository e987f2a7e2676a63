import { useEffect } from 'react';
import { Alert, Heading, Stack } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector, useFlow } from '@parada/ui';
import { hotelActions, hotelSettingsFlow, selectHotelSettings } from '@parada/core/store';
import { KioskPinSection, RoomChargesSection } from './room-charges-section';
import { HoursSection } from './hotel-settings/hours-section';
import { PickupSection } from './hotel-settings/pickup-section';
import { CardsSection } from './hotel-settings/cards-section';
import { useT } from '../i18n/hotel-i18n';

/**
 * The hotel's own settings: the kiosk's week, the pick-up door on a map and the room
 * cards' code, for its staff. A company or employee working the hotel screens sets only
 * where its taxis pick it up.
 */
export default function HotelSettingsPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const settings = useAppSelector(selectHotelSettings);
  const save = useFlow(hotelSettingsFlow);
  useEffect(() => {
    dispatch(hotelActions.settingsRequested());
  }, [dispatch]);
  if (!settings) return null;
  const account = settings.pickup_owner === 'account';
  return (
    <Stack gap="6" maxW="3xl" mx="auto" width="full">
      <Heading as="h1" size="2xl">
        {t(account ? 'settings.title_account' : 'settings.title')}
      </Heading>
      {save.status === 'succeeded' && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{t('settings.saved')}</Alert.Description>
        </Alert.Root>
      )}
      {save.status === 'failed' && save.outcome?.message && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{save.outcome.message}</Alert.Description>
        </Alert.Root>
      )}
      {!account && <HoursSection key={`hours-${settings.agrupacion_id}`} settings={settings} />}
      <PickupSection key={`pickup-${settings.agrupacion_id}`} settings={settings} />
      {!account && <CardsSection settings={settings} />}
      {!account && (
        <RoomChargesSection key={`rooms-${settings.agrupacion_id}`} settings={settings} />
      )}
      {!account && <KioskPinSection settings={settings} />}
    </Stack>
  );
}
