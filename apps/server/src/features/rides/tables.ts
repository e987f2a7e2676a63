import type { FarePartKind } from '@parada/core';
import type { ColumnType, Generated } from 'kysely';
import type { RidePaymentKind } from '../wallet/tables';

// Table types of the rides migration (2026-11-21-0010-rides), kept beside the feature.
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** A stop of a ride in order; `leg` is the estimate from the stop before it. */
export interface Stop {
  role: 'origin' | 'destination';
  name: string;
  latitude: number;
  longitude: number;
  traveler_name: string | null;
  leg: { time: number; distance: number } | null;
}

/** One priced part of a ride's fare, in cents (negative for discounts). */
export interface FarePart {
  kind: FarePartKind;
  cents: number;
  /** The fixed-price zone's label or the discount code, when the part has one. */
  label?: string;
}

/** A price that replaces the metered one when the pickup or drop-off is inside the circle. */
export interface FixedPrice {
  label: string;
  latitude: number;
  longitude: number;
  radius_km: number;
  /** Cents. */
  amount: number;
}

/** What a grouping's fare rule (agrupations.fare) does not hold; all money in cents. */
export interface FareModelsTable {
  agrupation_id: number;
  name: Generated<string>;
  time_zone: Generated<string>;
  per_minute: Generated<number>;
  booking_supplement: Generated<number>;
  night_supplement: Generated<number>;
  night_start: Generated<number>;
  night_end: Generated<number>;
  holiday_supplement: Generated<number>;
  /** Local dates 'YYYY-MM-DD'. */
  holidays: JsonWithDefault<string[]>;
  fixed_prices: JsonWithDefault<FixedPrice[]>;
}

export interface DiscountCodesTable {
  id: Generated<number>;
  agrupation_id: number;
  code: string;
  kind: 'percent' | 'amount';
  /** Percent (1–100) or cents. */
  value: number;
  valid_until: Timestamp | null;
  active: Generated<boolean>;
}

export interface DriversTable {
  id: Generated<number>;
  agrupation_id: number;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  avatar: string | null;
  plate: string;
  model: string;
  seats: Generated<number>;
  languages: JsonWithDefault<string[]>;
  simulated: Generated<boolean>;
  online: Generated<boolean>;
  available: Generated<boolean>;
  latitude: number | null;
  longitude: number | null;
  heading: number | null;
  position_at: Timestamp | null;
  updated_at: UpdatedAt;
  /** The vehicle of the current shift; plate, model and seats above are its copy. */
  vehicle_id: number | null;
  suspended_at: Timestamp | null;
  online_since: Timestamp | null;
}

export interface DriverTokensTable {
  id: Generated<number>;
  driver_id: number;
  token_hash: string;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
}

export type RideUserKind = 'client' | 'company' | 'employee' | 'hotel' | 'guest';

export interface RidesTable {
  id: Generated<number>;
  agrupation_id: number;
  root_agrupation_id: number;
  user_id: number;
  company_id: number | null;
  type_user: RideUserKind;
  status_code: number;
  stops: Json<Stop[]>;
  origin_extra: string | null;
  traveler_name: string | null;
  traveler_phone: string | null;
  passengers: number;
  /** The agreed fare; null on a metered ride until the driver reports the meter. */
  fare_cents: number | null;
  /** Booked without a destination: charged by the meter, `estimate_cents` shown meanwhile. */
  metered: ColumnType<boolean, boolean | undefined, boolean>;
  estimate_cents: ColumnType<number | null, number | null | undefined, number | null>;
  currency: string;
  discount_code: string | null;
  payment_method_id: number | null;
  /** The kind resolved at booking (the method chosen, else the payer's default). */
  payment_method: ColumnType<RidePaymentKind | null, RidePaymentKind | null | undefined>;
  /** The stay on whose room account the ride is charged; set with payment_method 'room'. */
  room_stay_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The priced parts, summing to fare_cents; null on metered and older rides. */
  fare_parts: ColumnType<FarePart[] | null, string | null | undefined, string | null>;
  time_zone: string;
  scheduled_at: Timestamp | null;
  driver_id: number | null;
  offered_driver_id: number | null;
  offered_at: Timestamp | null;
  declined_driver_ids: JsonWithDefault<number[]>;
  search_started_at: Timestamp | null;
  ended_at: Timestamp | null;
  /** The four digits the rider shows the driver, where the operator asks for them. */
  boarding_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the driver reported being at the pick-up: a no-show counts the wait from here. */
  arrived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Cancelled by the driver because the rider did not come after the operator's wait. */
  no_show: ColumnType<boolean, boolean | undefined, boolean>;
  /** The Idempotency-Key it was booked with, for 24 h (then cleared); unique per user. */
  request_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the operator told the client when it cancelled the ride. */
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type RideEventKind =
  'status' | 'offer' | 'offer_expired' | 'offer_declined' | 'assigned' | 'reoffered';

export interface RideEventsTable {
  id: Generated<string>;
  service_id: number;
  kind: RideEventKind;
  from_code: number | null;
  to_code: number | null;
  /** customer, driver, dispatcher, operator. */
  actor: string;
  /** The server instance that wrote it (the dispatcher's, for offers). */
  instance: string | null;
  driver_id: number | null;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  state: 'running' | 'done';
  locked_until: Timestamp;
  response_status: number | null;
  response_body: string | null;
  /** The kept answer's content type, sent again with its body. */
  response_content_type: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** What the request wrote with its key, where a retry finds it (a transfer's transaction). */
  result_id: number | null;
}

export interface ShareLinksTable {
  id: Generated<number>;
  service_id: number;
  token_hash: string;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
}

export interface StreamTicketsTable {
  ticket_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The session it was traded for (null on tickets made before sessions were kept). */
  token_hash: string | null;
}

export interface RidesTables {
  fare_models: FareModelsTable;
  discount_codes: DiscountCodesTable;
  drivers: DriversTable;
  driver_tokens: DriverTokensTable;
  services: RidesTable;
  service_events: RideEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  share_links: ShareLinksTable;
  stream_tickets: StreamTicketsTable;
}
