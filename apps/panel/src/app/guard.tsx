import type { ReactNode } from 'react';
import type { RouteName } from '@parada/core';
import { RouteGuard } from '@parada/ui';
import { pathOf } from './paths';

/** ui's route guard with the panel's paths. */
export function Guard({ route, children }: { route: RouteName; children: ReactNode }) {
  return (
    <RouteGuard route={route} pathOf={pathOf}>
      {children}
    </RouteGuard>
  );
}
