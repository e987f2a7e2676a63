import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { hotelToday, type StayState } from '@parada/core';
import {
  deskFlow,
  roomsActions,
  selectHotelSettings,
  selectStayDetail,
  selectStays,
  selectStaysStatus,
  stayFlow,
} from '@parada/core/store';
import {
  StayDetailCard,
  StaysTable,
  TextField,
  useAppDispatch,
  useAppSelector,
  useFlow,
  useOutcomeToast,
} from '@parada/ui';
import { useT } from '../i18n/hotel-i18n';
import { RegisterStayCard, RoomRequestsCard } from './room-desk';

/** The most stays one page shows; a room's search finds an older one. */
const PAGE = 50;

/**
 * Rooms: the hotel's stays on the room account with their rides and totals; a stay
 * opens beside the list to settle it at check-out or download its statement.
 */
export default function StaysPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const list = useAppSelector(selectStays);
  const status = useAppSelector(selectStaysStatus);
  const detail = useAppSelector(selectStayDetail);
  const action = useFlow(stayFlow);
  const desk = useOutcomeToast(useFlow(deskFlow).outcome);
  const settings = useAppSelector(selectHotelSettings);
  const today = hotelToday(new Date(), settings?.time_zone ?? 'UTC');
  const [room, setRoom] = useState('');
  const [state, setState] = useState<StayState | ''>('');
  const search = (event?: FormEvent) => {
    event?.preventDefault();
    dispatch(
      roomsActions.staysRequested({
        limit: PAGE,
        ...(room.trim() ? { room: room.trim() } : {}),
        ...(state ? { state } : {}),
      }),
    );
  };
  useEffect(() => {
    dispatch(roomsActions.staysRequested({ limit: PAGE }));
    return () => {
      dispatch(roomsActions.stayClosed());
    };
  }, [dispatch]);

  return (
    <Stack gap="6" maxW="5xl" mx="auto" width="full">
      <Heading as="h1" size="2xl">
        {t('rooms.title')}
      </Heading>
      <Text color="fg.muted">{t('rooms.intro')}</Text>
      <RoomRequestsCard />
      <RegisterStayCard today={today} />
      {desk.dialog}
      <form onSubmit={search} role="search" aria-label={t('rooms.title')}>
        <HStack gap="3" align="end" wrap="wrap">
          <Box w="40">
            <TextField
              label={t('rooms.filter_room')}
              value={room}
              onChange={(event) => setRoom(event.target.value)}
              maxLength={20}
            />
          </Box>
          <Field.Root w="48">
            <Field.Label>{t('rooms.filter_state')}</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                value={state}
                onChange={(event) => setState(event.target.value as StayState | '')}
              >
                <option value="">{t('rooms.state_all')}</option>
                <option value="open">{t('rooms.state_open')}</option>
                <option value="settled">{t('rooms.state_settled')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" size="lg" colorPalette="brand">
            {t('rooms.search')}
          </Button>
        </HStack>
      </form>
      {status === 'failed' ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('rooms.failed')}</Alert.Description>
          <Button size="sm" variant="outline" onClick={() => search()}>
            {t('actions.retry')}
          </Button>
        </Alert.Root>
      ) : status === 'loaded' ? (
        <StaysTable
          stays={list.stays}
          openId={detail?.id ?? null}
          onOpen={(stay) => dispatch(roomsActions.stayRequested(stay.id))}
        />
      ) : null}
      {detail && (
        <StayDetailCard
          key={detail.id}
          stay={detail}
          busy={action.status === 'pending'}
          error={
            action.status === 'failed' && action.outcome?.ok === false
              ? action.outcome.message
              : null
          }
          onSettle={() => dispatch(stayFlow.trigger({ kind: 'settle', id: detail.id }))}
          onStatement={(format) =>
            dispatch(stayFlow.trigger({ kind: 'statement', id: detail.id, format }))
          }
          onClose={() => dispatch(roomsActions.stayClosed())}
        />
      )}
    </Stack>
  );
}
