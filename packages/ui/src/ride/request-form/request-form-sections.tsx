import { Stack } from '@chakra-ui/react';
import type { RideField } from '@parada/core';
import {
  faresActions,
  rideRequestActions,
  selectChosenGrouping,
  selectFares,
} from '@parada/core/store';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../hooks/store-hooks';
import { useT } from '../../i18n/use-t';
import { PassengersStepper } from '../passengers-stepper';
import { FareSection, type FareSectionProps } from './fare-section';
import { RouteSection } from './route-section';
import { SubmissionFeedback } from './submission-feedback';
import { TravelerSection } from './traveler-section';
import { errorFor, type useRequestForm } from './use-request-form';
import { WhenSection } from './when-section';

export interface RequestFormSectionsProps {
  /** The form's link to core's draft, from the page's one `useRequestForm()`. */
  form: ReturnType<typeof useRequestForm>;
  /** Where a failure about the user's own details sends them. */
  profileHref: string;
  /** The discount code, where the app offers one. */
  discount?: FareSectionProps['discount'];
  /** What stands between the fare and the traveler: the payment method, or a word on it. */
  payment?: ReactNode;
}

/**
 * The request form's sections in the order every app asks them (spec §2): the route, now
 * or later, passengers, the fare, the payment, the traveler, then the send button with its
 * confirmations and failures. Field errors show beside their fields unless the failure is
 * one the spec puts in a dialog. The page keeps its own form element, title and map.
 */
export function RequestFormSections({
  form,
  profileHref,
  discount,
  payment,
}: RequestFormSectionsProps) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { ride, say, addressBox, stops, draft } = form;
  const fares = useAppSelector(selectFares);
  const chosen = useAppSelector(selectChosenGrouping);
  const { submission } = ride;
  const showsFieldErrors = submission.status === 'failed' && submission.dialog === null;
  const fieldError = (field: RideField): string | null => {
    const message = showsFieldErrors ? errorFor(submission.errors, field) : null;
    return message ? say(message) : null;
  };
  const dismissFailure = () => dispatch(rideRequestActions.failureDismissed());
  const scheduled = ride.schedule !== null;
  return (
    <Stack gap="6">
      <RouteSection
        legend={t('request.trip')}
        origin={addressBox('origin', fieldError('origin'))}
        stops={stops(fieldError('stops'))}
        destination={addressBox('destination', fieldError('destination'))}
      />
      <WhenSection
        schedule={ride.schedule}
        onNow={draft.scheduleCleared}
        onSchedule={draft.scheduleChosen}
        error={fieldError('schedule')}
      />
      <PassengersStepper
        value={ride.passengers}
        max={chosen?.max_num_passengers ?? null}
        onChange={draft.passengersChanged}
        error={fieldError('passengers')}
      />
      <FareSection
        chosen={chosen}
        groupings={fares.levels[0] ?? []}
        scheduled={scheduled}
        hasRoute={ride.origin !== null && ride.destination !== null}
        searching={fares.status === 'pending'}
        onChoose={(grouping) => dispatch(faresActions.groupingChosen(grouping))}
        searchError={fares.error}
        onSearchErrorDismiss={() => dispatch(faresActions.errorDismissed())}
        {...(discount ? { discount } : {})}
        error={fieldError('grouping')}
      />
      {payment}
      <TravelerSection
        legend={t('request.traveler')}
        hint={t('request.traveler_hint')}
        name={ride.traveler.name}
        phone={ride.traveler.phone}
        onChange={draft.travelerChanged}
        notes={{ value: ride.extraData, onChange: draft.notesChanged }}
        errors={{
          name: fieldError('traveler'),
          phone: fieldError('traveler_phone'),
          notes: fieldError('extra_data'),
        }}
      />
      <SubmissionFeedback
        submitLabel={scheduled ? t('request.submit_later') : t('request.submit_now')}
        pending={submission.status === 'pending'}
        failure={
          showsFieldErrors && submission.message ? { message: say(submission.message) } : null
        }
        confirm={{
          open: submission.status === 'confirming',
          onCancel: dismissFailure,
          onConfirm: () => dispatch(rideRequestActions.submitRequested({ confirmed: true })),
        }}
        dialog={{
          kind: submission.status === 'failed' ? submission.dialog : null,
          message: submission.message ? say(submission.message) : null,
          errors: submission.errors.map((error) => say(error.message)),
          profileHref,
          onDismiss: dismissFailure,
        }}
      />
    </Stack>
  );
}
