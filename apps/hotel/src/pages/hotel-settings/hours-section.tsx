import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import type { HotelSettings } from '@parada/core';
import { hotelSettingsFlow } from '@parada/core/store';
import {
  WeeklyHoursField,
  kioskHoursOf,
  kioskHoursToSave,
  useAppDispatch,
  type KioskHours,
} from '@parada/ui';
import { useT } from '../../i18n/hotel-i18n';
import { SettingsSection } from './settings-section';

export function HoursSection({ settings }: { settings: HotelSettings }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const [hours, setHours] = useState<KioskHours>(() => kioskHoursOf(settings));
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const checked = kioskHoursToSave(hours);
    if (!checked.ok) {
      setError(t(checked.message));
      return;
    }
    setError(null);
    dispatch(
      hotelSettingsFlow.trigger(
        checked.weekly_hours
          ? { weekly_hours: checked.weekly_hours }
          : { weekly_hours: null, opening_hours: null },
      ),
    );
  };
  return (
    <SettingsSection
      title={t('settings.hours.title')}
      intro={t('settings.hours.intro', { zone: settings.time_zone })}
    >
      <WeeklyHoursField value={hours} onChange={setHours} />
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <Button colorPalette="brand" alignSelf="flex-start" onClick={save}>
        {t('settings.hours.save')}
      </Button>
    </SettingsSection>
  );
}
