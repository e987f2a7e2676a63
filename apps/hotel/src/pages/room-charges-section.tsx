import { useState } from 'react';
import { Button, Checkbox } from '@chakra-ui/react';
import { moneySchema, type HotelSettings } from '@parada/core';
import { hotelSettingsFlow } from '@parada/core/store';
import { TextField, useAppDispatch } from '@parada/ui';
import { useT } from '../i18n/hotel-i18n';
import { SettingsSection } from './hotel-settings/settings-section';

/** Whether rides may go on the room bill, and up to what per ride. */
export function RoomChargesSection({ settings }: { settings: HotelSettings }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const [enabled, setEnabled] = useState(settings.room_charges ?? false);
  const [limit, setLimit] = useState(String(settings.room_charge_limit ?? ''));
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = moneySchema.safeParse(Number(limit.replace(',', '.')));
    if (!limit.trim() || !parsed.success) {
      setError(t(parsed.error?.issues[0]?.message ?? 'validation.amount'));
      return;
    }
    setError(null);
    dispatch(hotelSettingsFlow.trigger({ room_charges: enabled, room_charge_limit: parsed.data }));
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
      <Button colorPalette="brand" alignSelf="flex-start" onClick={save}>
        {t('settings.rooms.save')}
      </Button>
    </SettingsSection>
  );
}
