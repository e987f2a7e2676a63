/**
 * A write refused because other rows still name the one it deletes or changes (a grouping
 * with rides, a zone with prices), as PostgreSQL and PGlite both report it: a foreign key's
 * NO ACTION (23503) or RESTRICT (23001).
 */
export const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ['23503', '23001'].includes((error as { code?: string }).code ?? '');
