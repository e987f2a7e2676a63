import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** GeoJSON Polygon rings of [longitude, latitude]. */
export interface StoredPolygon {
  type: 'Polygon';
  coordinates: [number, number][][];
}

export interface FareZonesTable {
  id: Generated<number>;
  agrupation_id: number;
  name: string;
  polygon: Json<StoredPolygon>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A fixed price from one zone to another, in cents; both_ways prices the return too. */
export interface FareZonePricesTable {
  id: Generated<number>;
  agrupation_id: number;
  from_zone_id: number;
  to_zone_id: number;
  amount: number;
  both_ways: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A percent surcharge on weekdays from start to end (minutes after local midnight). */
export interface FareSurchargesTable {
  id: Generated<number>;
  agrupation_id: number;
  label: string;
  days: Json<number[]>;
  start_minute: number;
  end_minute: number;
  percent: number;
}

export interface FareTables {
  fare_zones: FareZonesTable;
  fare_zone_prices: FareZonePricesTable;
  fare_surcharges: FareSurchargesTable;
}
