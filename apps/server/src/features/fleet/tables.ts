import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A car of the operator's; `agrupation_id` is the operator's top grouping that owns it. */
export interface VehiclesTable {
  id: Generated<number>;
  agrupation_id: number;
  plate: string;
  model: string;
  seats: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

/** The groupings a vehicle serves (its rides may come from any of them). */
export interface VehicleGroupingsTable {
  vehicle_id: number;
  agrupation_id: number;
}

/** Which vehicles a driver may pick for a shift. */
export interface DriverVehiclesTable {
  driver_id: number;
  vehicle_id: number;
}

export type DriverDocumentKind = 'licence' | 'insurance' | 'inspection';

export interface DriverDocumentsTable {
  id: Generated<number>;
  driver_id: number;
  kind: DriverDocumentKind;
  number: Generated<string>;
  /** 'YYYY-MM-DD'. */
  expires_on: ColumnType<string, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A driver's time online in one vehicle; at most one open (ended_at null) per driver. */
export interface DriverShiftsTable {
  id: Generated<number>;
  driver_id: number;
  vehicle_id: number | null;
  started_at: ColumnType<Date, Date | string | undefined, Date | string>;
  ended_at: Timestamp | null;
}

export interface FleetTables {
  vehicles: VehiclesTable;
  vehicle_groupings: VehicleGroupingsTable;
  driver_vehicles: DriverVehiclesTable;
  driver_documents: DriverDocumentsTable;
  driver_shifts: DriverShiftsTable;
}
