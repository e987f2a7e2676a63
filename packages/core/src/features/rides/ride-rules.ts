/**
 * Rules over services as the lists hold them (spec §4): who may call the driver, what the
 * menu badges count, and cancel and resend as pure transforms the store and sagas apply.
 */
import type { DraftPlace, RideDraft } from './creation';
import {
  RIDE_STATUS,
  canCustomerCancel,
  isFinalStatus,
  isStatusCode,
} from '../status/status-codes';

/** The few fields these rules read; wire services carry more. */
export interface RideLike {
  id: number;
  status_code: number;
}

interface WaypointsLike {
  origin_waypoints?: readonly unknown[] | null;
  destination_waypoints?: readonly unknown[] | null;
}

/**
 * A service is multi-waypoint when it picks up or drops off at more than one place; one
 * origin and one destination waypoint is an ordinary trip written as waypoints.
 */
export const isMultiWaypoint = (ride: WaypointsLike): boolean =>
  (ride.origin_waypoints?.length ?? 0) > 1 || (ride.destination_waypoints?.length ?? 0) > 1;

/** What a trip's route reads from a service: the pick-up, its stops and the drop-off. */
export interface RouteLike {
  direccion: { calle: string };
  destination_address?: string | null;
  origin_waypoints?: readonly { address: string }[] | null;
  destination_waypoints?: readonly { address: string }[] | null;
}

/**
 * Where a trip goes, in order, as lists show it (My trips showed only the pick-up):
 * every pick-up (the first is `direccion`), then every drop-off, the last being the
 * destination. A ride without a destination has no drop-offs (the traveller tells the driver).
 */
export const rideRoute = (ride: RouteLike): { pickUps: string[]; dropOffs: string[] } => {
  const origins = ride.origin_waypoints ?? [];
  const destinations = ride.destination_waypoints ?? [];
  return {
    pickUps: origins.length ? origins.map((stop) => stop.address) : [ride.direccion.calle],
    dropOffs: destinations.length
      ? destinations.map((stop) => stop.address)
      : ride.destination_address
        ? [ride.destination_address]
        : [],
  };
};

/**
 * The driver contact button is hidden for completed trips and multi-waypoint services
 * (spec §4), and there is nothing to call until a driver with a phone is assigned.
 */
export const canContactDriver = (
  ride: RideLike & WaypointsLike & { taxi?: { telephone?: string | null } | null },
): boolean =>
  ride.status_code !== RIDE_STATUS.COMPLETED &&
  !isMultiWaypoint(ride) &&
  Boolean(ride.taxi?.telephone?.trim());

/**
 * The orders badge: in-process services still pending. A trip in progress (7) is excluded
 * as the spec says, and so are services marked final locally (a cancelled one stays in
 * the list until the next refresh but is no longer pending).
 */
export const countPendingRides = (rides: readonly RideLike[]): number =>
  rides.filter(
    (ride) => ride.status_code !== RIDE_STATUS.IN_PROGRESS && !isFinalStatus(ride.status_code),
  ).length;

/** The bookings badge: scheduled services that are not over. */
export const countScheduledRides = (rides: readonly RideLike[]): number =>
  rides.filter((ride) => !isFinalStatus(ride.status_code)).length;

/** Cancelling an in-process service marks it 4 and moves it to the end of the list. */
export const cancelInProcess = <S extends RideLike>(rides: readonly S[], id: number): S[] => {
  const cancelled = rides.find((ride) => ride.id === id);
  if (!cancelled) return [...rides];
  return [
    ...rides.filter((ride) => ride !== cancelled),
    { ...cancelled, status_code: RIDE_STATUS.CANCELLED_BY_CUSTOMER },
  ];
};

/** Cancelling a scheduled service takes it out of the scheduled list. */
export const cancelScheduled = <S extends RideLike>(rides: readonly S[], id: number): S[] =>
  rides.filter((ride) => ride.id !== id);

export interface RideLists<S extends RideLike> {
  inProcess: readonly S[];
  scheduled: readonly S[];
}

/** Applies a confirmed cancel to whichever list holds the service. */
export const applyCancellation = <S extends RideLike>(
  lists: RideLists<S>,
  id: number,
): { inProcess: S[]; scheduled: S[] } => ({
  inProcess: cancelInProcess(lists.inProcess, id),
  scheduled: cancelScheduled(lists.scheduled, id),
});

/** What a ride offers as it is now; each screen shows the ones it has a place for. */
export interface RideActions {
  cancel: boolean;
  /** A booking for later can still be changed (time, passengers, traveler). */
  edit: boolean;
  /** The server shares only rides that have not ended. */
  share: boolean;
  call: boolean;
  /** A receipt exists once the ride is completed. */
  receipt: boolean;
  resend: boolean;
}

export const rideActions = (
  ride: RideLike & WaypointsLike & { taxi?: { telephone?: string | null } | null },
): RideActions => ({
  cancel: isStatusCode(ride.status_code) && canCustomerCancel(ride.status_code),
  edit: ride.status_code === RIDE_STATUS.SCHEDULED,
  share: !isFinalStatus(ride.status_code),
  call: canContactDriver(ride),
  receipt: ride.status_code === RIDE_STATUS.COMPLETED,
  resend: canResend(ride),
});

/** A stop as the wire lists it; older servers sent no coordinates. */
interface WaypointWithPlace {
  address: string;
  traveler_name?: string | null;
  latitude?: number;
  longitude?: number;
}

/** The parts of a wire service a resend copies. */
export interface ResendableRide extends RideLike {
  agrupacion_id?: number;
  direccion: {
    calle: string;
    latitude: number;
    longitude: number;
    datos_extra?: string | null;
  };
  destination?: { latitude: number; longitude: number } | null;
  destination_address?: string | null;
  origin_waypoints?: readonly WaypointWithPlace[] | null;
  destination_waypoints?: readonly WaypointWithPlace[] | null;
  viajero?: { name?: string | null } | null;
  passengers: number;
}

/**
 * Resend is offered only for a ride that has ended (8, 9, 4, 5): a live one still has its
 * own car, and cancelling it behind the user's back is not what "again" means.
 */
export const canResend = (ride: RideLike): boolean => isFinalStatus(ride.status_code);

const placed = (stop: WaypointWithPlace): DraftPlace | null =>
  stop.latitude === undefined || stop.longitude === undefined
    ? null
    : {
        name: stop.address,
        latitude: stop.latitude,
        longitude: stop.longitude,
        travelerName: stop.traveler_name ?? null,
      };

const stopsOf = (list: readonly WaypointWithPlace[]): DraftPlace[] =>
  list.map(placed).filter((stop): stop is DraftPlace => stop !== null);

/**
 * The ride again, as it was: its grouping, the pick-up, the stops in order (the wire lists
 * the pick-up first among the origins and the destination last among the destinations), the
 * destination, the passengers and the traveler. A ride now: a booking's date is in the past.
 * The fare is left to the caller, who requotes it. Null when there is no destination.
 */
export const resendDraft = (
  ride: ResendableRide,
): (Omit<RideDraft, 'userId' | 'groupingId'> & { groupingId: number | null }) | null => {
  if (!ride.destination) return null;
  const extraOrigins = stopsOf((ride.origin_waypoints ?? []).slice(1));
  const extraDestinations = stopsOf((ride.destination_waypoints ?? []).slice(0, -1));
  return {
    groupingId: ride.agrupacion_id ?? null,
    origin: {
      name: ride.direccion.calle,
      latitude: ride.direccion.latitude,
      longitude: ride.direccion.longitude,
      extraData: ride.direccion.datos_extra ?? null,
    },
    destination: {
      name: ride.destination_address ?? '',
      latitude: ride.destination.latitude,
      longitude: ride.destination.longitude,
    },
    ...(extraOrigins.length ? { extraOrigins } : {}),
    ...(extraDestinations.length ? { extraDestinations } : {}),
    passengers: ride.passengers,
    travelerName: ride.viajero?.name ?? null,
  };
};

/**
 * Where a service the server pushed belongs: a booking (13) in the scheduled list; a live
 * one in the in-process list, newest first when new (a booking entering dispatch leaves the
 * scheduled list); a finished one sinks to the end of the in-process list, as a local
 * cancel does, and leaves the scheduled list. A finished service neither list held is not
 * added: the lists show what is still going on.
 */
export const placeRide = <S extends RideLike>(
  lists: RideLists<S>,
  ride: S,
): { inProcess: S[]; scheduled: S[] } => {
  const others = (list: readonly S[]) => list.filter((item) => item.id !== ride.id);
  const has = (list: readonly S[]) => list.some((item) => item.id === ride.id);
  const replaced = (list: readonly S[]) => list.map((item) => (item.id === ride.id ? ride : item));
  if (ride.status_code === RIDE_STATUS.SCHEDULED) {
    return {
      inProcess: others(lists.inProcess),
      scheduled: has(lists.scheduled) ? replaced(lists.scheduled) : [...lists.scheduled, ride],
    };
  }
  if (isFinalStatus(ride.status_code)) {
    return {
      inProcess: has(lists.inProcess) ? [...others(lists.inProcess), ride] : [...lists.inProcess],
      scheduled: others(lists.scheduled),
    };
  }
  return {
    inProcess: has(lists.inProcess) ? replaced(lists.inProcess) : [ride, ...lists.inProcess],
    scheduled: others(lists.scheduled),
  };
};
