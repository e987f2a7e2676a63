import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { ROOM_CARD_VALIDITY_DAYS, type RoomCharge } from '@parada/core';
import { FormSection } from '../ride/request-form/form-section';
import { TextField } from '../widgets/text-field';
import { useT } from '../i18n/use-t';

export interface RoomChargeSectionProps {
  /** The draft's room charge; null: the ride is paid as usual. */
  value: RoomCharge | null;
  onChange: (value: RoomCharge | null) => void;
  /** The hotel's per-ride limit, already written as money. */
  limit: string;
  /** Who books: a guest charges their own room, reception names the room. */
  booker: 'guest' | 'staff';
  /** A guest's stay already open: its last day, so no check-out is asked again. */
  stayUntil?: string | null;
  /** Already translated refusal of the server (limit passed, stay settled…). */
  error?: string | null;
  roomError?: string | null;
}

/**
 * "Charge to my room", offered when the hotel takes room charges: a guest ticks it
 * (and may give the check-out day on the first charge); reception ticks it and names the room.
 */
export function RoomChargeSection({
  value,
  onChange,
  limit,
  booker,
  stayUntil,
  error,
  roomError,
}: RoomChargeSectionProps) {
  const { t } = useT();
  const on = value !== null;
  const askCheckOut = booker === 'guest' && !stayUntil;
  return (
    <FormSection legend={t('rooms.legend')} hint={t('rooms.limit_hint', { limit })} gap="3">
      <Checkbox.Root
        checked={on}
        onCheckedChange={(details) => onChange(details.checked ? {} : null)}
        invalid={Boolean(error)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          {t(booker === 'guest' ? 'rooms.charge_mine' : 'rooms.charge_room')}
        </Checkbox.Label>
      </Checkbox.Root>
      {on && (
        <Stack gap="3">
          {booker === 'staff' && (
            <TextField
              label={t('rooms.room')}
              value={value.room ?? ''}
              onChange={(event) => onChange({ ...value, room: event.target.value })}
              error={roomError}
              required
              maxLength={20}
              autoComplete="off"
            />
          )}
          {askCheckOut && (
            <TextField
              type="date"
              label={t('rooms.check_out')}
              value={value.check_out ?? ''}
              onChange={(event) => {
                const { check_out: _old, ...rest } = value;
                onChange(event.target.value ? { ...rest, check_out: event.target.value } : rest);
              }}
              helperText={t('rooms.check_out_hint', { days: ROOM_CARD_VALIDITY_DAYS })}
            />
          )}
          {booker === 'guest' && stayUntil && (
            <Text fontSize="sm" color="fg.muted">
              {t('rooms.stay_until', { date: stayUntil })}
            </Text>
          )}
        </Stack>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </FormSection>
  );
}
