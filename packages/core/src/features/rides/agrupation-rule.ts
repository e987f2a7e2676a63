/**
 * The grouping a ride is created in: the user's exclusive agrupation, else the id stored
 * from the domain configuration; null when neither exists.
 */
export const resolveAgrupationId = (
  exclusiveAgrupation: { id: number } | null | undefined,
  storedAgrupationId: number | null | undefined,
): number | null => exclusiveAgrupation?.id ?? storedAgrupationId ?? null;
