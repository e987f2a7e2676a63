import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { hotelToday, type RoomRequest } from '@parada/core';
import {
  deskFlow,
  roomsActions,
  selectHotelSettings,
  selectRoomRequests,
} from '@parada/core/store';
import { TextField, errorFor, useAppDispatch, useAppSelector, useFlow } from '@parada/ui';
import { useT } from '../i18n/hotel-i18n';

/** The last answer's field errors, translated, for the form that sent it. */
function useDeskErrors() {
  const flow = useFlow(deskFlow);
  const errors = flow.outcome && !flow.outcome.ok ? flow.outcome.errors : [];
  return { flow, errorOf: (field: string) => errorFor(errors, field) ?? null };
}

/** Reception registers a stay: room, the guest's name, check-in and check-out. */
export function RegisterStayCard({ today }: { today: string }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { flow, errorOf } = useDeskErrors();
  const [room, setRoom] = useState('');
  const [guest, setGuest] = useState('');
  const [checkIn, setCheckIn] = useState(today);
  const [checkOut, setCheckOut] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(
      deskFlow.trigger({
        kind: 'register',
        stay: { room, guest, check_in: checkIn, check_out: checkOut },
      }),
    );
  };
  useEffect(() => {
    if (flow.outcome?.ok && flow.outcome.id === null) {
      setRoom('');
      setGuest('');
      setCheckOut('');
    }
  }, [flow.outcome]);
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="register-stay-title">
          {t('desk.register_title')}
        </Heading>
        <Text color="fg.muted">{t('desk.register_intro')}</Text>
        <form onSubmit={submit} noValidate aria-labelledby="register-stay-title">
          <Stack gap="3">
            <HStack gap="3" align="start" wrap="wrap">
              <Box w={{ base: 'full', sm: '32' }}>
                <TextField
                  label={t('desk.room')}
                  value={room}
                  onChange={(event) => setRoom(event.target.value)}
                  error={errorOf('room')}
                  maxLength={20}
                  autoComplete="off"
                  required
                />
              </Box>
              <Box flex="1" minW="56">
                <TextField
                  label={t('desk.guest')}
                  value={guest}
                  onChange={(event) => setGuest(event.target.value)}
                  error={errorOf('guest')}
                  maxLength={120}
                  autoComplete="off"
                  required
                />
              </Box>
            </HStack>
            <HStack gap="3" align="start" wrap="wrap">
              <Box w={{ base: 'full', sm: '48' }}>
                <TextField
                  type="date"
                  label={t('desk.check_in')}
                  value={checkIn}
                  onChange={(event) => setCheckIn(event.target.value)}
                  error={errorOf('check_in')}
                  required
                />
              </Box>
              <Box w={{ base: 'full', sm: '48' }}>
                <TextField
                  type="date"
                  label={t('desk.check_out')}
                  value={checkOut}
                  min={checkIn || undefined}
                  onChange={(event) => setCheckOut(event.target.value)}
                  error={errorOf('check_out')}
                  required
                />
              </Box>
            </HStack>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={flow.status === 'pending'}
            >
              {t('desk.register')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** One guest's request: approve with the stay's dates (today to a check-out), or refuse. */
function RequestRow({ request, today }: { request: RoomRequest; today: string }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { flow, errorOf } = useDeskErrors();
  const [checkIn, setCheckIn] = useState(today);
  const [checkOut, setCheckOut] = useState('');
  const mine = flow.outcome?.id === request.id;
  const label = t('desk.request_label', { guest: request.guest, room: request.room });
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="l2" p="4">
      <Stack gap="3" aria-label={label} role="group">
        <Text fontWeight="semibold">{label}</Text>
        {(request.phone || request.email) && (
          <Text color="fg.muted" fontSize="sm">
            {[request.phone, request.email].filter(Boolean).join(' · ')}
          </Text>
        )}
        <HStack gap="3" align="end" wrap="wrap">
          <Box w={{ base: 'full', sm: '44' }}>
            <TextField
              type="date"
              label={t('desk.check_in')}
              value={checkIn}
              onChange={(event) => setCheckIn(event.target.value)}
              error={mine ? errorOf('check_in') : null}
            />
          </Box>
          <Box w={{ base: 'full', sm: '44' }}>
            <TextField
              type="date"
              label={t('desk.check_out')}
              value={checkOut}
              min={checkIn || undefined}
              onChange={(event) => setCheckOut(event.target.value)}
              error={mine ? errorOf('check_out') : null}
            />
          </Box>
          <Button
            colorPalette="brand"
            loading={flow.status === 'pending'}
            onClick={() =>
              dispatch(
                deskFlow.trigger({
                  kind: 'approve',
                  id: request.id,
                  dates: { check_in: checkIn, check_out: checkOut },
                }),
              )
            }
          >
            {t('desk.approve')}
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            disabled={flow.status === 'pending'}
            onClick={() => dispatch(deskFlow.trigger({ kind: 'refuse', id: request.id }))}
          >
            {t('desk.refuse')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * The guests waiting for an answer on the room account, on the Rooms page (the hotel menu's
 * "Rooms"): read on arrival and again every half minute.
 */
export function RoomRequestsCard() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const requests = useAppSelector(selectRoomRequests);
  const settings = useAppSelector(selectHotelSettings);
  const today = hotelToday(new Date(), settings?.time_zone ?? 'UTC');
  useEffect(() => {
    dispatch(roomsActions.requestsRequested());
    const timer = window.setInterval(() => dispatch(roomsActions.requestsRequested()), 30_000);
    return () => window.clearInterval(timer);
  }, [dispatch]);
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          {t('desk.requests_title')}
        </Heading>
        <Text color="fg.muted">{t('desk.requests_intro')}</Text>
        {requests.length === 0 ? (
          <Text>{t('desk.requests_empty')}</Text>
        ) : (
          <Stack as="ul" gap="3" m="0" p="0">
            {requests.map((request) => (
              <RequestRow key={request.id} request={request} today={today} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
