import { useAppSelector } from '../hooks/store-hooks';
import { roleOf, type Role } from '@parada/core';
import { selectUser } from '@parada/core/store';

/** The role of whoever is logged in (visitor when no one is), by core's rule. */
export function useRole(): Role {
  const user = useAppSelector(selectUser);
  return roleOf(user);
}
