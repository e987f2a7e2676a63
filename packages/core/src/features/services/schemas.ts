/**
 * Services (rides): the service as lists show it, the creation payload exactly as spec §3
 * writes it, the update body and the list queries (spec §7 Services).
 */
import { z } from 'zod';
import {
  CLIENT_APPLICATION_TYPE_ID,
  DEFAULT_PASSENGERS,
  EMPLOYEE_PDF_LIMIT,
  NEW_SERVICE_ESTADO,
  PAGE_OFFSET,
  SERVICE_TIP,
} from '../config/constants';
import {
  dateSchema,
  dateTimeSchema,
  idFromStringSchema,
  ID_MAX,
  idSchema,
  issue,
  latitudeSchema,
  longitudeSchema,
  nonNegativeMoneySchema,
  optionalNameText,
  optionalText,
  pageQuerySchema,
  phoneSchema,
  requiredText,
  TEXT_MAX,
  timeSchema,
  timestampSchema,
  totalSchema,
} from '../common/schemas';
import { farePartSchema } from '../fares/fare-parts';
import { locatorSchema } from '../groupings/schemas';
import { ridePaymentKindSchema } from '../payments/schemas';
import { roomChargeSchema, type RoomCharge } from '../rooms/schemas';

/** Estimated time (seconds) and distance (metres) to a waypoint; null until known. */
export const timesAndDistancesSchema = z.object({
  time: z.number().int().nonnegative().nullable(),
  distance: z.number().int().nonnegative().nullable(),
});
export type TimesAndDistances = z.infer<typeof timesAndDistancesSchema>;

/** A numbered origin or destination of the status box. */
export const serviceWaypointSchema = z.object({
  traveler_name: z.string().nullable(),
  address: z.string(),
  /** Where the stop is, so a resend can copy the stops in order. */
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  times_and_distances: timesAndDistancesSchema.nullable(),
});
export type ServiceWaypoint = z.infer<typeof serviceWaypointSchema>;

/** The driver and vehicle assigned. `latitude`/`longitude` follow the car while live. */
export const serviceTaxiSchema = z.object({
  avatar: z.string().nullable(),
  name: z.string(),
  plate: z.string(),
  model: z.string(),
  telephone: z.string().nullable(),
  latitude: latitudeSchema.nullable().optional(),
  longitude: longitudeSchema.nullable().optional(),
});
export type ServiceTaxi = z.infer<typeof serviceTaxiSchema>;

/** Who the service was booked as: the services table's "user type" column. */
export const SERVICE_USER_TYPES = ['client', 'company', 'employee', 'hotel', 'guest'] as const;
export const serviceUserTypeSchema = z.enum(SERVICE_USER_TYPES);
export type ServiceUserType = z.infer<typeof serviceUserTypeSchema>;

/** A service (ride) as every list returns it. `date`/`time` are local to the grouping. */
export const serviceSchema = z.object({
  id: idSchema,
  /** The grouping the ride was booked in: a resend books in the same one. */
  agrupacion_id: idSchema.optional(),
  date: dateSchema,
  time: timeSchema,
  /** One of features/status SERVICE_STATUS; the table there gives its meaning. */
  status_code: z.number().int(),
  status_name: z.string(),
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
  origin_waypoints: z.array(serviceWaypointSchema),
  destination_waypoints: z.array(serviceWaypointSchema),
  taxi: serviceTaxiSchema.nullable(),
  /** Set when an employee booked it: the table's "user" column. */
  employee: z.object({ name: z.string() }).nullable(),
  viajero: z.object({ name: z.string().nullable() }),
  type_user: serviceUserTypeSchema,
  passengers: z.number().int().positive(),
  /** The fare agreed on creation, null for a metered ride until the driver reports it. */
  fare: nonNegativeMoneySchema.nullable(),
  /**
   * Booked without a destination and charged by the meter (issue #13): `destination` is
   * null, `fare_estimate` is shown until the end, then `fare` holds the driver's reading.
   */
  metered: z.boolean().optional(),
  fare_estimate: nonNegativeMoneySchema.nullable().optional(),
  currency: z.string().nullable(),
  /**
   * What the fare is made of, as the server priced it at booking (#20); null on a metered
   * ride and on rides priced before the parts were kept.
   */
  fare_breakdown: z.array(farePartSchema).nullable().optional(),
  /**
   * How the ride is paid (#20): what it was charged with once charged, else the method
   * resolved at booking (the one chosen, else the payer's default); null when unknown.
   */
  payment_method: ridePaymentKindSchema.nullable().optional(),
  /** Scheduled services only. */
  programacion: z.object({ fecha: dateSchema, hora: timeSchema }).nullable(),
  /** Scheduled services only: whether the row starts expanded. */
  expand: z.boolean().optional(),
});
export type Service = z.infer<typeof serviceSchema>;

/** GET services/in_process/list and GET services/scheduled. */
export const serviceListSchema = z.array(serviceSchema);
export type ServiceList = z.infer<typeof serviceListSchema>;

/** One service in a body: creation, cancel and update answer with it. */
export const serviceEnvelopeSchema = z.object({ service: serviceSchema });
export type ServiceEnvelope = z.infer<typeof serviceEnvelopeSchema>;

/** GET v2/services: processed services, newest first, from `start_date` on. */
export const processedServicesQuerySchema = pageQuerySchema.extend({
  start_date: dateSchema.optional(),
  // Within PostgreSQL's integer: 2147483648 made the query fail with a 500 (audit #15).
  status: z.coerce
    .number(issue('validation.numeric'))
    .int(issue('validation.numeric'))
    .min(0, issue('validation.invalid'))
    .max(ID_MAX, issue('validation.invalid'))
    .optional(),
});
export type ProcessedServicesQuery = z.infer<typeof processedServicesQuerySchema>;

export const processedServicesResponseSchema = z.object({
  services: serviceListSchema,
  total: totalSchema,
});
export type ProcessedServicesResponse = z.infer<typeof processedServicesResponseSchema>;

/** GET services?format=pdf: an employee's services as services.pdf (before closing them). */
export const servicesPdfQuerySchema = z.object({
  format: z.literal('pdf', issue('validation.invalid')),
  limit: pageQuerySchema.shape.limit.unwrap().default(EMPLOYEE_PDF_LIMIT),
  offset: pageQuerySchema.shape.offset.unwrap().default(PAGE_OFFSET),
  employee_id: idFromStringSchema.optional(),
});
export type ServicesPdfQuery = z.infer<typeof servicesPdfQuerySchema>;

/** The traveler's name: a guest room or a passenger. */
const travelerNameSchema = optionalNameText(TEXT_MAX.name);

/** A stop of a multi-stop ride, in the creation payload's Spanish field names. */
export const waypointInputSchema = z.object(
  {
    nombre: requiredText(TEXT_MAX.address),
    latitud: latitudeSchema,
    longitud: longitudeSchema,
    traveler_name: travelerNameSchema.optional(),
  },
  issue('ride.invalid_address'),
);
export type WaypointInput = z.infer<typeof waypointInputSchema>;

/** Multi-stop rides: at most this many extra origins or destinations. */
export const MAX_WAYPOINTS = 5;

/**
 * POST /services, exactly the spec's payload. The optional `origin_waypoints` and
 * `destination_waypoints` add stops in order (after `direccion`, before `destination`);
 * `payment_method_id` picks the method to charge (the default one when absent).
 */
export const serviceCreationSchema = z
  .object({
    usuario_id: idSchema,
    agrupacion_id: z
      .number(issue('ride.agurpation_faile'))
      .int(issue('ride.agurpation_faile'))
      .positive(issue('ride.agurpation_faile')),
    tipo_aplicacion_cliente_id: z.literal(CLIENT_APPLICATION_TYPE_ID, issue('validation.invalid')),
    direccion: z.object(
      {
        nombre: z
          .string(issue('ride.origin_required'))
          .trim()
          .min(1, issue('ride.origin_required'))
          .max(TEXT_MAX.address, issue('validation.max_length')),
        longitud: longitudeSchema,
        datos_extra: optionalText(TEXT_MAX.address).nullable().optional(),
        latitud: latitudeSchema,
      },
      issue('ride.origin_required'),
    ),
    destination: z.object(
      { destination_longitude: longitudeSchema, destination_latitude: latitudeSchema },
      issue('ride.destination_required'),
    ),
    destination_address: z
      .string(issue('ride.destination_required'))
      .trim()
      .min(1, issue('ride.destination_required'))
      .max(TEXT_MAX.address, issue('validation.max_length')),
    destination_latitude: latitudeSchema,
    destination_longitude: longitudeSchema,
    passengers: z
      .number(issue('ride.passengers_required'))
      .int(issue('ride.passengers_required'))
      .min(1, issue('ride.passengers_required'))
      .max(99, issue('validation.invalid'))
      .default(DEFAULT_PASSENGERS),
    estado: z.literal(NEW_SERVICE_ESTADO, issue('validation.invalid')),
    viajero: z.object(
      {
        nombre: travelerNameSchema.nullable().optional(),
        telefono_aviso: z
          .union([z.literal(''), phoneSchema], issue('validation.phone'))
          .nullable()
          .optional(),
      },
      issue('validation.required'),
    ),
    fare: nonNegativeMoneySchema.nullable().default(null),
    tip: z.literal(SERVICE_TIP, issue('validation.invalid')),
    fecha_servicio_diferido: dateTimeSchema.optional(),
    origin_waypoints: z
      .array(waypointInputSchema, issue('validation.invalid'))
      .max(MAX_WAYPOINTS, issue('validation.invalid'))
      .optional(),
    destination_waypoints: z
      .array(waypointInputSchema, issue('validation.invalid'))
      .max(MAX_WAYPOINTS, issue('validation.invalid'))
      .optional(),
    payment_method_id: idSchema.optional(),
    /** Charge the ride to a hotel room (#19) instead of a payment method. */
    room_charge: roomChargeSchema.optional(),
    /** The discount code or locator the fare was searched with; the server prices with it. */
    locator: locatorSchema.optional(),
  })
  .superRefine((payload, ctx) => {
    // The spec sends the destination twice; two different places would be a client bug.
    if (payload.destination.destination_latitude !== payload.destination_latitude) {
      ctx.addIssue({
        code: 'custom',
        path: ['destination_latitude'],
        message: 'validation.invalid',
      });
    }
    if (payload.destination.destination_longitude !== payload.destination_longitude) {
      ctx.addIssue({
        code: 'custom',
        path: ['destination_longitude'],
        message: 'validation.invalid',
      });
    }
  });
export type ServiceCreation = z.infer<typeof serviceCreationSchema>;
export type ServiceCreationInput = z.input<typeof serviceCreationSchema>;

/** A place of a booking draft, in the app's own names. */
export interface DraftPlace {
  name: string;
  latitude: number;
  longitude: number;
  /** Extra data: door, floor, where to wait. */
  extraData?: string | null;
  travelerName?: string | null;
}

/** What the booking screen holds when the user confirms (spec §3 Booking draft). */
export interface ServiceDraft {
  userId: number;
  agrupationId: number;
  origin: DraftPlace;
  destination: DraftPlace;
  /** Further stops in order, for multi-stop rides. */
  extraOrigins?: readonly DraftPlace[];
  extraDestinations?: readonly DraftPlace[];
  passengers?: number | null;
  travelerName?: string | null;
  travelerPhone?: string | null;
  fare?: number | null;
  /** Set for a booking: the chosen local date ('YYYY-MM-DD') and time ('HH:mm'). */
  schedule?: { date: string; time: string } | null;
  paymentMethodId?: number | null;
  /** Charge it to the room (#19): a guest's own, or the room hotel staff name. */
  roomCharge?: RoomCharge | null;
  /** The discount code or locator of the fare picker. */
  locator?: string | null;
}

const toWaypoint = (place: DraftPlace): WaypointInput => ({
  nombre: place.name,
  latitud: place.latitude,
  longitud: place.longitude,
  ...(place.travelerName ? { traveler_name: place.travelerName } : {}),
});

/**
 * The POST /services body for a draft: fixes tipo_aplicacion_cliente_id, estado and tip,
 * defaults passengers, and adds fecha_servicio_diferido only for a scheduled draft.
 * Validate the result with serviceCreationSchema before sending.
 */
export const buildServiceCreationPayload = (draft: ServiceDraft): ServiceCreation => ({
  usuario_id: draft.userId,
  agrupacion_id: draft.agrupationId,
  tipo_aplicacion_cliente_id: CLIENT_APPLICATION_TYPE_ID,
  direccion: {
    nombre: draft.origin.name,
    longitud: draft.origin.longitude,
    datos_extra: draft.origin.extraData ?? '',
    latitud: draft.origin.latitude,
  },
  destination: {
    destination_longitude: draft.destination.longitude,
    destination_latitude: draft.destination.latitude,
  },
  destination_address: draft.destination.name,
  destination_latitude: draft.destination.latitude,
  destination_longitude: draft.destination.longitude,
  passengers: draft.passengers ?? DEFAULT_PASSENGERS,
  estado: NEW_SERVICE_ESTADO,
  viajero: {
    nombre: draft.travelerName ?? '',
    telefono_aviso: draft.travelerPhone ?? '',
  },
  fare: draft.fare ?? null,
  tip: SERVICE_TIP,
  ...(draft.schedule
    ? { fecha_servicio_diferido: `${draft.schedule.date} ${draft.schedule.time}` }
    : {}),
  ...(draft.extraOrigins?.length ? { origin_waypoints: draft.extraOrigins.map(toWaypoint) } : {}),
  ...(draft.extraDestinations?.length
    ? { destination_waypoints: draft.extraDestinations.map(toWaypoint) }
    : {}),
  ...(draft.paymentMethodId && !draft.roomCharge
    ? { payment_method_id: draft.paymentMethodId }
    : {}),
  ...(draft.roomCharge ? { room_charge: draft.roomCharge } : {}),
  ...(draft.locator ? { locator: draft.locator } : {}),
});

/** What a scheduled service's edit may change. */
export const serviceUpdateFieldsSchema = z
  .object(
    {
      direccion: serviceCreationSchema.shape.direccion,
      destination_address: serviceCreationSchema.shape.destination_address,
      destination_latitude: latitudeSchema,
      destination_longitude: longitudeSchema,
      passengers: serviceCreationSchema.shape.passengers.unwrap(),
      viajero: serviceCreationSchema.shape.viajero,
      fecha_servicio_diferido: dateTimeSchema,
    },
    issue('validation.nothing_to_update'),
  )
  .partial()
  .refine((fields) => Object.keys(fields).length > 0, issue('validation.nothing_to_update'))
  .refine(
    (fields) =>
      (fields.destination_latitude === undefined) === (fields.destination_longitude === undefined),
    { path: ['destination_latitude'], ...issue('validation.coordinates') },
  );
export type ServiceUpdateFields = z.infer<typeof serviceUpdateFieldsSchema>;

/** PUT /service/{id}/update */
export const serviceUpdateSchema = z.object({ service: serviceUpdateFieldsSchema });
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

/**
 * What GET services/events (Server-Sent Events) pushes: a service whose state changed,
 * or its car's new position. The 60 s poll stays as the fallback.
 */
export const serviceEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('service'), service: serviceSchema }),
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
export type ServiceEvent = z.infer<typeof serviceEventSchema>;

/** POST services/events/ticket: a one-use ticket so an EventSource needs no token in its URL. */
export const streamTicketSchema = z.object({ ticket: z.string(), expires_in: z.number() });
export type StreamTicket = z.infer<typeof streamTicketSchema>;

/** POST service/{id}/share: the read-only /history?token=… link for one trip. */
export const serviceShareSchema = z.object({
  token: z.string(),
  url: z.string(),
  expires_at: z.string().nullable(),
});
export type ServiceShare = z.infer<typeof serviceShareSchema>;

/** GET services/shared?token=… (no login: the token is the permission). */
export const sharedServiceQuerySchema = z.object({
  token: z
    .string(issue('validation.required'))
    .min(20, issue('error.invalid_token'))
    .max(100, issue('error.invalid_token')),
});
