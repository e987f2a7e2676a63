import type { ColumnType, Generated } from 'kysely';

export interface HotelSettingsTable {
  agrupation_id: number;
  /** 'HH:mm' local to the hotel; both null when the kiosk is always open. */
  opens: string | null;
  closes: string | null;
  pickup_name: string | null;
  pickup_latitude: number | null;
  pickup_longitude: number | null;
  guest_token: string;
  /** Seven days, Monday first: {opens, closes} or null when closed; NULL for daily hours. */
  weekly_hours: ColumnType<
    ({ opens: string; closes: string } | null)[] | null,
    string | null | undefined,
    string | null
  >;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Whether rides may be charged to a room, and up to what per ride. */
  room_charges: ColumnType<boolean, boolean | undefined, boolean>;
  room_charge_limit_cents: ColumnType<number, number | undefined, number>;
  /** The most one stay may owe, all its rides together. */
  room_stay_limit_cents: ColumnType<number, number | undefined, number>;
  /** The PIN that leaves the lobby kiosk, hashed as a password; null when none is set. */
  kiosk_pin_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A room from check-in to check-out, with the ledger account its rides are posted to. */
export interface RoomStaysTable {
  id: Generated<number>;
  hotel_id: number;
  room: string;
  /** The guest whose stay it is; null for a stay hotel staff opened for the room. */
  guest_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The guest's name as reception wrote it when registering the stay. */
  guest_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The staff member who registered the stay (or opened it booking for the room). */
  registered_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** 'YYYY-MM-DD' on the hotel's clock. */
  check_in: ColumnType<string, string, string>;
  check_out: ColumnType<string, string, string>;
  account_id: number;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  settled_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A room guest's request for the room account, answered by reception. */
export interface RoomRequestsTable {
  id: Generated<number>;
  hotel_id: number;
  guest_id: number;
  room: string;
  state: ColumnType<
    'pending' | 'approved' | 'refused',
    'pending' | 'approved' | 'refused' | undefined,
    'pending' | 'approved' | 'refused'
  >;
  stay_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface HotelTables {
  hotel_settings: HotelSettingsTable;
  room_stays: RoomStaysTable;
  room_requests: RoomRequestsTable;
}
