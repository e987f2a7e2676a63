import { useEffect, useRef, type FormEvent } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { formatMoney } from '@parada/core';
import {
  faresActions,
  guestsActions,
  rideRequestActions,
  selectChosenGrouping,
  selectFareLevel,
  selectFares,
  selectGuestStay,
  selectUser,
} from '@parada/core/store';
import {
  FareSection,
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
import { useT } from '../i18n/guest-i18n';

/**
 * The guest's request, from the ui's request form sections: now or later, pickup (the
 * hotel's door to start with), destination, passengers, a fare of the hotel's, and the name
 * and phone for the driver.
 */
export function GuestRideForm() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { ride, say, addressBox, draft } = useRequestForm();
  const language = useLanguage();
  const fares = useAppSelector(selectFares);
  const level = useAppSelector(selectFareLevel);
  const chosen = useAppSelector(selectChosenGrouping);
  const stay = useAppSelector(selectGuestStay);
  const user = useAppSelector(selectUser);
  const { submission } = ride;

  // The taxi comes to the hotel's door unless the guest says otherwise: the door is
  // put in once for each new form (on arrival, and after a ride is sent); a pick-up the
  // guest then clears or types stays theirs.
  const door = stay?.pickup ?? null;
  const hasOrigin = useRef(ride.origin !== null);
  hasOrigin.current = ride.origin !== null;
  const formId = ride.lastCreated?.id ?? null;
  const doorFor = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (!door || doorFor.current === formId) return;
    doorFor.current = formId;
    if (hasOrigin.current && formId === null) return;
    dispatch(rideRequestActions.focusChanged('origin'));
    dispatch(rideRequestActions.addressChosen({ alias: null, favorite: false, ...door }));
    dispatch(rideRequestActions.focusChanged('destination'));
  }, [dispatch, door, formId]);

  // While reception has the guest's request for the room account, its answer is read again
  // now and then, so the form tells it without a reload.
  const account = stay?.room_account ?? 'none';
  useEffect(() => {
    if (account !== 'pending') return;
    const timer = window.setInterval(() => dispatch(guestsActions.stayRequested()), 10_000);
    return () => window.clearInterval(timer);
  }, [dispatch, account]);

  // Every ride, not only the first, tells the driver who and which room to ask for: a sent
  // ride empties the form (a new `lastCreated`), so the guest is filled in again then, and
  // on arrival; a name the guest clears by hand stays cleared.
  const guestName = user && stay ? `${user.name} (${stay.room})` : null;
  const guestPhone = user?.phone ?? '';
  const travelerName = useRef(ride.traveler.name);
  travelerName.current = ride.traveler.name;
  const sentId = ride.lastCreated?.id ?? null;
  useEffect(() => {
    if (!guestName || travelerName.current !== '') return;
    dispatch(rideRequestActions.travelerChanged({ name: guestName, phone: guestPhone }));
  }, [dispatch, guestName, guestPhone, sentId]);

  const errorOf = (field: string) => {
    const message = errorFor(submission.errors, field);
    return message ? say(message) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(rideRequestActions.submitRequested());
  };
  const later = ride.schedule !== null;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="guest-ride-form-title">
      <Stack gap="5" bg="bg" p={{ base: '4', md: '6' }} borderRadius="l3" borderWidth="1px">
        <Heading as="h2" size="lg" id="guest-ride-form-title">
          {t('ride.title')}
        </Heading>
        <WhenSection
          legend={t('ride.when')}
          labels={{ now: t('ride.now'), later: t('ride.later') }}
          schedule={ride.schedule}
          onNow={draft.scheduleCleared}
          onSchedule={draft.scheduleChosen}
          error={errorOf('fecha_servicio_diferido')}
        />
        <RouteSection
          origin={{ ...addressBox('origin', errorOf('origin')), label: t('ride.pickup') }}
          destination={{
            ...addressBox('destination', errorOf('destination')),
            label: t('ride.destination'),
          }}
        />
        <PassengersStepper
          value={ride.passengers}
          onChange={draft.passengersChanged}
          max={chosen?.max_num_passengers ?? null}
        />
        <FareSection
          legend={t('ride.fare')}
          chooseLabel={t('ride.choose_fare')}
          chosen={chosen}
          groupings={level}
          scheduled={later}
          hasRoute={ride.origin !== null && ride.destination !== null}
          searching={fares.status === 'pending'}
          onChoose={(grouping) => dispatch(faresActions.groupingChosen(grouping))}
          error={errorOf('grouping')}
        />
        {stay?.room_charges && (
          <RoomChargeSection
            booker="guest"
            value={ride.roomCharge}
            onChange={(value) => dispatch(rideRequestActions.roomChargeChanged(value))}
            limit={formatMoney(stay.room_charge_limit ?? 0, stay.currency ?? 'EUR', language)}
            stayUntil={stay.stay && !stay.stay.settled ? stay.stay.check_out : null}
            account={account}
            onAsk={() => dispatch(guestsActions.roomAccountRequested())}
            error={errorOf('room_charge')}
          />
        )}
        <TravelerSection
          name={ride.traveler.name}
          phone={ride.traveler.phone}
          onChange={draft.travelerChanged}
          labels={{ name: t('ride.name'), phone: t('ride.phone') }}
          errors={{ name: errorOf('traveler'), phone: errorOf('traveler_phone') }}
        />
        <SubmissionFeedback
          submitLabel={later ? t('ride.book_submit') : t('ride.submit')}
          pending={submission.status === 'pending'}
          failure={
            submission.status === 'failed' && submission.message && submission.errors.length === 0
              ? { title: null, message: say(submission.message) }
              : null
          }
          confirm={{
            open: submission.status === 'confirming',
            onCancel: () => dispatch(rideRequestActions.failureDismissed()),
            onConfirm: () => dispatch(rideRequestActions.submitRequested({ confirmed: true })),
          }}
        />
      </Stack>
    </form>
  );
}
