import { agrupationFieldsSchema } from '@parada/core';
import { z } from 'zod';

/**
 * A grouping as the fare search answers it: core's grouping plus `taxi_languages` (spec §3
 * Selected fare carries it; core's agrupationSchema does not yet), nested the same way.
 */
export interface FareSearchAgrupation extends z.infer<typeof agrupationFieldsSchema> {
  taxi_languages: string[];
  related_agrupations: FareSearchAgrupation[];
}

export const fareSearchAgrupationSchema: z.ZodType<FareSearchAgrupation, FareSearchAgrupation> =
  agrupationFieldsSchema.extend({
    taxi_languages: z.array(z.string()),
    related_agrupations: z.array(z.lazy(() => fareSearchAgrupationSchema)),
  });

export const fareSearchResponseSchema = z.object({
  agrupations: z.array(fareSearchAgrupationSchema),
});
