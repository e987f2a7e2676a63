import { SERVICE_STATUS } from '@parada/core';
import { json } from '../../db/database';
import { purgeExpiredKeys } from '../../plugins/idempotency';
import { changeStatus, refused, type RideDeps } from '../rides/lifecycle';
import * as rides from '../rides/repository';
import { DriverIndex } from './driver-index';

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
    let query = deps.db
      .selectFrom('drivers')
      .select(['id', 'agrupation_id', 'seats', 'online', 'available', 'latitude', 'longitude']);
    // Overlap a little: another instance's clock and commit order are not ours.
    if (syncedUntil) query = query.where('updated_at', '>', new Date(syncedUntil.getTime() - 5000));
    for (const row of await query.execute()) {
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
    const busyRows = await deps.db
      .selectFrom('services')
      .select(['driver_id', 'offered_driver_id', 'status_code'])
      .where('status_code', 'in', rides.LIVE_CODES)
      .where((eb) =>
        eb.or([eb('driver_id', 'is not', null), eb('offered_driver_id', 'is not', null)]),
      )
      .execute();
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
    const due = await deps.db
      .selectFrom('services')
      .select('id')
      .where('status_code', '=', SERVICE_STATUS.SCHEDULED)
      .where('scheduled_at', '<=', new Date(now.getTime() + settings.scheduleLeadMs))
      .execute();
    for (const { id } of due) {
      await changeStatus(deps, id, SERVICE_STATUS.CREATED, dispatcherActor(), {
        patch: { search_started_at: now },
      }).catch(quiet);
    }
  }

  const dispatcherActor = () => ({ actor: 'dispatcher' as const, instance: settings.instance });

  async function expireOffers(now: Date) {
    const stale = await deps.db
      .selectFrom('services')
      .select(['id', 'offered_driver_id', 'status_code'])
      .where('status_code', 'in', [1, 2])
      .where('offered_driver_id', 'is not', null)
      .where('offered_at', '<', new Date(now.getTime() - settings.offerTimeoutMs))
      .execute();
    for (const offer of stale) {
      const expired = await deps.db.transaction().execute(async (trx) => {
        const current = await rides.lockService(trx, offer.id);
        if (!current || current.offered_driver_id !== offer.offered_driver_id) return false;
        if (
          ![SERVICE_STATUS.CREATED, SERVICE_STATUS.SEARCHING].some(
            (code) => code === current.status_code,
          )
        )
          return false;
        await rides.updateService(trx, offer.id, {
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
      if (expired && offer.status_code === SERVICE_STATUS.CREATED) {
        await changeStatus(deps, offer.id, SERVICE_STATUS.SEARCHING, dispatcherActor()).catch(
          quiet,
        );
      }
    }
  }

  async function giveUp(now: Date) {
    const late = await deps.db
      .selectFrom('services')
      .select('id')
      .where('status_code', 'in', [1, 2])
      .where('offered_driver_id', 'is', null)
      .where('search_started_at', '<', new Date(now.getTime() - settings.searchTimeoutMs))
      .execute();
    for (const { id } of late) {
      await changeStatus(deps, id, SERVICE_STATUS.NOT_ATTENDED, dispatcherActor()).catch(quiet);
    }
  }

  async function offer(now: Date) {
    const waiting = await deps.db
      .selectFrom('services')
      .select([
        'id',
        'status_code',
        'stops',
        'passengers',
        'root_agrupation_id',
        'declined_driver_ids',
      ])
      .where('status_code', 'in', [1, 2])
      .where('offered_driver_id', 'is', null)
      .orderBy('id')
      .limit(500)
      .execute();
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
        if (ride.status_code === SERVICE_STATUS.CREATED) {
          await changeStatus(deps, ride.id, SERVICE_STATUS.SEARCHING, dispatcherActor()).catch(
            quiet,
          );
        }
        continue;
      }
      const offered = await deps.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('services')
          .set({ offered_driver_id: nearest.id, offered_at: now, updated_at: now })
          .where('id', '=', ride.id)
          .where('offered_driver_id', 'is', null)
          .where('status_code', 'in', [1, 2])
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await rides.insertEvent(trx, {
          service_id: ride.id,
          kind: 'offer',
          actor: 'dispatcher',
          instance: settings.instance,
          driver_id: nearest.id,
        });
        return true;
      });
      if (offered) index.setFree(nearest.id, false);
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
        await deps.db.deleteFrom('stream_tickets').where('expires_at', '<', now).execute();
      }
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
