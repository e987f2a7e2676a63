import type { ColumnType, Generated } from 'kysely';

/** A user's saved address (spec §3 Address / favorite). */
export interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  alias: string;
  /** The address text (`direccion` on the wire, `address.name` in lists). */
  name: string;
  latitude: number;
  longitude: number;
  default_favorite: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
