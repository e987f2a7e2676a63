/**
 * The hotel's own settings: opening hours of the lobby kiosk, the pickup place
 * at its door, and the token its room QR cards carry to the guest signup.
 */
import { z } from 'zod';
import {
  TEXT_MAX,
  dateSchema,
  idSchema,
  imageUrlSchema,
  issue,
  latitudeSchema,
  longitudeSchema,
  requiredText,
  timeSchema,
} from '../common/schemas';
import { moneySchema } from '../common/money';

/** When the kiosk takes requests, local to the hotel; `closes` before `opens` spans midnight. */
const openingHoursShape = { opens: timeSchema, closes: timeSchema };

export const openingHoursSchema = z
  .object(openingHoursShape)
  .refine((hours) => hours.opens !== hours.closes, {
    path: ['closes'],
    ...issue('hotel.hours_same'),
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/**
 * The kiosk's week, Monday first: each day its hours, or null when the kiosk is closed
 * all day. A day whose closing time is before its opening runs past midnight.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const weeklyHoursSchema = z
  .array(openingHoursSchema.nullable())
  .length(WEEKDAYS.length, issue('validation.invalid'));
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** Where the hotel's taxis pick up: its door. */
export const hotelPickupSchema = z.object({
  name: requiredText(TEXT_MAX.address),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type HotelPickup = z.infer<typeof hotelPickupSchema>;

/** GET/PUT hotel/settings (hotel staff only). */
export const hotelSettingsSchema = z.object({
  agrupacion_id: idSchema,
  name: z.string(),
  /** Null: the kiosk is always open (unless `weekly_hours` says otherwise). */
  opening_hours: z.object(openingHoursShape).nullable(),
  /** The kiosk's hours per weekday; when set it rules over `opening_hours`. */
  weekly_hours: z.array(z.object(openingHoursShape).nullable()).nullable().optional(),
  /**
   * Whose pick-up this is: the hotel's door for its staff; for a company or employee working
   * the hotel screens (spec §6), their own saved address on the hotel's domain. Absent
   * reads as 'hotel'.
   */
  pickup_owner: z.enum(['hotel', 'account']).optional(),
  /** IANA zone the hours are read in (the grouping's). */
  time_zone: z.string(),
  pickup: hotelPickupSchema.nullable(),
  /** What the room QR cards carry; it names this hotel at guests/signup. */
  guest_token: z.string(),
  /** The guest app's domain for this hotel (from the domains table), null when none. */
  guest_domain: z.string().nullable(),
  /** Whether guests and staff may charge rides to a room; absent for companies. */
  room_charges: z.boolean().optional(),
  /** The most one ride may put on a room, in currency units. */
  room_charge_limit: z.number().optional(),
  /** The most one stay may put on its room, all rides together, in currency units. */
  room_stay_limit: z.number().optional(),
  /** The hotel's currency (ISO 4217), the limit's. */
  currency: z.string().optional(),
  /** Whether the hotel set a PIN that leaves the lobby kiosk (the PIN itself is never sent). */
  kiosk_pin_set: z.boolean().optional(),
});
export type HotelSettings = z.infer<typeof hotelSettingsSchema>;

/** A kiosk PIN: digits only, short enough to type at a lobby screen. */
export const kioskPinSchema = z
  .string(issue('room.pin_format'))
  .regex(/^[0-9]{4,8}$/, issue('room.pin_format'));

/** POST hotel/kiosk/leave: the staff's password or the hotel's kiosk PIN. */
export const kioskLeaveRequestSchema = z.object({
  secret: requiredText(200),
});
export type KioskLeaveRequest = z.infer<typeof kioskLeaveRequestSchema>;

/** PUT hotel/settings: what the hotel changes; an absent field stays as it is. */
export const hotelSettingsUpdateSchema = z
  .object({
    opening_hours: openingHoursSchema.nullable().optional(),
    weekly_hours: weeklyHoursSchema.nullable().optional(),
    pickup: hotelPickupSchema.nullable().optional(),
    room_charges: z.boolean(issue('validation.invalid')).optional(),
    room_charge_limit: moneySchema.optional(),
    room_stay_limit: moneySchema.optional(),
    /** The PIN that leaves the lobby kiosk, 4 to 8 digits; null removes it. */
    kiosk_pin: kioskPinSchema.nullable().optional(),
  })
  .refine(
    (update) =>
      update.opening_hours !== undefined ||
      update.weekly_hours !== undefined ||
      update.pickup !== undefined ||
      update.room_charges !== undefined ||
      update.room_charge_limit !== undefined ||
      update.room_stay_limit !== undefined ||
      update.kiosk_pin !== undefined,
    issue('validation.nothing_to_update'),
  );
export type HotelSettingsUpdate = z.infer<typeof hotelSettingsUpdateSchema>;

/** GET guests/hotel?token=: which hotel a room card belongs to, before signing up. */
export const guestHotelQuerySchema = z.object({ token: requiredText(TEXT_MAX.token) });
export type GuestHotelQuery = z.infer<typeof guestHotelQuerySchema>;

export const guestHotelSchema = z.object({
  name: z.string(),
  logo: imageUrlSchema.nullable(),
});
export type GuestHotel = z.infer<typeof guestHotelSchema>;

/**
 * GET guests/stay: a signed-in room guest's hotel, its door (the ride form's pickup)
 * and their room.
 */
export const guestStaySchema = guestHotelSchema.extend({
  pickup: hotelPickupSchema.nullable(),
  room: z.string(),
  /** Whether the hotel takes the guest's rides on the room, and up to what per ride. */
  room_charges: z.boolean().optional(),
  room_charge_limit: z.number().optional(),
  currency: z.string().optional(),
  /**
   * Where the guest's room account stands: 'none' (never asked), 'pending' (asked, reception
   * has not answered), 'approved' (a stay reception registered or approved), 'refused'.
   */
  room_account: z.enum(['none', 'pending', 'approved', 'refused']).optional(),
  /** The guest's stay on the room account, once reception registered or approved it. */
  stay: z
    .object({ check_in: dateSchema, check_out: dateSchema, settled: z.boolean() })
    .nullable()
    .optional(),
});
export type GuestStay = z.infer<typeof guestStaySchema>;
