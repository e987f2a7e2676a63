import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { RIDE_STATUS, wallClock, type Ride } from '@parada/core';
import {
  selectRideAction,
  selectScheduledRides,
  selectRideListsStatus,
  ridesActions,
  type RootState,
} from '@parada/core/store';
import {
  AppDialog,
  CancelRideDialog,
  DateTimeField,
  LiveRide,
  PassengersStepper,
  RidesTable,
  TextField,
  useTimeZone,
  useZonedTime,
  useAppDispatch,
  useAppSelector,
  textOf,
} from '@parada/ui';
import { useT } from '../i18n/hotel-i18n';

/** Only a booking still waiting may change (the server's update takes status 13 only). */
const editable = (service: Ride) => service.status_code === RIDE_STATUS.SCHEDULED;

const whenOf = (service: Ride) => ({
  date: service.programacion?.fecha ?? service.date,
  time: service.programacion?.hora ?? service.time,
});
const byWhen = (a: Ride, b: Ride) => {
  const [first, second] = [whenOf(a), whenOf(b)];
  return `${first.date} ${first.time}`.localeCompare(`${second.date} ${second.time}`);
};

function EditBooking({ ride: service, onClose }: { ride: Ride; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const [when, setWhen] = useState({
    date: service.programacion?.fecha ?? service.date,
    time: service.programacion?.hora ?? service.time,
  });
  const [passengers, setPassengers] = useState(service.passengers);
  const [name, setName] = useState(service.viajero.name ?? '');
  const save = () => {
    dispatch(
      ridesActions.updateRequested({
        id: service.id,
        changes: {
          fecha_servicio_diferido: `${when.date} ${when.time}`,
          passengers,
          viajero: { nombre: name.trim() },
        },
      }),
    );
    onClose();
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      width="medium"
      title={t('today.edit_title', { id: service.id })}
      footer={
        <Button colorPalette="brand" onClick={save} disabled={!name.trim()}>
          {t('actions.save')}
        </Button>
      }
    >
      <Stack gap="4">
        <DateTimeField value={when} onChange={setWhen} required />
        <PassengersStepper value={passengers} onChange={setPassengers} max={null} />
        <TextField
          label={t('form.room')}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Stack>
    </AppDialog>
  );
}

/**
 * One of today's rides followed as it happens: the shared LiveRide (map with the car as the
 * live stream moves it, the driver, what staff may do now). It reads the ride from the list
 * on every render, so the dialog follows the updates instead of a copy taken when opened.
 */
function FollowRide({
  ride: service,
  onClose,
  onEdit,
}: {
  ride: Ride;
  onClose: () => void;
  onEdit: (service: Ride) => void;
}) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const action = useAppSelector((state: RootState) => selectRideAction(state, service.id));
  return (
    <AppDialog
      open
      onClose={onClose}
      width="large"
      title={t('today.follow_title', { id: service.id })}
    >
      <Stack gap="3">
        <LiveRide
          ride={service}
          audience="staff"
          actions={['cancel', 'edit', 'call']}
          busy={action?.status === 'pending'}
          onCancel={(ride) => dispatch(ridesActions.cancelRequested(ride.id))}
          onEdit={onEdit}
        />
        {action?.error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {textOf(t, action.error)}
          </Text>
        ) : null}
      </Stack>
    </AppDialog>
  );
}

/**
 * Today's services of the hotel: staff follow any of them on the map (the
 * table's details), cancel one where core's rules allow it, with the question first, and
 * change or cancel a booking, today's or a later day's: time, passengers, room or name.
 */
export function TodayRides({ rides }: { rides: Ride[] }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const zone = useTimeZone();
  const zoned = useZonedTime();
  const listsStatus = useAppSelector(selectRideListsStatus);
  const scheduled = useAppSelector(selectScheduledRides);
  const [cancelling, setCancelling] = useState<Ride | null>(null);
  const [editing, setEditing] = useState<Ride | null>(null);
  const [followingId, setFollowingId] = useState<number | null>(null);
  // Bookings for another day are not in today's table, yet staff still change or cancel them.
  const known = [
    ...rides,
    ...scheduled.filter((booking) => !rides.some((service) => service.id === booking.id)),
  ];
  const bookings = known.filter(editable).sort(byWhen);
  const following = known.find((service) => service.id === followingId) ?? null;

  return (
    <Stack gap="4">
      {rides.length === 0 && listsStatus === 'loaded' ? (
        <Text color="fg.muted">{t('today.empty')}</Text>
      ) : (
        <RidesTable
          rides={rides}
          loading={listsStatus === 'pending' && rides.length === 0}
          caption={t('today.title')}
          audience="staff"
          onCancel={setCancelling}
          onDetails={(service) => setFollowingId(service.id)}
        />
      )}
      {bookings.length > 0 ? (
        <Stack gap="2" as="section" aria-labelledby="hotel-bookings-title">
          <Text fontWeight="semibold" id="hotel-bookings-title">
            {t('today.bookings')}
          </Text>
          <HStack gap="2" wrap="wrap">
            {bookings.map((service) => {
              const when = whenOf(service);
              return (
                <Button
                  key={service.id}
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => setFollowingId(service.id)}
                >
                  {t('today.booking', {
                    id: service.id,
                    name: service.viajero.name ?? '',
                    when: zoned(wallClock(when.date, when.time, zone)),
                  })}
                </Button>
              );
            })}
          </HStack>
        </Stack>
      ) : null}
      {cancelling ? (
        <CancelRideDialog
          ride={cancelling}
          traveler={cancelling.viajero.name}
          onKeep={() => setCancelling(null)}
          onConfirm={() => {
            dispatch(ridesActions.cancelRequested(cancelling.id));
            setCancelling(null);
          }}
        />
      ) : null}
      {following ? (
        <FollowRide
          ride={following}
          onClose={() => setFollowingId(null)}
          // Over the ride, not instead of it: closing one dialog while opening another
          // would let the closing one's focus change dismiss the new one.
          onEdit={setEditing}
        />
      ) : null}
      {editing ? <EditBooking ride={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
