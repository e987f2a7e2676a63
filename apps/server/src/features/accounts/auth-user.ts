import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema';

/** The account behind a request's token: the user row as stored. */
export type AuthUser = Selectable<UsersTable>;
