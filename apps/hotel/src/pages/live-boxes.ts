import { RIDE_STATUS, isFinalStatus, type Ride } from '@parada/core';

/** Where this browser remembers the cancelled rides reception has seen (across reloads). */
export const SEEN_CANCELLED_KEY = 'parada.hotel.seen_cancelled';
export const SEEN_MAX = 50;

export const isCancelled = (ride: Ride) =>
  ride.status_code === RIDE_STATUS.CANCELLED_BY_CUSTOMER ||
  ride.status_code === RIDE_STATUS.CANCELLED_BY_OPERATOR;

/**
 * The boxes beside the form: rides under way with their driver, and a cancelled ride only
 * while it is the latest one and reception has not said it saw it.
 */
export function liveBoxes(rides: readonly Ride[], seen: readonly number[]): Ride[] {
  const latest = rides.reduce((max, ride) => Math.max(max, ride.id), 0);
  return rides.filter(
    (ride) =>
      ride.taxi &&
      (!isFinalStatus(ride.status_code) ||
        (isCancelled(ride) && ride.id === latest && !seen.includes(ride.id))),
  );
}
