import { createContext, useContext, type ReactNode } from 'react';
import type { MenuItem, RouteName } from '@parada/core';

/**
 * Where core's route names live in one app (spec §2). Core, the guards and the menu speak
 * in names; only the app knows paths. The shared screens read them from context.
 */
export interface AppPaths {
  /** The route's path; a name the app has no page for gives the fallback's. */
  pathOf: (route: RouteName) => string;
  /** Whether the app has a page of its own for the route name. */
  has: (route: RouteName) => boolean;
  /** Whether the app has a page for a menu item (the hotel and guest drawers show only those). */
  hasPage: (item: MenuItem) => boolean;
  /** A menu item's link: the route's path, plus the content key for the three content pages. */
  hrefOf: (item: MenuItem) => string;
}

/**
 * An app's paths from its table. `fallback` names where a route the app does not show
 * leads (the hotel home, the guest entry); it must be in the table.
 */
export function appPaths(
  paths: Readonly<Partial<Record<RouteName, string>>>,
  fallback: RouteName,
): AppPaths {
  const fallbackPath = paths[fallback];
  if (!fallbackPath) throw new Error(`appPaths: the fallback ${fallback} has no path`);
  const pathOf = (route: RouteName) => paths[route] ?? fallbackPath;
  const has = (route: RouteName) => paths[route] !== undefined;
  return {
    pathOf,
    has,
    hasPage: (item) => has(item.route),
    hrefOf: (item) =>
      item.params ? `${pathOf(item.route)}/${item.params.content_key}` : pathOf(item.route),
  };
}

const AppPathsContext = createContext<AppPaths | null>(null);

/** Gives the screens below it the app's paths (createParadaApp puts it above every route). */
export function AppPathsProvider({ paths, children }: { paths: AppPaths; children: ReactNode }) {
  return <AppPathsContext.Provider value={paths}>{children}</AppPathsContext.Provider>;
}

/** The app's paths, for a screen shared by the apps. */
export function usePaths(): AppPaths {
  const paths = useContext(AppPathsContext);
  if (!paths) throw new Error('usePaths outside AppPathsProvider');
  return paths;
}
