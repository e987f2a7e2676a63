/**
 * What a ride request needs before it is sent (spec §5 ride rules, §8 ride creation).
 * Screens show the issues next to their fields; the saga stops on a creation block.
 */
import type { DateTime } from 'luxon';
import { TEXT_MAX, isValidPhone } from '../common/schemas';
import { DEFAULT_MAX_PASSENGERS } from '../config/constants';
import { parseDateAndTime } from '../format/dates';
import { MAX_WAYPOINTS } from '../rides/creation';
import type { RouteName } from '../roles/routes';
import type { MessageKey } from '../validation/messages';

export interface RidePlace {
  name?: string | null;
  latitude: number;
  longitude: number;
}

export interface RideGrouping {
  id: number;
  max_num_passengers?: number | null;
  validate_passengers_count?: boolean | null;
}

export interface RideRequestDraft {
  origin: RidePlace | null;
  destination: RidePlace | null;
  passengers: number | null;
  /** The grouping (fare) chosen in the fare picker. */
  grouping: RideGrouping | null;
  /** Null for a ride now; the typed date ('YYYY-MM-DD') and time ('HH:mm') for a booking. */
  schedule: { date: string; time: string } | null;
  traveler?: { name?: string | null; phone?: string | null } | null;
  /** Hotel requests name the guest room or the passenger (spec §5). */
  requiresTravelerName?: boolean;
  /** Notes for the driver (the origin's datos_extra). */
  extraData?: string | null;
  /** Drop-offs between origin and destination, in order. */
  stops?: readonly RidePlace[];
}

export type RideField =
  | 'origin'
  | 'destination'
  | 'stops'
  | 'passengers'
  | 'grouping'
  | 'schedule'
  | 'traveler'
  | 'traveler_phone'
  | 'extra_data';

export interface RideIssue {
  field: RideField;
  key: MessageKey;
  params?: Readonly<Record<string, number>>;
}

export interface RideRuleContext {
  /** The present moment; a booking must be later. */
  now: DateTime;
  /** The zone the booking's date and time are typed in (the grouping's). */
  zone?: string;
}

const isRealPosition = (place: RidePlace): boolean =>
  Number.isFinite(place.latitude) &&
  Number.isFinite(place.longitude) &&
  Math.abs(place.latitude) <= 90 &&
  Math.abs(place.longitude) <= 180;

const placeIssue = (
  field: 'origin' | 'destination',
  place: RidePlace | null,
  missing: MessageKey,
): RideIssue | null => {
  if (!place) return { field, key: missing };
  return isRealPosition(place) && place.name?.trim()
    ? null
    : { field, key: 'ride.invalid_address' };
};

/** The most passengers the grouping takes: its own maximum, else DEFAULT_MAX_PASSENGERS. */
export const maxPassengers = (grouping: RideGrouping | null): number =>
  grouping?.max_num_passengers ?? DEFAULT_MAX_PASSENGERS;

/** Intermediate drop-offs a ride may have (the creation payload's destination_waypoints). */
export const MAX_STOPS = MAX_WAYPOINTS;

/** Whether another intermediate stop may be added. */
export const canAddStop = (stops: readonly unknown[]): boolean => stops.length < MAX_STOPS;

/** Every issue of a draft, in the order of the form; an empty list means it can be sent. */
export const validateRideRequest = (
  draft: RideRequestDraft,
  { now, zone }: RideRuleContext,
): RideIssue[] => {
  const issues: RideIssue[] = [];
  const origin = placeIssue('origin', draft.origin, 'ride.origin_required');
  if (origin) issues.push(origin);
  const destination = placeIssue('destination', draft.destination, 'ride.destination_required');
  if (destination) issues.push(destination);
  const stops = draft.stops ?? [];
  if (stops.length > MAX_STOPS) {
    issues.push({ field: 'stops', key: 'validation.invalid' });
  } else if (stops.some((stop) => placeIssue('destination', stop, 'ride.invalid_address'))) {
    issues.push({ field: 'stops', key: 'ride.invalid_address' });
  }

  const { passengers, grouping } = draft;
  if (passengers == null || !Number.isInteger(passengers) || passengers < 1) {
    issues.push({ field: 'passengers', key: 'ride.passengers_required' });
  } else if (grouping?.validate_passengers_count && passengers > maxPassengers(grouping)) {
    issues.push({
      field: 'passengers',
      key: 'ride.passengers_max',
      params: { max: maxPassengers(grouping) },
    });
  }
  if (!grouping) issues.push({ field: 'grouping', key: 'ride.grouping_required' });

  if (draft.schedule) {
    const { date, time } = draft.schedule;
    const moment = parseDateAndTime(date, time, zone);
    if (!moment) issues.push({ field: 'schedule', key: 'ride.date_time_required' });
    else if (moment <= now) issues.push({ field: 'schedule', key: 'ride.date_time_past' });
  }

  if (draft.requiresTravelerName && !draft.traveler?.name?.trim()) {
    issues.push({ field: 'traveler', key: 'ride.guest_name_required' });
  }
  // The phone is optional (the driver calls the booker otherwise), but a typed one must work.
  const phone = draft.traveler?.phone?.trim();
  if (phone && !isValidPhone(phone)) {
    issues.push({ field: 'traveler_phone', key: 'validation.phone' });
  }
  if ((draft.extraData?.trim().length ?? 0) > TEXT_MAX.address) {
    issues.push({
      field: 'extra_data',
      key: 'validation.max_length',
      params: { max: TEXT_MAX.address },
    });
  }
  return issues;
};

// In a module of its own so the first screen's selectors do not pull in dates.
export { resolveGroupingId } from './grouping-rule';

/** Why a ride cannot be created at all, as the spec's dialogs show it. */
export type RideCreationBlock =
  | { dialog: 'ride.all_request_faile'; message: 'ride.agurpation_faile' }
  | { dialog: null; message: 'ride.edit_address_'; link: RouteName };

/**
 * Creating a ride, now or scheduled, needs a grouping id (else the all_request_faile
 * dialog with agurpation_faile) and an origin address name (else edit_address_ with a
 * link to the profile, where the address is kept). An origin not chosen at all is not a
 * block: the form says 'Origin is required' next to its box.
 */
export const rideCreationBlock = (
  groupingId: number | null | undefined,
  origin: { name?: string | null } | null | undefined,
): RideCreationBlock | null => {
  if (groupingId == null) {
    return { dialog: 'ride.all_request_faile', message: 'ride.agurpation_faile' };
  }
  if (origin && !origin.name?.trim()) {
    return { dialog: null, message: 'ride.edit_address_', link: 'profile' };
  }
  return null;
};

/** Requesting several scheduled services at once asks the user to confirm first. */
export const needsScheduledConfirmation = (scheduledCount: number): boolean => scheduledCount > 1;
