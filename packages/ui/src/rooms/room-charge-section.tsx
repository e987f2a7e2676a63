import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import type { GuestStay, RoomCharge } from '@parada/core';
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
  /** A guest's stay reception registered or approved: its last day. */
  stayUntil?: string | null;
  /**
   * Where a guest's room account stands: only an approved one can be ticked; otherwise the
   * guest asks reception for it (`onAsk`) and is told the answer here.
   */
  account?: GuestStay['room_account'];
  onAsk?: () => void;
  asking?: boolean;
  /** Already translated refusal of the server (limit passed, stay settled…). */
  error?: string | null;
  roomError?: string | null;
}

/**
 * "Charge to my room", offered when the hotel takes room charges: a guest whose stay
 * reception registered or approved ticks it, another asks reception for the room account
 * and reads the answer here; reception ticks it and names the room. Nobody but reception
 * sets a stay's dates.
 */
export function RoomChargeSection({
  value,
  onChange,
  limit,
  booker,
  stayUntil,
  account = 'approved',
  onAsk,
  asking = false,
  error,
  roomError,
}: RoomChargeSectionProps) {
  const { t } = useT();
  const on = value !== null;
  if (booker === 'guest' && account !== 'approved') {
    return (
      <FormSection legend={t('rooms.legend')} hint={t('rooms.ask_hint')} gap="3">
        {account === 'pending' ? (
          <Text role="status">{t('rooms.pending')}</Text>
        ) : (
          <Stack gap="3" align="flex-start">
            {account === 'refused' && <Text role="status">{t('rooms.refused')}</Text>}
            <Button variant="outline" colorPalette="brand" onClick={onAsk} loading={asking}>
              {t('rooms.ask_account')}
            </Button>
          </Stack>
        )}
      </FormSection>
    );
  }
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
