import type {
  DocumentKind,
  DriverDocumentUpdate,
  ExpiringDocument,
  FleetDriver,
  FleetDriverCreate,
  FleetDriverUpdate,
  Vehicle,
  VehicleCreate,
  VehicleUpdate,
} from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { hashPassword } from '../../lib/crypto';
import { invalidField, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import { isUniqueViolation, requireInScope, type Scope } from '../admin/scope';
import * as audit from '../audit/service';
import type { DriversTable } from '../rides/tables';
import * as repo from './repository';

type DriverRow = Selectable<DriversTable>;

/** How far ahead the console warns of an expiring document. */
export const EXPIRY_WARNING_DAYS = 30;

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

/** A date column as 'YYYY-MM-DD': the drivers read it as text, PGlite as a local midnight. */
const dayOf = (value: Date | string): string => {
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};

async function toDrivers(db: Db, rows: DriverRow[]): Promise<FleetDriver[]> {
  const ids = rows.map((row) => row.id);
  const [links, documents] = await Promise.all([
    repo.listDriverVehicles(db, ids),
    repo.listDocuments(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    vehicle_id: row.vehicle_id,
    vehicle_ids: links.filter((link) => link.driver_id === row.id).map((link) => link.vehicle_id),
    plate: row.plate,
    suspended: row.suspended_at != null,
    online: row.online && row.suspended_at == null,
    online_since: row.online ? iso(row.online_since) : null,
    documents: documents
      .filter((document) => document.driver_id === row.id)
      .map((document) => ({
        kind: document.kind,
        number: document.number,
        expires_on: dayOf(document.expires_on),
      })),
  }));
}

const driverSnapshot = (driver: FleetDriver) => {
  const { documents: _documents, online: _online, online_since: _since, ...rest } = driver;
  return rest;
};

export async function listDrivers(db: Db, scope: Scope) {
  return toDrivers(db, await repo.listDrivers(db, scope.ids));
}

async function oneDriver(db: Db, row: DriverRow) {
  return (await toDrivers(db, [row]))[0]!;
}

/** The vehicles named must be the operator's own. */
async function ownVehicles(db: Db, scope: Scope, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await repo.findVehicles(db, scope.rootId, unique);
  if (found.length !== unique.length) throw invalidField('vehicle_ids', 'validation.invalid');
  return found;
}

export async function createDriver(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  input: FleetDriverCreate,
): Promise<FleetDriver> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      if (await repo.findDriverByEmail(trx, input.email)) {
        throw invalidField('email', 'error.already_in_use');
      }
      const vehicles = await ownVehicles(trx, scope, input.vehicle_ids ?? []);
      const first = vehicles[0];
      const row = await repo.insertDriver(trx, {
        agrupation_id: scope.rootId,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        password_hash: passwordHash,
        avatar: null,
        plate: first?.plate ?? '',
        model: first?.model ?? '',
        seats: first?.seats ?? 4,
        vehicle_id: first?.id ?? null,
        latitude: null,
        longitude: null,
        heading: null,
        position_at: null,
        suspended_at: null,
        online_since: null,
      });
      await repo.setDriverVehicles(
        trx,
        row.id,
        vehicles.map((vehicle) => vehicle.id),
      );
      const driver = await oneDriver(trx, row);
      await audit.record(trx, operator, scope.rootId, {
        action: 'driver.create',
        objectType: 'driver',
        objectId: row.id,
        before: null,
        after: driverSnapshot(driver),
      });
      return driver;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('email', 'error.already_in_use');
    throw error;
  }
}

/** Locks the operator's driver, changes it and logs before and after, in one transaction. */
async function changeDriver(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  id: number,
  action: string,
  change: (trx: Db, current: DriverRow) => Promise<DriverRow>,
): Promise<FleetDriver> {
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockDriver(trx, scope.ids, id);
    if (!current) throw notFound();
    const before = await oneDriver(trx, current);
    const row = await change(trx, current);
    const after = await oneDriver(trx, row);
    await audit.record(trx, operator, scope.rootId, {
      action,
      objectType: 'driver',
      objectId: id,
      before: driverSnapshot(before),
      after: driverSnapshot(after),
    });
    return after;
  });
}

export function updateDriver(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  id: number,
  input: FleetDriverUpdate,
) {
  const action =
    input.suspended === true
      ? 'driver.suspend'
      : input.suspended === false
        ? 'driver.reinstate'
        : 'driver.update';
  return changeDriver(db, scope, operator, id, action, async (trx, current) => {
    const patch: Parameters<typeof repo.updateDriver>[2] = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.phone !== undefined) patch.phone = input.phone;
    if (input.suspended === true && current.suspended_at == null) {
      // A suspended driver is taken off the road at once and signed out of the driver app.
      Object.assign(patch, { suspended_at: new Date(), online: false, available: false });
      await repo.revokeDriverTokens(trx, id);
    }
    if (input.suspended === false) patch.suspended_at = null;
    if (input.vehicle_ids !== undefined) {
      const vehicles = await ownVehicles(trx, scope, input.vehicle_ids);
      await repo.setDriverVehicles(
        trx,
        id,
        vehicles.map((vehicle) => vehicle.id),
      );
      if (current.vehicle_id == null || !input.vehicle_ids.includes(current.vehicle_id)) {
        const first = vehicles[0];
        Object.assign(patch, {
          vehicle_id: first?.id ?? null,
          ...(first ? { plate: first.plate, model: first.model, seats: first.seats } : {}),
        });
      }
    }
    return repo.updateDriver(trx, id, patch);
  });
}

export async function resetPassword(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  id: number,
  password: string,
) {
  const passwordHash = await hashPassword(password);
  await changeDriver(db, scope, operator, id, 'driver.reset_password', async (trx) => {
    // The old sessions end with the old password.
    await repo.revokeDriverTokens(trx, id);
    return repo.updateDriver(trx, id, { password_hash: passwordHash });
  });
}

export function setDocument(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  id: number,
  kind: DocumentKind,
  input: DriverDocumentUpdate,
) {
  return changeDriver(db, scope, operator, id, `driver.document.${kind}`, async (trx, current) => {
    await repo.upsertDocument(trx, id, kind, {
      number: input.number ?? '',
      expires_on: input.expires_on,
    });
    return current;
  });
}

export async function expiring(db: Db, scope: Scope, today = new Date()) {
  const until = new Date(today.getTime() + EXPIRY_WARNING_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const rows = await repo.listExpiring(db, scope.ids, until);
  return rows.map((row): ExpiringDocument => ({
    driver_id: row.driver_id,
    driver_name: row.driver_name,
    kind: row.kind,
    number: row.number,
    expires_on: dayOf(row.expires_on),
  }));
}

// Vehicles

async function toVehicles(db: Db, rows: Awaited<ReturnType<typeof repo.listVehicles>>) {
  const ids = rows.map((row) => row.id);
  const [groupings, drivers] = await Promise.all([
    repo.listVehicleGroupings(db, ids),
    repo.listVehicleDrivers(db, ids),
  ]);
  return rows.map((row): Vehicle => ({
    id: row.id,
    plate: row.plate,
    model: row.model,
    seats: row.seats,
    active: row.active,
    grouping_ids: groupings
      .filter((link) => link.vehicle_id === row.id)
      .map((link) => link.agrupation_id)
      .sort((a, b) => a - b),
    driver_ids: drivers
      .filter((link) => link.vehicle_id === row.id)
      .map((link) => link.driver_id)
      .sort((a, b) => a - b),
  }));
}

export async function listVehicles(db: Db, scope: Scope) {
  return toVehicles(db, await repo.listVehicles(db, scope.rootId));
}

const checkGroupings = (scope: Scope, ids: number[]) => {
  for (const id of ids) requireInScope(scope, id, 'grouping_ids');
  return [...new Set(ids)];
};

export async function createVehicle(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  input: VehicleCreate,
): Promise<Vehicle> {
  const groupings = checkGroupings(scope, input.grouping_ids ?? []);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await repo.insertVehicle(trx, {
        agrupation_id: scope.rootId,
        plate: input.plate.toUpperCase(),
        model: input.model,
        seats: input.seats,
      });
      await repo.setVehicleGroupings(trx, row.id, groupings);
      const vehicle = (await toVehicles(trx, [row]))[0]!;
      await audit.record(trx, operator, scope.rootId, {
        action: 'vehicle.create',
        objectType: 'vehicle',
        objectId: row.id,
        before: null,
        after: vehicle,
      });
      return vehicle;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('plate', 'error.already_in_use');
    throw error;
  }
}

export async function updateVehicle(
  db: Db,
  scope: Scope,
  operator: AuthUser,
  id: number,
  input: VehicleUpdate,
): Promise<Vehicle> {
  const groupings = input.grouping_ids && checkGroupings(scope, input.grouping_ids);
  try {
    return await db.transaction().execute(async (trx) => {
      const current = await repo.lockVehicle(trx, scope.rootId, id);
      if (!current) throw notFound();
      const before = (await toVehicles(trx, [current]))[0]!;
      const patch: Parameters<typeof repo.updateVehicle>[2] = {};
      if (input.plate !== undefined) patch.plate = input.plate.toUpperCase();
      if (input.model !== undefined) patch.model = input.model;
      if (input.seats !== undefined) patch.seats = input.seats;
      if (input.active !== undefined) patch.active = input.active;
      const row = Object.keys(patch).length ? await repo.updateVehicle(trx, id, patch) : current;
      if (groupings) await repo.setVehicleGroupings(trx, id, groupings);
      const after = (await toVehicles(trx, [row]))[0]!;
      await audit.record(trx, operator, scope.rootId, {
        action: 'vehicle.update',
        objectType: 'vehicle',
        objectId: id,
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('plate', 'error.already_in_use');
    throw error;
  }
}
