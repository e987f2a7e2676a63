/**
 * Services (rides) as the server answers them: the service as lists show it, the list
 * queries, live events and shared links (spec §7 Services). What a booking sends is in
 * creation.ts.
 */
import { z } from 'zod';
import { EMPLOYEE_PDF_LIMIT, PAGE_OFFSET } from '../config/constants';
import {
  dateSchema,
  documentQuerySchema,
  idFromStringSchema,
  ID_MAX,
  idSchema,
  issue,
  latitudeSchema,
  longitudeSchema,
  pageQuerySchema,
  timeSchema,
  timestampSchema,
  totalSchema,
} from '../common/schemas';
import { nonNegativeMoneySchema } from '../common/money';
import { farePartSchema } from '../fares/fare-parts';
import { ridePaymentKindSchema } from '../payments/schemas';

/** Estimated time (seconds) and distance (metres) to a waypoint; null until known. */
export const timesAndDistancesSchema = z.object({
  time: z.number().int().nonnegative().nullable(),
  distance: z.number().int().nonnegative().nullable(),
});
export type TimesAndDistances = z.infer<typeof timesAndDistancesSchema>;

/** A numbered origin or destination of the status box. */
export const rideWaypointSchema = z.object({
  traveler_name: z.string().nullable(),
  address: z.string(),
  /** Where the stop is, so a resend can copy the stops in order. */
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  times_and_distances: timesAndDistancesSchema.nullable(),
});
export type RideWaypoint = z.infer<typeof rideWaypointSchema>;

/** The driver and vehicle assigned. `latitude`/`longitude` follow the car while live. */
export const rideTaxiSchema = z.object({
  avatar: z.string().nullable(),
  name: z.string(),
  plate: z.string(),
  model: z.string(),
  telephone: z.string().nullable(),
  latitude: latitudeSchema.nullable().optional(),
  longitude: longitudeSchema.nullable().optional(),
  /** The four digits the rider shows the driver at the pick-up, until the ride starts. */
  boarding_code: z.string().nullable().optional(),
});
export type RideTaxi = z.infer<typeof rideTaxiSchema>;

/** Who the service was booked as: the services table's "user type" column. */
export const RIDE_USER_TYPES = ['client', 'company', 'employee', 'hotel', 'guest'] as const;
export const rideUserTypeSchema = z.enum(RIDE_USER_TYPES);
export type RideUserType = z.infer<typeof rideUserTypeSchema>;

/** A service (ride) as every list returns it. `date`/`time` are local to the grouping. */
export const rideSchema = z.object({
  id: idSchema,
  /** The grouping the ride was booked in: a resend books in the same one. */
  agrupacion_id: idSchema.optional(),
  date: dateSchema,
  time: timeSchema,
  /** One of features/status RIDE_STATUS; the table there gives its meaning. */
  status_code: z.number().int(),
  status_name: z.string(),
  /** Why the operator cancelled it (5), as the operator wrote it; `status_name` ends with it. */
  cancel_reason: z.string().nullable().optional(),
  direccion: z.object({
    calle: z.string(),
    longitude: longitudeSchema,
    latitude: latitudeSchema,
    datos_extra: z.string().nullable(),
  }),
  destination: z
    .object({
      longitude: longitudeSchema,
      latitude: latitudeSchema,
    })
    .nullable(),
  destination_address: z.string().nullable(),
  origin_waypoints: z.array(rideWaypointSchema),
  destination_waypoints: z.array(rideWaypointSchema),
  taxi: rideTaxiSchema.nullable(),
  /** Set when an employee booked it: the table's "user" column. */
  employee: z.object({ name: z.string() }).nullable(),
  viajero: z.object({ name: z.string().nullable() }),
  type_user: rideUserTypeSchema,
  passengers: z.number().int().positive(),
  /** The fare agreed on creation, null for a metered ride until the driver reports it. */
  fare: nonNegativeMoneySchema.nullable(),
  /**
   * Booked without a destination and charged by the meter: `destination` is
   * null, `fare_estimate` is shown until the end, then `fare` holds the driver's reading.
   */
  metered: z.boolean().optional(),
  fare_estimate: nonNegativeMoneySchema.nullable().optional(),
  currency: z.string().nullable(),
  /**
   * What the fare is made of, as the server priced it at booking; null on a metered
   * ride and on rides priced before the parts were kept.
   */
  fare_breakdown: z.array(farePartSchema).nullable().optional(),
  /**
   * How the ride is paid: what it was charged with once charged, else the method
   * resolved at booking (the one chosen, else the payer's default); null when unknown.
   */
  payment_method: ridePaymentKindSchema.nullable().optional(),
  /** Scheduled services only. */
  programacion: z.object({ fecha: dateSchema, hora: timeSchema }).nullable(),
  /** Scheduled services only: whether the row starts expanded. */
  expand: z.boolean().optional(),
});
export type Ride = z.infer<typeof rideSchema>;

/** GET services/in_process/list and GET services/scheduled. */
export const rideListSchema = z.array(rideSchema);
export type RideList = z.infer<typeof rideListSchema>;

/** One service in a body: creation, cancel and update answer with it. */
export const rideEnvelopeSchema = z.object({ service: rideSchema });
export type RideEnvelope = z.infer<typeof rideEnvelopeSchema>;

/** GET v2/services: processed services, newest first, from `start_date` on. */
export const processedRidesQuerySchema = pageQuerySchema.extend({
  start_date: dateSchema.optional(),
  // Within PostgreSQL's integer: 2147483648 made the query fail with a 500.
  status: z.coerce
    .number(issue('validation.numeric'))
    .int(issue('validation.numeric'))
    .min(0, issue('validation.invalid'))
    .max(ID_MAX, issue('validation.invalid'))
    .optional(),
});
export type ProcessedRidesQuery = z.infer<typeof processedRidesQuerySchema>;

export const processedRidesResponseSchema = z.object({
  services: rideListSchema,
  total: totalSchema,
});
export type ProcessedRidesResponse = z.infer<typeof processedRidesResponseSchema>;

/** GET services?format=pdf: an employee's services as services.pdf (before closing them). */
export const ridesPdfQuerySchema = documentQuerySchema.extend({
  format: z.literal('pdf', issue('validation.invalid')),
  limit: pageQuerySchema.shape.limit.unwrap().default(EMPLOYEE_PDF_LIMIT),
  offset: pageQuerySchema.shape.offset.unwrap().default(PAGE_OFFSET),
  employee_id: idFromStringSchema.optional(),
});
export type RidesPdfQuery = z.infer<typeof ridesPdfQuerySchema>;

/**
 * What GET services/events (Server-Sent Events) pushes: a service whose state changed,
 * or its car's new position. The 60 s poll stays as the fallback.
 */
export const rideEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('service'), service: rideSchema }),
  z.object({
    type: z.literal('position'),
    service_id: idSchema,
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    /** Degrees from north, when the car reports it. */
    heading: z.number().min(0).max(360).nullable(),
    at: timestampSchema,
  }),
]);
export type RideEvent = z.infer<typeof rideEventSchema>;

/** POST services/events/ticket: a one-use ticket so an EventSource needs no token in its URL. */
export const streamTicketSchema = z.object({ ticket: z.string(), expires_in: z.number() });
export type StreamTicket = z.infer<typeof streamTicketSchema>;

/** POST service/{id}/share: the read-only /history?token=… link for one trip. */
export const rideShareSchema = z.object({
  token: z.string(),
  url: z.string(),
  expires_at: z.string().nullable(),
});
export type RideShare = z.infer<typeof rideShareSchema>;

/** GET services/shared?token=… (no login: the token is the permission). */
export const sharedRideQuerySchema = z.object({
  token: z
    .string(issue('validation.required'))
    .min(20, issue('error.invalid_token'))
    .max(100, issue('error.invalid_token')),
});
