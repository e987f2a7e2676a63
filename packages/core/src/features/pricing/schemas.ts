/**
 * The operator's pricing rules on the wire, `/api/admin/…` (amounts in cents, as the fare
 * rule): zones as GeoJSON polygons, fixed prices between zones, surcharges by time of day
 * and weekday, a preview quote of a proposed fare, and the rides report.
 */
import { z } from 'zod';
import {
  coordinatesSchema,
  dateSchema,
  dateTimeSchema,
  idFromStringSchema,
  idSchema,
  issue,
  latitudeSchema,
  longitudeSchema,
  requiredText,
} from '../common/schemas';
import { fareRuleSchema } from '../admin/schemas';
import { ringProblem, type LngLat } from './rules';

/** Points a polygon may have over all its rings: bounds the self-intersection check. */
export const POLYGON_MAX_POINTS = 500;

const position = z
  .tuple([longitudeSchema, latitudeSchema], issue('validation.coordinates'))
  .rest(z.number(issue('validation.coordinates')))
  .transform(([lng, lat]): LngLat => [lng, lat]);

const ringsSchema = z
  .array(z.array(position, issue('validation.invalid')).min(4, issue('validation.invalid')), {
    error: 'validation.invalid',
  })
  .min(1, issue('validation.invalid'))
  .max(20, issue('validation.invalid'))
  .refine(
    (rings) => rings.reduce((sum, ring) => sum + ring.length, 0) <= POLYGON_MAX_POINTS,
    issue('validation.polygon'),
  )
  .refine(
    (rings) => rings.every((ring) => ringProblem(ring) === null),
    issue('validation.polygon'),
  );

const polygonGeometry = z.object({ type: z.literal('Polygon'), coordinates: ringsSchema });

/**
 * A zone's area: a GeoJSON Polygon, or a Feature holding one (what map tools export);
 * stored as the Polygon. Closed rings of [longitude, latitude], no edge crossing another.
 */
export const geoJsonPolygonSchema = z
  .union(
    [
      polygonGeometry,
      z
        .object({ type: z.literal('Feature'), geometry: polygonGeometry })
        .transform((f) => f.geometry),
    ],
    issue('validation.invalid'),
  )
  .transform((geometry) => ({ type: 'Polygon' as const, coordinates: geometry.coordinates }));

const zoneName = requiredText(80);

export const fareZoneCreateSchema = z.object({ name: zoneName, polygon: geoJsonPolygonSchema });
export type FareZoneCreate = z.infer<typeof fareZoneCreateSchema>;
export const fareZoneUpdateSchema = z
  .object({ name: zoneName, polygon: geoJsonPolygonSchema })
  .partial()
  .refine((value) => Object.keys(value).length > 0, issue('validation.nothing_to_update'));
export type FareZoneUpdate = z.infer<typeof fareZoneUpdateSchema>;

export const fareZoneSchema = z.object({
  id: z.number(),
  agrupation_id: z.number(),
  name: z.string(),
  polygon: z.object({
    type: z.literal('Polygon'),
    coordinates: z.array(z.array(z.array(z.number()))),
  }),
});
export type FareZone = z.infer<typeof fareZoneSchema>;

const cents = z
  .number(issue('validation.amount'))
  .int(issue('validation.amount'))
  .min(0)
  .max(1_000_000);

export const zonePriceCreateSchema = z.object({
  from_zone_id: idSchema,
  to_zone_id: idSchema,
  amount: cents,
  both_ways: z.boolean(issue('validation.invalid')).default(true),
});
export type ZonePriceCreate = z.infer<typeof zonePriceCreateSchema>;
export const zonePriceUpdateSchema = z
  .object({ amount: cents, both_ways: z.boolean(issue('validation.invalid')) })
  .partial()
  .refine((value) => Object.keys(value).length > 0, issue('validation.nothing_to_update'));
export type ZonePriceUpdate = z.infer<typeof zonePriceUpdateSchema>;
export const zonePriceSchema = z.object({
  id: z.number(),
  agrupation_id: z.number(),
  from_zone_id: z.number(),
  to_zone_id: z.number(),
  amount: z.number(),
  both_ways: z.boolean(),
});
export type ZonePrice = z.infer<typeof zonePriceSchema>;

const clockTime = z
  .string(issue('validation.time'))
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, issue('validation.time'));
const weekdays = z
  .array(z.number(issue('validation.invalid')).int().min(0).max(6), issue('validation.invalid'))
  .min(1, issue('validation.invalid'))
  .max(7, issue('validation.invalid'))
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));
const surchargeFields = {
  label: requiredText(80),
  /** Weekdays the window starts on, 0 Sunday … 6 Saturday. */
  days: weekdays,
  /** 'HH:mm' local to the grouping; an end at or before the start runs past midnight. */
  start: clockTime,
  end: clockTime,
  percent: z.number(issue('validation.amount')).int(issue('validation.amount')).min(1).max(300),
};
export const surchargeCreateSchema = z.object(surchargeFields);
export type SurchargeCreate = z.infer<typeof surchargeCreateSchema>;
export const surchargeUpdateSchema = z
  .object(surchargeFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, issue('validation.nothing_to_update'));
export type SurchargeUpdate = z.infer<typeof surchargeUpdateSchema>;
export const surchargeSchema = z.object({
  id: z.number(),
  agrupation_id: z.number(),
  label: z.string(),
  days: z.array(z.number()),
  start: z.string(),
  end: z.string(),
  percent: z.number(),
});
export type SurchargeWire = z.infer<typeof surchargeSchema>;

/** A grouping's whole pricing as the console's fare screen shows it. */
export const groupingPricingSchema = z.object({
  agrupation_id: z.number(),
  time_zone: z.string(),
  fare: fareRuleSchema.nullable(),
  per_minute: z.number(),
  booking_supplement: z.number(),
  /** Where the zones, zone prices and surcharges that apply come from (itself or above). */
  zones_from: z.number().nullable(),
  surcharges_from: z.number().nullable(),
  zones: z.array(fareZoneSchema),
  zone_prices: z.array(zonePriceSchema),
  surcharges: z.array(surchargeSchema),
});

/** PUT admin/agrupations/{id}/pricing: the fare and its per-minute and booking parts. */
export const pricingUpdateSchema = z
  .object({ fare: fareRuleSchema, per_minute: cents, booking_supplement: cents })
  .partial()
  .refine((value) => Object.keys(value).length > 0, issue('validation.nothing_to_update'));
export type PricingUpdate = z.infer<typeof pricingUpdateSchema>;

/** POST admin/agrupations/{id}/fare-preview: a sample trip priced with a proposed fare. */
export const farePreviewRequestSchema = z.object({
  fare: fareRuleSchema.optional(),
  per_minute: cents.optional(),
  booking_supplement: cents.optional(),
  origin: coordinatesSchema,
  destination: coordinatesSchema,
  /** Local 'YYYY-MM-DD HH:mm' of the grouping; now when absent. */
  at: dateTimeSchema.optional(),
});
export type FarePreviewRequest = z.infer<typeof farePreviewRequestSchema>;
export const farePreviewSchema = z.object({
  /** Cents. */
  amount: z.number(),
  parts: z.array(z.object({ kind: z.string(), cents: z.number(), label: z.string().nullable() })),
  distance_metres: z.number(),
  duration_seconds: z.number(),
  pickup_zone: z.string().nullable(),
  dropoff_zone: z.string().nullable(),
});

/** GET admin/reports/rides(.csv): local dates of the operator's zone, at most a year. */
export const rideReportQuerySchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    agrupation_id: idFromStringSchema.optional(),
  })
  .refine((q) => q.from <= q.to, { error: 'validation.date', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    error: 'validation.date',
    path: ['to'],
  });
export type RideReportQuery = z.infer<typeof rideReportQuerySchema>;

export const rideReportRowSchema = z.object({
  date: z.string(),
  agrupation_id: z.number(),
  agrupation_name: z.string(),
  requested: z.number(),
  completed: z.number(),
  cancelled_by_client: z.number(),
  cancelled_by_operator: z.number(),
  cancelled_by_driver: z.number(),
  not_attended: z.number(),
  /** Seconds from the request to the driver's assignment; null with no assigned ride. */
  assign_median_seconds: z.number().nullable(),
  assign_p90_seconds: z.number().nullable(),
  /** Completed rides' fares by payment method, in cents. */
  revenue: z.record(z.string(), z.number()),
});
export type RideReportRow = z.infer<typeof rideReportRowSchema>;
export const rideReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  payment_methods: z.array(z.string()),
  rows: z.array(rideReportRowSchema),
});
export type RideReport = z.infer<typeof rideReportSchema>;
