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
} from '../common/schemas';
import { nonNegativeMoneySchema } from '../common/money';

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

/** The body of `finish`: the metered amount, when the ride had no agreed fare. */
export const driverFinishSchema = z.object({ fare: nonNegativeMoneySchema.optional() });
export type DriverFinish = z.infer<typeof driverFinishSchema>;
