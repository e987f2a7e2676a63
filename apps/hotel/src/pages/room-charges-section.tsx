import { useState } from 'react';
import { Button, Checkbox, HStack, Text } from '@chakra-ui/react';
import { kioskPinSchema, moneySchema, type HotelSettings } from '@parada/core';
import { hotelSettingsFlow } from '@parada/core/store';
import { TextField, useAppDispatch } from '@parada/ui';
import { useT } from '../i18n/hotel-i18n';
import { SettingsSection } from './hotel-settings/settings-section';

/** Whether rides may go on the room bill, and up to what per ride and per stay. */
export function RoomChargesSection({ settings }: { settings: HotelSettings }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const [enabled, setEnabled] = useState(settings.room_charges ?? false);
  const [limit, setLimit] = useState(String(settings.room_charge_limit ?? ''));
  const [stayLimit, setStayLimit] = useState(String(settings.room_stay_limit ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [stayError, setStayError] = useState<string | null>(null);
  const money = (text: string) => {
    const parsed = moneySchema.safeParse(Number(text.replace(',', '.')));
    if (text.trim() && parsed.success) return { value: parsed.data, error: null };
    return { value: null, error: t(parsed.error?.issues[0]?.message ?? 'validation.amount') };
  };
  const save = () => {
    const perRide = money(limit);
    const perStay = money(stayLimit);
    setError(perRide.error);
    setStayError(perStay.error);
    if (perRide.value === null || perStay.value === null) return;
    dispatch(
      hotelSettingsFlow.trigger({
        room_charges: enabled,
        room_charge_limit: perRide.value,
        room_stay_limit: perStay.value,
      }),
    );
  };
  return (
    <SettingsSection title={t('settings.rooms.title')} intro={t('settings.rooms.intro')}>
      <Checkbox.Root
        checked={enabled}
        onCheckedChange={(details) => setEnabled(Boolean(details.checked))}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('settings.rooms.enabled')}</Checkbox.Label>
      </Checkbox.Root>
      <TextField
        label={t('settings.rooms.limit', { currency: settings.currency ?? 'EUR' })}
        inputMode="decimal"
        value={limit}
        onChange={(event) => setLimit(event.target.value)}
        error={error}
        maxW="xs"
      />
      <TextField
        label={t('settings.rooms.stay_limit', { currency: settings.currency ?? 'EUR' })}
        inputMode="decimal"
        value={stayLimit}
        onChange={(event) => setStayLimit(event.target.value)}
        error={stayError}
        maxW="xs"
      />
      <Button colorPalette="brand" alignSelf="flex-start" onClick={save}>
        {t('settings.rooms.save')}
      </Button>
    </SettingsSection>
  );
}

/** The PIN that leaves the lobby kiosk besides a staff password; never shown once saved. */
export function KioskPinSection({ settings }: { settings: HotelSettings }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = kioskPinSchema.safeParse(pin);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'room.pin_format'));
      return;
    }
    setError(null);
    setPin('');
    dispatch(hotelSettingsFlow.trigger({ kiosk_pin: parsed.data }));
  };
  return (
    <SettingsSection title={t('desk.pin_title')} intro={t('desk.pin_intro')}>
      <Text role="status">{t(settings.kiosk_pin_set ? 'desk.pin_set' : 'desk.pin_none')}</Text>
      <TextField
        label={t('desk.pin_label')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={8}
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        error={error}
        maxW="xs"
      />
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={save}>
          {t('desk.pin_save')}
        </Button>
        {settings.kiosk_pin_set && (
          <Button
            variant="outline"
            onClick={() => dispatch(hotelSettingsFlow.trigger({ kiosk_pin: null }))}
          >
            {t('desk.pin_remove')}
          </Button>
        )}
      </HStack>
    </SettingsSection>
  );
}
