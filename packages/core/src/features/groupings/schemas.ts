/**
 * Groupings (agrupations), their fares and extras, and the fare search
 * (spec §3 Grouping, Fare, Selected fare, Extra; §7 POST agrupations/search).
 */
import { z } from 'zod';
import {
  TEXT_MAX,
  coordinatesSchema,
  dateTimeSchema,
  idSchema,
  imageUrlSchema,
  issue,
  optionalText,
} from '../common/schemas';
import { currencySchema, nonNegativeMoneySchema } from '../common/money';
import { brandColorsSchema, socialLinksSchema } from '../config/schemas';

/** One line of a fare breakdown ("Base", "3.20 €"). */
export const fareBreakdownLineSchema = z.object({
  label: z.string(),
  value: z.string(),
});
export type FareBreakdownLine = z.infer<typeof fareBreakdownLineSchema>;

/**
 * A grouping's price for the searched ride. `amount` is what is charged; when a discount
 * applies `amount_without_discount` is the struck-through price. `fare` is the fare's name,
 * `scheduled` the price when booked for later (null when the grouping does not book).
 */
export const fareSchema = z.object({
  amount: nonNegativeMoneySchema,
  amount_without_discount: nonNegativeMoneySchema.nullable(),
  fare: z.string(),
  scheduled: nonNegativeMoneySchema.nullable(),
  hide_details: z.boolean(),
  breakdown: z.array(fareBreakdownLineSchema),
  info: z.array(z.string()),
});
export type Fare = z.infer<typeof fareSchema>;

/** An extra a grouping offers (child seat, pet…); only shown ones are listed to users. */
export const extraSchema = z.object({
  show: z.boolean(),
  description: z.string(),
});
export type Extra = z.infer<typeof extraSchema>;

/** A grouping's own fields, without the nested groupings. */
export const groupingFieldsSchema = z.object({
  id: idSchema,
  permalink: z.string(),
  name: z.string(),
  logo: imageUrlSchema.nullable(),
  currency: currencySchema,
  ...socialLinksSchema.shape,
  fare: fareSchema.nullable(),
  extras: z.array(extraSchema),
  show_extra_passengers: z.boolean(),
  /** Null means the default (DEFAULT_MAX_PASSENGERS). */
  max_num_passengers: z.number().int().positive().nullable(),
  validate_passengers_count: z.boolean(),
  ...brandColorsSchema.shape,
});

export type GroupingFields = z.infer<typeof groupingFieldsSchema>;

/**
 * A grouping. Choosing one with related groupings and no fare opens the next level of the
 * fare picker (features/fares keeps the stack).
 */
export interface Grouping extends GroupingFields {
  /** Languages the grouping's drivers speak; the fare search sends it (spec §3 Selected fare). */
  taxi_languages?: string[];
  related_agrupations: Grouping[];
}

// Written as a type because TypeScript cannot infer a schema that contains itself.
export const groupingSchema: z.ZodType<Grouping, Grouping> = groupingFieldsSchema.extend({
  taxi_languages: z.array(z.string()).optional(),
  related_agrupations: z.array(z.lazy(() => groupingSchema)),
});

/** The grouping and fare chosen in the fare picker, as the booking keeps it. */
export const selectedFareSchema = z.object({
  id: idSchema,
  permalink: z.string(),
  name: z.string(),
  fare: fareSchema.nullable(),
  logo: imageUrlSchema.nullable(),
  currency: currencySchema,
  extras: z.array(extraSchema),
  /** Languages the grouping's drivers speak (ca, en, es…). */
  taxi_languages: z.array(z.string()),
  show_extra_passengers: z.boolean(),
  max_num_passengers: z.number().int().positive().nullable(),
});
export type SelectedFare = z.infer<typeof selectedFareSchema>;

/** A discount code or locator typed in the fare picker (or the random 1–10 on failure). */
export const locatorSchema = optionalText(32).regex(
  /^[A-Za-z0-9-]*$/,
  issue('validation.alphaNum'),
);

/**
 * POST agrupations/search: prices every grouping under `agrupacion_id` for the ride.
 * Without origin and destination it lists the groupings without fares.
 */
export const groupingSearchRequestSchema = z.object({
  agrupacion_id: idSchema,
  origin: z.object(coordinatesSchema.shape, issue('validation.coordinates')).optional(),
  destination: z.object(coordinatesSchema.shape, issue('validation.coordinates')).optional(),
  passengers: z
    .number(issue('ride.passengers_required'))
    .int(issue('ride.passengers_required'))
    .min(1, issue('ride.passengers_required'))
    .max(99, issue('validation.invalid'))
    .optional(),
  /** Set for a booking: scheduled prices may differ. */
  fecha_servicio_diferido: dateTimeSchema.optional(),
  locator: locatorSchema.optional(),
  /** Free text the fare picker may search by name. */
  search: optionalText(TEXT_MAX.name).optional(),
});
export type GroupingSearchRequest = z.infer<typeof groupingSearchRequestSchema>;

export const groupingSearchResponseSchema = z.object({
  agrupations: z.array(groupingSchema),
});
export type GroupingSearchResponse = z.infer<typeof groupingSearchResponseSchema>;

/**
 * POST agrupations/discount: checks a discount code on the fare the user chose, for the
 * same trip as the search, before the form takes it. `chosen_id` is that fare's grouping.
 */
export const discountCheckRequestSchema = groupingSearchRequestSchema.extend({
  locator: locatorSchema.min(1, issue('fare.discount_unknown')),
  chosen_id: idSchema,
});
export type DiscountCheckRequest = z.infer<typeof discountCheckRequestSchema>;

/** The chosen fare priced with the code (its `amount_without_discount` set). */
export const discountCheckResponseSchema = z.object({ agrupation: groupingSchema });
export type DiscountCheckResponse = z.infer<typeof discountCheckResponseSchema>;
