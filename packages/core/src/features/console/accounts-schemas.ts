/**
 * The console's accounts (`/api/console/clients|companies|hotels`): an operator's clients
 * (blocked or not, their rides), its companies (the panel flag, employees, statements) and
 * its hotels (door, kiosk hours, printable room cards).
 */
import { z } from 'zod';
import {
  TEXT_MAX,
  emailSchema,
  idSchema,
  issue,
  languageSchema,
  nameText,
  phoneSchema,
  requiredText,
} from '../common/schemas';
import { hotelPickupSchema, openingHoursSchema, weeklyHoursSchema } from '../hotel/schemas';
import { consoleClientSchema } from './schemas';

// Clients

/** A ride of a client as the console lists it. */
export const consoleClientRideSchema = z.object({
  id: z.number(),
  status_code: z.number(),
  created_at: z.string(),
  scheduled_at: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  /** The charged fare, else the estimate, in currency units; null when neither is known. */
  amount: z.number().nullable(),
  currency: z.string(),
});
export type ConsoleClientRide = z.infer<typeof consoleClientRideSchema>;

/** GET console/clients/{id}: the client, whether it is blocked, and its latest rides. */
export const consoleClientDetailSchema = consoleClientSchema.extend({
  created_at: z.string(),
  rides: z.array(consoleClientRideSchema),
});
export type ConsoleClientDetail = z.infer<typeof consoleClientDetailSchema>;

/** PUT console/clients/{id}/blocked: a blocked client cannot sign in nor be booked for. */
export const clientBlockSchema = z.object({
  blocked: z.boolean(issue('validation.invalid')),
});
export type ClientBlock = z.infer<typeof clientBlockSchema>;

// Companies

export const consoleCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  grouping_id: z.number(),
  grouping_name: z.string(),
  /** Whether the company works from the panel (its own and its employees' accounts). */
  panel: z.boolean(),
  employees: z.number(),
});
export type ConsoleCompany = z.infer<typeof consoleCompanySchema>;

/** POST console/companies: the company's name, its contact and the grouping it books in. */
export const consoleCompanyCreateSchema = z.object({
  name: nameText(TEXT_MAX.name),
  email: emailSchema,
  phone: phoneSchema.optional(),
  grouping_id: idSchema,
  panel: z.boolean(issue('validation.invalid')).optional(),
});
export type ConsoleCompanyCreate = z.infer<typeof consoleCompanyCreateSchema>;

/**
 * PUT console/companies/{id}: the company's name, contact, grouping or panel flag; an
 * absent field stays as it is, a null phone clears it.
 */
export const consoleCompanyUpdateSchema = z
  .object({
    name: nameText(TEXT_MAX.name).optional(),
    email: emailSchema.optional(),
    phone: phoneSchema.nullable().optional(),
    grouping_id: idSchema.optional(),
    panel: z.boolean(issue('validation.invalid')).optional(),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    issue('validation.nothing_to_update'),
  );
export type ConsoleCompanyUpdate = z.infer<typeof consoleCompanyUpdateSchema>;

export const consoleEmployeeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  panel: z.boolean(),
});
export type ConsoleEmployee = z.infer<typeof consoleEmployeeSchema>;

/** GET console/companies/{id}/statement: the month (YYYY-MM) as PDF or CSV. */
export const consoleStatementQuerySchema = z.object({
  month: z
    .string(issue('validation.date'))
    // Years 1900–2099, as the panel's own statement.
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, issue('validation.date')),
  format: z.enum(['pdf', 'csv'], issue('validation.invalid')).default('pdf'),
  lang: languageSchema.optional(),
});
export type ConsoleStatementQuery = z.input<typeof consoleStatementQuerySchema>;

// Hotels

export const consoleHotelSchema = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.number().nullable(),
  parent_name: z.string(),
  pickup: hotelPickupSchema.nullable(),
  opening_hours: z.object({ opens: z.string(), closes: z.string() }).nullable(),
  weekly_hours: z.array(z.object({ opens: z.string(), closes: z.string() }).nullable()).nullable(),
  /** The guest app's domain the room cards open, null when the operator has none. */
  guest_domain: z.string().nullable(),
  staff: z.number(),
});
export type ConsoleHotel = z.infer<typeof consoleHotelSchema>;

/**
 * POST console/hotels: a hotel under one of the operator's groupings, with its door (where
 * its taxis pick up) and its kiosk's hours (null: always open), as hotel settings take them.
 */
export const consoleHotelCreateSchema = z.object({
  name: nameText(TEXT_MAX.name),
  parent_id: idSchema,
  pickup: hotelPickupSchema,
  opening_hours: openingHoursSchema.nullable().optional(),
  weekly_hours: weeklyHoursSchema.nullable().optional(),
});
export type ConsoleHotelCreate = z.infer<typeof consoleHotelCreateSchema>;

/**
 * PUT console/hotels/{id}: the hotel's name, door or kiosk hours; an absent field stays as
 * it is. Weekly hours rule over daily ones; both null: always open.
 */
export const consoleHotelUpdateSchema = z
  .object({
    name: nameText(TEXT_MAX.name).optional(),
    pickup: hotelPickupSchema.optional(),
    opening_hours: openingHoursSchema.nullable().optional(),
    weekly_hours: weeklyHoursSchema.nullable().optional(),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    issue('validation.nothing_to_update'),
  );
export type ConsoleHotelUpdate = z.infer<typeof consoleHotelUpdateSchema>;

/** A hotel's reception account: who signs in to the hotel app for it. */
export const consoleHotelStaffSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  /** False until its holder has chosen a password from the emailed link. */
  has_password: z.boolean(),
});
export type ConsoleHotelStaff = z.infer<typeof consoleHotelStaffSchema>;

/** POST console/hotels/{id}/staff: a reception account, emailed a link to choose its password. */
export const consoleHotelStaffCreateSchema = z.object({
  name: nameText(TEXT_MAX.name),
  email: emailSchema,
});
export type ConsoleHotelStaffCreate = z.infer<typeof consoleHotelStaffCreateSchema>;

/** GET console/hotels/{id}/room-cards: the rooms as reception types them ("101-120, 201"). */
export const roomCardsQuerySchema = z.object({
  rooms: requiredText(2000),
  lang: languageSchema.optional(),
});
export type RoomCardsQuery = z.infer<typeof roomCardsQuerySchema>;
