/**
 * The operator's console (`/api/console/*`): the live dispatch board, a ride's timeline,
 * the dispatcher's actions, the fleet and the audit log. Every list is the operator's own
 * top grouping and the groupings under it.
 */
import { z } from 'zod';
import {
  TEXT_MAX,
  dateSchema,
  emailSchema,
  idSchema,
  issue,
  nameText,
  optionalText,
  passwordSchema,
  phoneSchema,
  requiredText,
} from '../common/schemas';

/** A car on the board: free (no ride), offered (a ride waits for its answer), busy (on a ride). */
export const CAR_STATES = ['free', 'offered', 'busy'] as const;
export type CarState = (typeof CAR_STATES)[number];

export const boardCarSchema = z.object({
  driver_id: z.number(),
  name: z.string(),
  plate: z.string(),
  state: z.enum(CAR_STATES),
  latitude: z.number(),
  longitude: z.number(),
  heading: z.number().nullable(),
  online_since: z.string().nullable(),
});
export type BoardCar = z.infer<typeof boardCarSchema>;

/** The board's columns, in the order a ride moves through them. */
export const BOARD_COLUMNS = ['waiting', 'offered', 'assigned', 'in_progress'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

export const boardRideSchema = z.object({
  id: z.number(),
  column: z.enum(BOARD_COLUMNS),
  status_code: z.number(),
  client_name: z.string(),
  client_phone: z.string().nullable(),
  origin: z.string(),
  destination: z.string().nullable(),
  created_at: z.string(),
  scheduled_at: z.string().nullable(),
  driver_id: z.number().nullable(),
  driver_name: z.string().nullable(),
  offered_driver_name: z.string().nullable(),
  grouping_name: z.string(),
});
export type BoardRide = z.infer<typeof boardRideSchema>;

export const boardSchema = z.object({
  cars: z.array(boardCarSchema),
  rides: z.array(boardRideSchema),
  /** Bookings for later, the next first: a dispatcher may pre-assign their driver. */
  later: z.array(boardRideSchema),
});
export type Board = z.infer<typeof boardSchema>;

export const rideTimelineEntrySchema = z.object({
  kind: z.string(),
  from_code: z.number().nullable(),
  to_code: z.number().nullable(),
  actor: z.string(),
  driver_name: z.string().nullable(),
  at: z.string(),
});
export type RideTimelineEntry = z.infer<typeof rideTimelineEntrySchema>;

export const consoleRideSchema = boardRideSchema.extend({
  note: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  timeline: z.array(rideTimelineEntrySchema),
});
export type ConsoleRide = z.infer<typeof consoleRideSchema>;

export const rideAssignSchema = z.object({ driver_id: idSchema });
export type RideAssign = z.infer<typeof rideAssignSchema>;

export const rideCancelSchema = z.object({ reason: requiredText(TEXT_MAX.subject) });
export type RideCancel = z.infer<typeof rideCancelSchema>;

/** The console's live stream: something on the board changed, or a car moved. */
export const consoleEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('board') }),
  z.object({
    type: z.literal('car'),
    driver_id: z.number(),
    latitude: z.number(),
    longitude: z.number(),
    heading: z.number().nullable(),
  }),
]);
export type ConsoleEvent = z.infer<typeof consoleEventSchema>;

// Clients, for a booking taken on the phone.

export const consoleClientQuerySchema = z.object({
  search: requiredText(TEXT_MAX.name),
});

export const consoleClientSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  grouping_name: z.string(),
  /** A blocked client cannot sign in, nor be booked for (console/clients/{id}/blocked). */
  blocked: z.boolean(),
});
export type ConsoleClient = z.infer<typeof consoleClientSchema>;

export const consoleClientCreateSchema = z.object({
  name: nameText(TEXT_MAX.name),
  phone: phoneSchema,
  email: emailSchema.optional(),
});
export type ConsoleClientCreate = z.infer<typeof consoleClientCreateSchema>;

// Fleet

export const DOCUMENT_KINDS = ['licence', 'insurance', 'inspection'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const driverDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  expires_on: z.string(),
});
export type DriverDocument = z.infer<typeof driverDocumentSchema>;

export const fleetDriverSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  vehicle_id: z.number().nullable(),
  vehicle_ids: z.array(z.number()),
  plate: z.string(),
  suspended: z.boolean(),
  online: z.boolean(),
  online_since: z.string().nullable(),
  documents: z.array(driverDocumentSchema),
});
export type FleetDriver = z.infer<typeof fleetDriverSchema>;

export const fleetDriverCreateSchema = z.object({
  name: nameText(TEXT_MAX.name),
  email: emailSchema,
  phone: phoneSchema.optional(),
  password: passwordSchema,
  vehicle_ids: z.array(idSchema).max(20, issue('validation.invalid')).default([]),
});
export type FleetDriverCreate = z.input<typeof fleetDriverCreateSchema>;

export const fleetDriverUpdateSchema = z.object({
  name: nameText(TEXT_MAX.name).optional(),
  phone: phoneSchema.optional(),
  vehicle_ids: z.array(idSchema).max(20, issue('validation.invalid')).optional(),
  suspended: z.boolean().optional(),
});
export type FleetDriverUpdate = z.infer<typeof fleetDriverUpdateSchema>;

export const driverPasswordSchema = z.object({ password: passwordSchema });

export const driverDocumentUpdateSchema = z.object({
  number: optionalText(TEXT_MAX.short).default(''),
  expires_on: dateSchema,
});
export type DriverDocumentUpdate = z.input<typeof driverDocumentUpdateSchema>;

export const driverDocumentParamsSchema = z.object({
  id: z.coerce.number().pipe(idSchema),
  kind: z.enum(DOCUMENT_KINDS, issue('validation.invalid')),
});

export const expiringDocumentSchema = driverDocumentSchema.extend({
  driver_id: z.number(),
  driver_name: z.string(),
});
export type ExpiringDocument = z.infer<typeof expiringDocumentSchema>;

export const vehicleSchema = z.object({
  id: z.number(),
  plate: z.string(),
  model: z.string(),
  seats: z.number(),
  active: z.boolean(),
  grouping_ids: z.array(z.number()),
  driver_ids: z.array(z.number()),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleCreateSchema = z.object({
  plate: requiredText(20),
  model: requiredText(TEXT_MAX.short),
  seats: z.number(issue('validation.invalid')).int().min(1).max(60),
  grouping_ids: z.array(idSchema).max(50, issue('validation.invalid')).default([]),
});
export type VehicleCreate = z.input<typeof vehicleCreateSchema>;

export const vehicleUpdateSchema = vehicleCreateSchema.partial().extend({
  active: z.boolean().optional(),
});
export type VehicleUpdate = z.input<typeof vehicleUpdateSchema>;

// Audit log

/**
 * Every kind of object the console's audit log records a change of: the server's writer
 * takes only these, the log's filter offers them and each app's catalog names each one.
 */
export const AUDIT_OBJECT_TYPES = [
  'ride',
  'driver',
  'vehicle',
  'client',
  'company',
  'hotel',
  'commerce',
  'grouping',
  'zone',
  'zone_price',
  'surcharge',
  'content',
  'domain',
  'domain_claim',
  'ticket',
  'message',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export const auditQuerySchema = z.object({
  actor: z.coerce.number().pipe(idSchema).optional(),
  object_type: z.enum(AUDIT_OBJECT_TYPES, issue('validation.invalid')).optional(),
  object_id: z.string().max(20).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_user_id: z.number().nullable(),
  actor_name: z.string(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
