import { useAppSelector } from '../hooks/store-hooks';
import { roleOf, selectUser, type Role } from '@parada/core';

/** The role of whoever is logged in (visitor when no one is), by core's rule. */
export function useRole(): Role {
  const user = useAppSelector(selectUser);
  return roleOf(user);
}
