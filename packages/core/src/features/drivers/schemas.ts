/**
 * The driver side, `/api/driver/*` (docs/architecture.md, the API beyond the spec): a real driver app or the fleet simulator
 * logs in, reports its position and moves the rides it is given through their states.
 */
import { z } from 'zod';
import { authenticateRequestSchema } from '../auth/schemas';
import {
  idFromStringSchema,
  idSchema,
  issue,
  latitudeSchema,
  longitudeSchema,
  optionalNameText,
} from '../common/schemas';
import { nonNegativeMoneySchema } from '../common/money';
import { ridePaymentKindSchema } from '../payments/schemas';

export const driverSchema = z.object({
  id: idSchema,
  name: z.string(),
  telephone: z.string().nullable(),
  avatar: z.string().nullable(),
  plate: z.string(),
  model: z.string(),
  agrupacion_id: idSchema,
  available: z.boolean(),
  /** Languages the driver speaks (ca, en, es…). */
  languages: z.array(z.string()),
});
export type Driver = z.infer<typeof driverSchema>;

/** POST driver/authenticate: the same username (email or phone) and password as customers. */
export const driverLoginRequestSchema = authenticateRequestSchema;
export type DriverLoginRequest = z.infer<typeof driverLoginRequestSchema>;

export const driverLoginResponseSchema = z.object({ token: z.string(), driver: driverSchema });
export type DriverLoginResponse = z.infer<typeof driverLoginResponseSchema>;

/** PUT driver/position */
export const driverPositionSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  heading: z
    .number(issue('validation.invalid'))
    .min(0, issue('validation.invalid'))
    .max(360, issue('validation.invalid'))
    .optional(),
  /** km/h */
  speed: z
    .number(issue('validation.invalid'))
    .min(0, issue('validation.invalid'))
    .max(400, issue('validation.invalid'))
    .optional(),
});
export type DriverPosition = z.infer<typeof driverPositionSchema>;

/** PUT driver/availability */
export const driverAvailabilitySchema = z.object({
  available: z.boolean(issue('validation.required')),
});
export type DriverAvailability = z.infer<typeof driverAvailabilitySchema>;

/** What a driver does to a ride, in the order a ride goes through them. */
export const DRIVER_ACTIONS = ['accept', 'arrive', 'start', 'finish'] as const;
export const driverActionSchema = z.enum(DRIVER_ACTIONS, issue('validation.invalid'));
export type DriverAction = z.infer<typeof driverActionSchema>;

/** PUT driver/services/{id}/{action} */
export const driverActionParamsSchema = z.object({
  id: idFromStringSchema,
  action: driverActionSchema,
});
export type DriverActionParams = z.infer<typeof driverActionParamsSchema>;

/**
 * The body of a step: `start` carries the rider's boarding code where the operator asks for
 * one; `finish` the metered amount, when the ride had no agreed fare, and how the ride was
 * paid (one of the ride's `payment_choices`; the booked way when left out).
 */
export const driverFinishSchema = z.object({
  fare: nonNegativeMoneySchema.optional(),
  payment_method: z
    .enum(ridePaymentKindSchema.options, issue('error.payment_not_allowed'))
    .optional(),
  boarding_code: z
    .string(issue('validation.invalid'))
    .regex(/^[0-9]{4}$/, issue('error.boarding_code'))
    .optional(),
});
export type DriverFinish = z.infer<typeof driverFinishSchema>;

/**
 * PUT driver/services/:id/cancel: declining an offer needs no reason; cancelling a ride the
 * driver is on says why, and the rider reads it on the ride.
 */
export const driverCancelSchema = z.object({ reason: optionalNameText(200).optional() });
export type DriverCancel = z.infer<typeof driverCancelSchema>;

/** POST driver/positions: what the phone kept while it had no signal, oldest first. */
export const driverPositionsSchema = z.object({
  positions: z
    .array(driverPositionSchema)
    .min(1, issue('validation.required'))
    .max(120, issue('validation.invalid')),
});
export type DriverPositions = z.infer<typeof driverPositionsSchema>;

/** A vehicle the operator lets the driver pick for a shift. */
export const driverVehicleSchema = z.object({
  id: idSchema,
  plate: z.string(),
  model: z.string(),
  seats: z.number().int(),
});
export type DriverVehicle = z.infer<typeof driverVehicleSchema>;

export const driverVehiclesSchema = z.object({ vehicles: z.array(driverVehicleSchema) });

/** POST driver/shift: online in the vehicle picked. */
export const driverShiftStartSchema = z.object({ vehicle_id: idSchema });
export type DriverShiftStart = z.infer<typeof driverShiftStartSchema>;

export const driverShiftSchema = z.object({
  id: idSchema,
  vehicle: driverVehicleSchema.nullable(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
});
export type DriverShift = z.infer<typeof driverShiftSchema>;

/** Rides and money over a period, in total and by how the rides were paid. */
export const driverTotalsSchema = z.object({
  rides: z.number().int(),
  total: z.number(),
  by_method: z.array(z.object({ method: z.string(), rides: z.number().int(), total: z.number() })),
});
export type DriverTotals = z.infer<typeof driverTotalsSchema>;

/** GET driver/shift: the shift open now, if any, and whether the driver may drive. */
export const driverShiftStateSchema = z.object({
  shift: driverShiftSchema.nullable(),
  suspended: z.boolean(),
});
export type DriverShiftState = z.infer<typeof driverShiftStateSchema>;

/** POST driver/shift/end: the shift closed, with what it carried. */
export const driverShiftSummarySchema = z.object({
  shift: driverShiftSchema,
  currency: z.string(),
  totals: driverTotalsSchema,
});
export type DriverShiftSummary = z.infer<typeof driverShiftSummarySchema>;

/** GET driver/earnings: today's and this week's completed rides (the operator's time zone). */
export const driverEarningsSchema = z.object({
  currency: z.string(),
  today: driverTotalsSchema,
  week: driverTotalsSchema,
  rides: z.array(
    z.object({
      id: idSchema,
      ended_at: z.string().nullable(),
      fare: z.number(),
      payment_method: z.string().nullable(),
    }),
  ),
});
export type DriverEarnings = z.infer<typeof driverEarningsSchema>;

/** A ride as a driver app works it: every stop with its coordinates, in order. */
export const driverRideSchema = z.object({
  id: idSchema,
  status_code: z.number(),
  passengers: z.number(),
  traveler_name: z.string().nullable(),
  traveler_phone: z.string().nullable(),
  /** The rider's notes for the driver (the pick-up's extra details). */
  origin_extra: z.string().nullable(),
  fare: z.number().nullable(),
  /** Shown while a metered ride has no fare yet. */
  estimate: z.number().nullable(),
  metered: z.boolean(),
  currency: z.string(),
  payment_method: z.string().nullable(),
  /**
   * How the ride may be recorded as paid at completion, the booked way first (core's
   * `completionPaymentKinds`); empty until the driver is on the ride.
   */
  payment_choices: z.array(ridePaymentKindSchema),
  /** When an offer is no longer the driver's to take (the dispatcher's timeout). */
  offer_expires_at: z.string().nullable(),
  /** Straight-line km from the driver's last position to the pick-up. */
  pickup_km: z.number().nullable(),
  boarding_code_required: z.boolean(),
  /** From when a no-show may be reported (the operator's wait after arriving). */
  no_show_from: z.string().nullable(),
  /** The most the driver may type as a metered fare. */
  fare_max: z.number(),
  stops: z.array(
    z.object({
      role: z.enum(['origin', 'destination']),
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      traveler_name: z.string().nullable(),
    }),
  ),
});
export type DriverRide = z.infer<typeof driverRideSchema>;

export const driverRidesSchema = z.object({
  offer: driverRideSchema.nullable(),
  current: driverRideSchema.nullable(),
});
export type DriverRides = z.infer<typeof driverRidesSchema>;

export const driverRideEnvelopeSchema = z.object({ service: driverRideSchema });
