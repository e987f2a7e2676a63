import { isValidElement, type ComponentType, type ReactNode } from 'react';
import { Navigate, matchPath, type RouteObject } from 'react-router';
import type { Language, RouteName } from '@parada/core';
import type { i18n as I18n } from 'i18next';
import { AppPathsProvider, type AppPaths } from './app-paths';
import { AppRoot } from './app-root';
import type { LazyPage } from './lazy-with-reload';
import { LogoutRoute } from './logout-route';
import { PageBoundary } from './page-boundary';
import { RouteGuard } from './route-guard';
import { sharedScreens } from './shared-screens/shared-screens';
import type { FirstScreen } from './start-app';

/** One of an app's own routes. */
export interface AppRoute {
  /** The react-router path, with the optional parameters of spec §2 ('/history/:permalink?'). */
  path: string;
  /** Core's route name the guard checks the visit as. */
  route: RouteName;
  /** The page: an element of a `lazyWithReload` page, so each route is a chunk of its own. */
  element: ReactNode;
}

export interface ParadaAppOptions {
  /** The app's paths (`appPaths`): the shared screens read them from context. */
  paths: AppPaths;
  /** Where '/' leads. */
  home: RouteName;
  /** The app's own routes; a shared screen's name among them replaces the shared one. */
  routes: readonly AppRoute[];
  /** The app's frame (its layouts, with an `<Outlet />`) around every route but `fullScreen`. */
  Shell: ComponentType;
  /** Routes drawn without the Shell, on the whole screen (the hotel's login and kiosk). */
  fullScreen?: readonly RouteName[];
  /** The screens the build prerenders; a shared one's page is in `sharedScreens`. */
  firstScreens: readonly FirstScreen[];
  /** The app's catalogs for one language (the app's, ui's and core's texts). */
  i18n: (language: Language) => Promise<I18n>;
}

/** What `runApp` starts in the browser and `prerenderEntry` draws at build time. */
export interface ParadaApp {
  routes: RouteObject[];
  screens: readonly FirstScreen[];
  loadI18n: (language: Language) => Promise<I18n>;
  /** Starts fetching the lazy page of the route `pathname` opens, if it has one. */
  prefetch: (pathname: string) => void;
  /** The name of the app's route `pathname` opens, or null. */
  routeOf: (pathname: string) => RouteName | null;
  /** The react-router path of the route `pathname` opens ('/history/:permalink?'), or null. */
  routePathOf: (pathname: string) => string | null;
  /**
   * Fetches the lazy page of the route `pathname` opens with its late recipes and texts,
   * so that its first render draws it whole (a signed-in screen the server drew).
   */
  preload: (pathname: string) => Promise<void>;
}

/**
 * The shared screens, each at its route name's path with the parameters spec §2 gives it,
 * the same in every app. Log-out is no lazy page: it only ends the session and leaves.
 */
const SHARED_ROUTES: readonly { route: RouteName; params: string; element: ReactNode }[] = [
  { route: 'login', params: '/:site_domain?', element: <sharedScreens.login /> },
  { route: 'register', params: '', element: <sharedScreens.register /> },
  {
    route: 'activate_account',
    params: '/:phone?/:code?',
    element: <sharedScreens.activate_account />,
  },
  { route: 'content', params: '/:content_key?/:site_domain?', element: <sharedScreens.content /> },
  { route: 'logout', params: '', element: <LogoutRoute /> },
  { route: 'not_found', params: '', element: <sharedScreens.not_found /> },
  { route: 'renew_privacy', params: '', element: <sharedScreens.renew_privacy /> },
];

/**
 * An app's route table (spec §2) from what is its own: paths, routes, frame. Every route
 * runs core's guard and draws its lazy page in a boundary (`PageBoundary`); the app gets
 * the shared screens its paths name and it does not route itself; '/' leads home and an
 * unknown path to not_found. The same table serves the browser, the build's prerender and
 * the tests, so it is a value, not a step of `runApp`.
 */
export function createParadaApp(options: ParadaAppOptions): ParadaApp {
  const { paths, home, Shell, fullScreen = [] } = options;
  const own = new Set(options.routes.map(({ route }) => route));
  const shared = SHARED_ROUTES.filter(({ route }) => paths.has(route) && !own.has(route)).map(
    ({ route, params, element }) => ({ path: paths.pathOf(route) + params, route, element }),
  );
  const all: readonly AppRoute[] = [...options.routes, ...shared];
  // The `page()` each app once wrote: core's guard, then the lazy page's boundary.
  const page = ({ path, route, element }: AppRoute): RouteObject => ({
    path,
    element: (
      <RouteGuard route={route}>
        <PageBoundary>{element}</PageBoundary>
      </RouteGuard>
    ),
  });
  const onItsOwn = ({ route }: AppRoute) => fullScreen.includes(route);
  /** The lazy page (`lazyWithReload`) of the route `pathname` opens, if it has one. */
  const lazyPageOf = (pathname: string): Pick<LazyPage<object>, 'prefetch' | 'preload'> | null => {
    const entry = all.find(({ path }) => matchPath(path, pathname));
    const type: unknown = isValidElement(entry?.element) ? entry.element.type : null;
    return type && typeof (type as { preload?: unknown }).preload === 'function'
      ? (type as LazyPage<object>)
      : null;
  };
  return {
    routes: [
      {
        element: (
          <AppPathsProvider paths={paths}>
            <AppRoot />
          </AppPathsProvider>
        ),
        children: [
          { index: true, element: <Navigate to={paths.pathOf(home)} replace /> },
          ...all.filter(onItsOwn).map(page),
          { element: <Shell />, children: all.filter((entry) => !onItsOwn(entry)).map(page) },
          { path: '*', element: <Navigate to={paths.pathOf('not_found')} replace /> },
        ],
      },
    ],
    screens: options.firstScreens,
    loadI18n: options.i18n,
    routeOf: (pathname) => all.find(({ path }) => matchPath(path, pathname))?.route ?? null,
    routePathOf: (pathname) => all.find(({ path }) => matchPath(path, pathname))?.path ?? null,
    prefetch: (pathname) => lazyPageOf(pathname)?.prefetch(),
    preload: async (pathname) => {
      await lazyPageOf(pathname)?.preload({ withLateRecipes: true });
    },
  };
}
