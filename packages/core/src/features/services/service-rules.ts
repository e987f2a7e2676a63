/**
 * Rules over services as the lists hold them (spec §4): who may call the driver, what the
 * menu badges count, and cancel and resend as pure transforms the store and sagas apply.
 */
import { NEW_SERVICE_ESTADO } from '../config/constants';
import { SERVICE_STATUS, isFinalStatus } from '../status/status-codes';

/** The few fields these rules read; wire services carry more. */
export interface ServiceLike {
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
export const isMultiWaypoint = (service: WaypointsLike): boolean =>
  (service.origin_waypoints?.length ?? 0) > 1 || (service.destination_waypoints?.length ?? 0) > 1;

/**
 * The driver contact button is hidden for completed trips and multi-waypoint services
 * (spec §4), and there is nothing to call until a driver with a phone is assigned.
 */
export const canContactDriver = (
  service: ServiceLike & WaypointsLike & { taxi?: { telephone?: string | null } | null },
): boolean =>
  service.status_code !== SERVICE_STATUS.COMPLETED &&
  !isMultiWaypoint(service) &&
  Boolean(service.taxi?.telephone?.trim());

/**
 * The orders badge: in-process services still pending. A trip in progress (7) is excluded
 * as the spec says, and so are services marked final locally (a cancelled one stays in
 * the list until the next refresh but is no longer pending).
 */
export const countPendingServices = (services: readonly ServiceLike[]): number =>
  services.filter(
    (service) =>
      service.status_code !== SERVICE_STATUS.IN_PROGRESS && !isFinalStatus(service.status_code),
  ).length;

/** The bookings badge: scheduled services that are not over. */
export const countScheduledServices = (services: readonly ServiceLike[]): number =>
  services.filter((service) => !isFinalStatus(service.status_code)).length;

/** Cancelling an in-process service marks it 4 and moves it to the end of the list. */
export const cancelInProcess = <S extends ServiceLike>(services: readonly S[], id: number): S[] => {
  const cancelled = services.find((service) => service.id === id);
  if (!cancelled) return [...services];
  return [
    ...services.filter((service) => service !== cancelled),
    { ...cancelled, status_code: SERVICE_STATUS.CANCELLED_BY_CUSTOMER },
  ];
};

/** Cancelling a scheduled service takes it out of the scheduled list. */
export const cancelScheduled = <S extends ServiceLike>(services: readonly S[], id: number): S[] =>
  services.filter((service) => service.id !== id);

export interface ServiceLists<S extends ServiceLike> {
  inProcess: readonly S[];
  scheduled: readonly S[];
}

/** Applies a confirmed cancel to whichever list holds the service. */
export const applyCancellation = <S extends ServiceLike>(
  lists: ServiceLists<S>,
  id: number,
): { inProcess: S[]; scheduled: S[] } => ({
  inProcess: cancelInProcess(lists.inProcess, id),
  scheduled: cancelScheduled(lists.scheduled, id),
});

/** The parts of a wire service a resend copies. */
export interface ResendableService extends ServiceLike {
  direccion: {
    calle: string;
    latitude: number;
    longitude: number;
    datos_extra?: string | null;
  };
  destination?: { latitude: number; longitude: number } | null;
  destination_address?: string | null;
  viajero?: { name?: string | null } | null;
}

/** The ride-specific part of a creation payload; the saga adds user, grouping and fare. */
export interface ResentRide {
  estado: typeof NEW_SERVICE_ESTADO;
  direccion: { nombre: string; latitud: number; longitud: number; datos_extra: string };
  destination?: { destination_latitude: number; destination_longitude: number };
  destination_address?: string;
  destination_latitude?: number;
  destination_longitude?: number;
  viajero?: { nombre: string };
}

export interface ResendPlan {
  /** The service to cancel first, or null when it is already final. */
  cancelServiceId: number | null;
  ride: ResentRide;
}

/**
 * Resend (spec §4): cancel the old service unless it is final (8, 9, 4, 5), then create
 * a new one with estado 1 for the same trip.
 */
export const planResend = (service: ResendableService): ResendPlan => {
  const ride: ResentRide = {
    estado: NEW_SERVICE_ESTADO,
    direccion: {
      nombre: service.direccion.calle,
      latitud: service.direccion.latitude,
      longitud: service.direccion.longitude,
      datos_extra: service.direccion.datos_extra ?? '',
    },
  };
  if (service.destination) {
    ride.destination = {
      destination_latitude: service.destination.latitude,
      destination_longitude: service.destination.longitude,
    };
    ride.destination_latitude = service.destination.latitude;
    ride.destination_longitude = service.destination.longitude;
    if (service.destination_address) ride.destination_address = service.destination_address;
  }
  if (service.viajero?.name) ride.viajero = { nombre: service.viajero.name };
  return {
    cancelServiceId: isFinalStatus(service.status_code) ? null : service.id,
    ride,
  };
};

/**
 * Where a service the server pushed belongs: a booking (13) in the scheduled list; a live
 * one in the in-process list, newest first when new (a booking entering dispatch leaves the
 * scheduled list); a finished one sinks to the end of the in-process list, as a local
 * cancel does, and leaves the scheduled list. A finished service neither list held is not
 * added: the lists show what is still going on.
 */
export const placeService = <S extends ServiceLike>(
  lists: ServiceLists<S>,
  service: S,
): { inProcess: S[]; scheduled: S[] } => {
  const others = (list: readonly S[]) => list.filter((item) => item.id !== service.id);
  const has = (list: readonly S[]) => list.some((item) => item.id === service.id);
  const replaced = (list: readonly S[]) =>
    list.map((item) => (item.id === service.id ? service : item));
  if (service.status_code === SERVICE_STATUS.SCHEDULED) {
    return {
      inProcess: others(lists.inProcess),
      scheduled: has(lists.scheduled) ? replaced(lists.scheduled) : [...lists.scheduled, service],
    };
  }
  if (isFinalStatus(service.status_code)) {
    return {
      inProcess: has(lists.inProcess)
        ? [...others(lists.inProcess), service]
        : [...lists.inProcess],
      scheduled: others(lists.scheduled),
    };
  }
  return {
    inProcess: has(lists.inProcess) ? replaced(lists.inProcess) : [service, ...lists.inProcess],
    scheduled: others(lists.scheduled),
  };
};
