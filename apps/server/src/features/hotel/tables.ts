import type { ColumnType } from 'kysely';

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
}

export interface HotelTables {
  hotel_settings: HotelSettingsTable;
}
