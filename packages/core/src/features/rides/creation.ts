/**
 * A ride booked and edited: the POST /services payload exactly as spec §3 writes it, the
 * draft the booking screens hold and the payload built from it, and what the edit of a
 * booked ride (PUT /service/{id}/update) may change.
 */
import { z } from 'zod';
import {
  CLIENT_APPLICATION_TYPE_ID,
  DEFAULT_PASSENGERS,
  NEW_RIDE_ESTADO,
  RIDE_TIP,
} from '../config/constants';
import {
  dateTimeSchema,
  idSchema,
  issue,
  latitudeSchema,
  longitudeSchema,
  optionalNameText,
  optionalText,
  phoneSchema,
  requiredText,
  TEXT_MAX,
} from '../common/schemas';
import { nonNegativeMoneySchema } from '../common/money';
import { locatorSchema } from '../groupings/schemas';
import { roomChargeSchema, type RoomCharge } from '../rooms/schemas';

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
export const rideCreationSchema = z
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
    estado: z.literal(NEW_RIDE_ESTADO, issue('validation.invalid')),
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
    tip: z.literal(RIDE_TIP, issue('validation.invalid')),
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
    /** Charge the ride to a hotel room instead of a payment method. */
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
export type RideCreation = z.infer<typeof rideCreationSchema>;
export type RideCreationInput = z.input<typeof rideCreationSchema>;

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
export interface RideDraft {
  userId: number;
  groupingId: number;
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
  /** Charge it to the room: a guest's own, or the room hotel staff name. */
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
 * Validate the result with rideCreationSchema before sending.
 */
export const buildRideCreationPayload = (draft: RideDraft): RideCreation => ({
  usuario_id: draft.userId,
  agrupacion_id: draft.groupingId,
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
  estado: NEW_RIDE_ESTADO,
  viajero: {
    nombre: draft.travelerName ?? '',
    telefono_aviso: draft.travelerPhone ?? '',
  },
  fare: draft.fare ?? null,
  tip: RIDE_TIP,
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
export const rideUpdateFieldsSchema = z
  .object(
    {
      direccion: rideCreationSchema.shape.direccion,
      destination_address: rideCreationSchema.shape.destination_address,
      destination_latitude: latitudeSchema,
      destination_longitude: longitudeSchema,
      passengers: rideCreationSchema.shape.passengers.unwrap(),
      viajero: rideCreationSchema.shape.viajero,
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
export type RideUpdateFields = z.infer<typeof rideUpdateFieldsSchema>;

/** PUT /service/{id}/update */
export const rideUpdateSchema = z.object({ service: rideUpdateFieldsSchema });
export type RideUpdate = z.infer<typeof rideUpdateSchema>;
