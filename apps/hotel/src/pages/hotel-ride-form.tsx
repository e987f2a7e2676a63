import { useEffect, useState, type FormEvent } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import { formatCalendarDay, formatMoney, hotelRideVariantOf } from '@parada/core';
import {
  hotelActions,
  rideRequestActions,
  selectHotelRide,
  selectHotelSettings,
} from '@parada/core/store';
import {
  PassengersStepper,
  RoomChargeSection,
  RouteSection,
  SubmissionFeedback,
  TravelerSection,
  WhenSection,
  errorFor,
  useLanguage,
  useRequestForm,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { useT } from '../i18n/hotel-i18n';

/**
 * Reception's request for a guest, from the ui's request form sections: now or later, the
 * room or name, the phone and where the guest waits, passengers and an optional
 * destination. The taxi picks up at the hotel's door.
 */
export function HotelRideForm({
  presetLater,
  requireDestination = false,
}: {
  presetLater: boolean;
  /** /hotel/pedir_destino: a ride to a place the guest names, so the destination is asked. */
  requireDestination?: boolean;
}) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { ride, say, addressBox, draft } = useRequestForm();
  const submission = useAppSelector(selectHotelRide);
  const settings = useAppSelector(selectHotelSettings);
  const language = useLanguage();
  // One choice: now or later, the destination optional either way; the spec's three
  // request routes only preset it.
  const [later, setLater] = useState(presetLater);
  useEffect(() => setLater(presetLater), [presetLater]);

  const [destinationMissing, setDestinationMissing] = useState(false);
  useEffect(() => setDestinationMissing(false), [ride.destination, requireDestination]);
  const fieldError = (field: string) => {
    if (field === 'destination' && destinationMissing) return say('validation.required');
    const message = errorFor(submission.errors, field);
    return message ? say(message) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (requireDestination && ride.destination === null) {
      setDestinationMissing(true);
      return;
    }
    const variant = hotelRideVariantOf({ later, hasDestination: ride.destination !== null });
    dispatch(hotelActions.rideRequested({ variant }));
  };
  const sent = submission.status === 'sent' ? submission.created : null;
  const failed = submission.status === 'failed' && submission.errors.length === 0;

  return (
    <Box asChild bg="bg" p={{ base: '4', md: '6' }} borderRadius="l3" borderWidth="1px">
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <WhenSection
            legend={t('choice.label')}
            labels={{ now: t('choice.now'), later: t('choice.later') }}
            schedule={ride.schedule}
            later={later}
            onLater={() => setLater(true)}
            onNow={() => {
              setLater(false);
              draft.scheduleCleared();
            }}
            onSchedule={draft.scheduleChosen}
            error={fieldError('schedule')}
          />
          <TravelerSection
            name={ride.traveler.name}
            phone={ride.traveler.phone}
            onChange={draft.travelerChanged}
            notes={{
              value: ride.extraData,
              onChange: draft.notesChanged,
              hint: t('form.reference_help'),
            }}
            labels={{
              name: t('form.room'),
              phone: t('form.phone'),
              notes: t('form.reference'),
            }}
            errors={{ name: fieldError('traveler'), phone: fieldError('traveler_phone') }}
            nameRequired
            autoComplete={false}
          />
          <PassengersStepper value={ride.passengers} onChange={draft.passengersChanged} />
          <RouteSection
            destination={{
              ...addressBox('destination', fieldError('destination')),
              label: requireDestination ? t('form.destination') : t('form.destination_optional'),
              // Staff book from the desk: the browser's position is the hotel, not a place.
              onLocate: undefined,
            }}
          />
          {settings?.room_charges && (
            <RoomChargeSection
              booker="staff"
              value={ride.roomCharge}
              onChange={(value) => dispatch(rideRequestActions.roomChargeChanged(value))}
              limit={formatMoney(
                settings.room_charge_limit ?? 0,
                settings.currency ?? 'EUR',
                language,
              )}
              error={fieldError('room_charge')}
              roomError={fieldError('room_charge.room')}
            />
          )}
          <SubmissionFeedback
            submitLabel={later ? t('form.submit_later') : t('form.submit_now')}
            pending={submission.status === 'pending'}
            failure={
              failed && submission.message
                ? { title: null, message: say(submission.message) }
                : null
            }
            sent={
              sent?.programacion
                ? t('form.booked', {
                    name: sent.viajero?.name ?? '',
                    date: formatCalendarDay(sent.programacion.fecha, language, 'medium'),
                    time: sent.programacion.hora,
                  })
                : sent
                  ? t('form.sent', { name: sent.viajero?.name ?? '' })
                  : null
            }
          />
        </Stack>
      </form>
    </Box>
  );
}
