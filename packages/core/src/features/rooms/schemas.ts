/**
 * The room account: a guest from a room card, or hotel staff booking for a
 * room, charges the ride to the room; the hotel sees it per room and stay, settles the stay
 * at check-out and adds the stay's statement to the guest's bill.
 */
import { z } from 'zod';
import {
  dateSchema,
  documentQuerySchema,
  idSchema,
  issue,
  optionalText,
  pageQuerySchema,
  timestampSchema,
  totalSchema,
} from '../common/schemas';

/** A room as the cards and reception write it: "214", "Suite 3", "B-12". */
export const roomNumberSchema = optionalText(20)
  .min(1, issue('room.room_required'))
  .regex(/^[\p{L}\p{N} .-]*$/u, issue('validation.alphaNum'));

/**
 * POST /services `room_charge`: the ride is charged to a room. A guest charges their own
 * room (`room` is ignored); hotel staff name the room. The dates, when given, are the stay's
 * (check-in and check-out, the hotel's local dates); without them a new stay runs for the
 * card's validity.
 */
export const roomChargeSchema = z
  .object(
    {
      room: roomNumberSchema.optional(),
      check_in: dateSchema.optional(),
      check_out: dateSchema.optional(),
    },
    issue('validation.invalid'),
  )
  .refine((value) => !value.check_in || !value.check_out || value.check_in <= value.check_out, {
    path: ['check_out'],
    ...issue('room.check_out_before_check_in'),
  });
export type RoomCharge = z.infer<typeof roomChargeSchema>;

/** POST hotel/stays: reception registers a stay; only then are the room's rides charged. */
export const stayRegisterSchema = z
  .object(
    {
      room: roomNumberSchema,
      guest: optionalText(120).min(1, issue('validation.required')),
      check_in: dateSchema,
      check_out: dateSchema,
    },
    issue('validation.invalid'),
  )
  .refine((value) => value.check_in <= value.check_out, {
    path: ['check_out'],
    ...issue('room.check_out_before_check_in'),
  });
export type StayRegister = z.infer<typeof stayRegisterSchema>;

export const ROOM_REQUEST_STATES = ['pending', 'approved', 'refused'] as const;

/** A guest's request for the room account, as reception sees it. */
export const roomRequestSchema = z.object({
  id: idSchema,
  room: z.string(),
  guest: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  state: z.enum(ROOM_REQUEST_STATES),
  created_at: timestampSchema,
  /** The stay it was approved onto. */
  stay_id: idSchema.nullable(),
});
export type RoomRequest = z.infer<typeof roomRequestSchema>;

export const roomRequestListSchema = z.object({ requests: z.array(roomRequestSchema) });
export type RoomRequestList = z.infer<typeof roomRequestListSchema>;

/**
 * POST hotel/room_requests/{id}/approve: the stay's dates, set by reception. The room's open
 * stay covering them is joined when there is one; else a new stay is registered.
 */
export const roomRequestApproveSchema = z
  .object({ check_in: dateSchema, check_out: dateSchema }, issue('validation.invalid'))
  .refine((value) => value.check_in <= value.check_out, {
    path: ['check_out'],
    ...issue('room.check_out_before_check_in'),
  });
export type RoomRequestApprove = z.infer<typeof roomRequestApproveSchema>;

export const STAY_STATES = ['open', 'settled'] as const;
export const stayStateSchema = z.enum(STAY_STATES);
export type StayState = z.infer<typeof stayStateSchema>;

/** One ride charged to a stay, as the hotel lists it. */
export const stayRideSchema = z.object({
  service_id: idSchema,
  date: timestampSchema,
  from: z.string(),
  to: z.string(),
  traveler: z.string().nullable(),
  /** Money in the operator's currency units; null while the ride has no charge yet. */
  amount: z.number().nullable(),
  status_code: z.number().int(),
});
export type StayRide = z.infer<typeof stayRideSchema>;

export const staySchema = z.object({
  id: idSchema,
  room: z.string(),
  guest: z.string().nullable(),
  check_in: dateSchema,
  check_out: dateSchema,
  state: stayStateSchema,
  settled_at: timestampSchema.nullable(),
  /** What the rides charged so far add up to (currency units). */
  total: z.number(),
  currency: z.string(),
  rides_count: z.number().int().nonnegative(),
});
export type Stay = z.infer<typeof staySchema>;

/** GET hotel/stays: the hotel's stays, newest first, filtered by room and state. */
export const staysQuerySchema = pageQuerySchema.extend({
  room: roomNumberSchema.optional(),
  state: stayStateSchema.optional(),
});
export type StaysQuery = z.infer<typeof staysQuerySchema>;

export const stayListSchema = z.object({ stays: z.array(staySchema), total: totalSchema });
export type StayList = z.infer<typeof stayListSchema>;

/** GET hotel/stays/{id}: the stay with its rides. */
export const stayDetailSchema = staySchema.extend({ rides: z.array(stayRideSchema) });
export type StayDetail = z.infer<typeof stayDetailSchema>;

export const stayStatementQuerySchema = documentQuerySchema.extend({
  format: z.enum(['pdf', 'csv'], issue('validation.invalid')).default('pdf'),
});
