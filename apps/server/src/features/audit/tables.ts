import type { ColumnType, Generated } from 'kysely';

/** jsonb: read as its value, written as JSON text (or null). */
type JsonSnapshot = ColumnType<unknown, string | null | undefined, string | null>;

/** One change an operator's person made from the console: who, what, when, before and after. */
export interface AuditLogTable {
  id: Generated<string>;
  root_agrupation_id: number;
  actor_user_id: number | null;
  actor_name: string;
  /** A verb the console shows, e.g. 'ride.assign', 'driver.suspend', 'fare.update'. */
  action: string;
  object_type: string;
  object_id: string;
  before: JsonSnapshot;
  after: JsonSnapshot;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
