import { useRoutes, type RouteObject } from 'react-router';

/**
 * An app's routes, drawn by whatever router is around them: `BrowserRouter` in the app,
 * `MemoryRouter` when the build draws a first screen (the same tree, so hydration meets
 * the same markup and ids). Not a data router: Parada's routes load nothing before
 * they render (pages are lazy components), and the data router's engine is ≈ 10 KB gzip
 * of every first route.
 */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
