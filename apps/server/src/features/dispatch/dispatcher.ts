import { RIDE_STATUS } from '@parada/core';
import { json } from '../../db/database';
import { purgeExpiredKeys } from '../../plugins/idempotency';
import { announce, changeStatus, refused, type RideDeps } from '../rides/lifecycle';
import * as rides from '../rides/repository';
import { DriverIndex } from './driver-index';
import * as repo from './repository';

export interface DispatcherSettings {
  instance: string;
  offerTimeoutMs: number;
  searchTimeoutMs: number;
  scheduleLeadMs: number;
  /** Drivers farther than this from the pickup are not offered the ride. */
  maxDistanceKm: number;
}

interface DriverMeta {
  root: number;
  seats: number;
  online: boolean;
  latitude: number | null;
  longitude: number | null;
}

const quiet = (error: unknown) => {
  // A ride another actor moved in between (cancelled, accepted) is no failure here.
  if (error instanceof Error && error.message === refused().message) return;
  throw error;
};

/**
 * The one dispatcher (the leader's): each tick it moves due bookings into dispatch, takes
 * back offers nobody answered, gives up on rides nobody took (9), and offers every waiting
 * ride to the nearest free driver of its operator from the grid index. Offers are rows on
 * the service, so a driver app on any instance sees them and accepts through the table.
 */
export function createDispatcher(deps: RideDeps, settings: DispatcherSettings) {
  const index = new DriverIndex();
  const meta = new Map<number, DriverMeta>();
  let syncedUntil: Date | null = null;
  let ticks = 0;

  /** Drivers changed since the last tick (all on the first), and who is busy now. */
  async function syncDrivers() {
    const started = new Date();
    // Overlap a little: another instance's clock and commit order are not ours.
    const since = syncedUntil ? new Date(syncedUntil.getTime() - 5000) : null;
    for (const row of await repo.listDriversForIndex(deps.db, since)) {
      meta.set(row.id, {
        root: row.agrupation_id,
        seats: row.seats,
        online: row.online && row.available,
        latitude: row.latitude,
        longitude: row.longitude,
      });
    }
    syncedUntil = started;
    // Busy: offered a ride, or driving one (3, 6, 10, 7); everyone else online is free.
    const busyRows = await repo.listLiveRidesWithDriver(deps.db);
    const busy = new Set<number>();
    for (const row of busyRows) {
      if (row.offered_driver_id != null) busy.add(row.offered_driver_id);
      if (row.driver_id != null && rides.DRIVEN_CODES.includes(row.status_code)) {
        busy.add(row.driver_id);
      }
    }
    for (const [id, driver] of meta) {
      if (driver.latitude == null || driver.longitude == null || !driver.online) {
        index.remove(id);
        continue;
      }
      const free = !busy.has(id);
      const known = index.get(id);
      if (
        !known ||
        known.latitude !== driver.latitude ||
        known.longitude !== driver.longitude ||
        known.free !== free
      ) {
        index.upsert({ id, latitude: driver.latitude, longitude: driver.longitude, free });
      }
    }
  }

  async function activateBookings(now: Date) {
    const due = await repo.listBookingsDueBy(
      deps.db,
      new Date(now.getTime() + settings.scheduleLeadMs),
    );
    for (const { id, driver_id } of due) {
      // A booking the console pre-assigned is offered to its driver first; should it not
      // answer, the offer expires and the ride is searched for as any other.
      const preassigned =
        driver_id == null ? {} : { driver_id: null, offered_driver_id: driver_id, offered_at: now };
      await changeStatus(deps, id, RIDE_STATUS.CREATED, dispatcherActor(), {
        patch: { search_started_at: now, ...preassigned },
      }).catch(quiet);
    }
  }

  const dispatcherActor = () => ({ actor: 'dispatcher' as const, instance: settings.instance });

  /** An offer made or taken back moves no status, but the operator's board shows it. */
  async function announceOffer(id: number) {
    const row = await rides.findWithDriver(deps.db, id);
    if (row) await announce(deps, row);
  }

  async function expireOffers(now: Date) {
    const stale = await repo.listOffersMadeBefore(
      deps.db,
      new Date(now.getTime() - settings.offerTimeoutMs),
    );
    for (const offer of stale) {
      const expired = await deps.db.transaction().execute(async (trx) => {
        const current = await rides.lockRide(trx, offer.id);
        if (!current || current.offered_driver_id !== offer.offered_driver_id) return false;
        if (
          ![RIDE_STATUS.CREATED, RIDE_STATUS.SEARCHING].some((code) => code === current.status_code)
        )
          return false;
        await rides.updateRide(trx, offer.id, {
          offered_driver_id: null,
          offered_at: null,
          declined_driver_ids: json([...current.declined_driver_ids, offer.offered_driver_id!]),
        });
        await rides.insertEvent(trx, {
          service_id: offer.id,
          kind: 'offer_expired',
          actor: 'dispatcher',
          instance: settings.instance,
          driver_id: offer.offered_driver_id,
        });
        return true;
      });
      if (expired && offer.status_code === RIDE_STATUS.CREATED) {
        await changeStatus(deps, offer.id, RIDE_STATUS.SEARCHING, dispatcherActor()).catch(quiet);
      } else if (expired) {
        await announceOffer(offer.id);
      }
    }
  }

  async function giveUp(now: Date) {
    const late = await repo.listSearchesStartedBefore(
      deps.db,
      new Date(now.getTime() - settings.searchTimeoutMs),
    );
    for (const { id } of late) {
      await changeStatus(deps, id, RIDE_STATUS.NOT_ATTENDED, dispatcherActor()).catch(quiet);
    }
  }

  async function offer(now: Date) {
    const waiting = await repo.listRidesWaitingForOffer(deps.db, 500);
    for (const ride of waiting) {
      const pickup = ride.stops[0];
      if (!pickup) continue;
      const declined = new Set(ride.declined_driver_ids);
      const nearest = index.nearest({
        latitude: pickup.latitude,
        longitude: pickup.longitude,
        maxDistanceKm: settings.maxDistanceKm,
        accept: (id) => {
          const driver = meta.get(id);
          return (
            !declined.has(id) &&
            driver !== undefined &&
            driver.root === ride.root_agrupation_id &&
            driver.seats >= ride.passengers
          );
        },
      });
      if (!nearest) {
        if (ride.status_code === RIDE_STATUS.CREATED) {
          await changeStatus(deps, ride.id, RIDE_STATUS.SEARCHING, dispatcherActor()).catch(quiet);
        }
        continue;
      }
      const offered = await deps.db.transaction().execute(async (trx) => {
        if (!(await repo.offerRideTo(trx, ride.id, nearest.id, now))) return false;
        await rides.insertEvent(trx, {
          service_id: ride.id,
          kind: 'offer',
          actor: 'dispatcher',
          instance: settings.instance,
          driver_id: nearest.id,
        });
        return true;
      });
      if (offered) {
        index.setFree(nearest.id, false);
        await announceOffer(ride.id);
      }
    }
  }

  return {
    index,
    async tick(now = new Date()) {
      ticks += 1;
      await syncDrivers();
      await activateBookings(now);
      await expireOffers(now);
      await giveUp(now);
      await offer(now);
      if (ticks % 600 === 1) {
        await purgeExpiredKeys(deps.db);
        await repo.deleteStreamTicketsExpiredBy(deps.db, now);
      }
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
