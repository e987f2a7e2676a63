/**
 * The grouping a ride is created in: the user's exclusive grouping, else the id stored
 * from the domain configuration; null when neither exists.
 */
export const resolveGroupingId = (
  exclusiveGrouping: { id: number } | null | undefined,
  storedGroupingId: number | null | undefined,
): number | null => exclusiveGrouping?.id ?? storedGroupingId ?? null;
