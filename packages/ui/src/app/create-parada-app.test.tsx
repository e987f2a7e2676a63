import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteName } from '@parada/core';
import { appPaths } from './app-paths';
import { createParadaApp } from './create-parada-app';
import { lazyWithReload } from './lazy-with-reload';
import { createUiI18n } from '../i18n/ui-i18n';

function Shell() {
  return <Outlet />;
}

const appWith = (
  paths: Partial<Record<RouteName, string>>,
  own: RouteName[],
  fullScreen: RouteName[] = [],
) =>
  createParadaApp({
    paths: appPaths(paths, 'not_found'),
    home: 'before_room',
    routes: own.map((route) => ({ path: `/own/${route}`, route, element: <p>{route}</p> })),
    Shell,
    fullScreen,
    firstScreens: [],
    i18n: (language) => Promise.resolve(createUiI18n(language)),
  });

/** The paths under the root, split into those in the Shell and those on their own. */
function layout(routes: RouteObject[]) {
  const children = routes[0]?.children ?? [];
  const framed = children.find((route) => route.element && !route.path && !route.index);
  return {
    index: children.some((route) => route.index),
    bare: children.filter((route) => route.path).map((route) => route.path),
    framed: (framed?.children ?? []).map((route) => route.path),
  };
}

/** Each route at /<its name>, as the three apps place these. */
const ALL_SHARED = Object.fromEntries(
  'before_room login register activate_account content logout not_found'
    .split(' ')
    .map((route) => [route, `/${route}`]),
);

describe('createParadaApp', () => {
  it("adds the shared screens at spec §2's paths, in the Shell, with '/' and a 404 fallback", () => {
    const { routes } = appWith(ALL_SHARED, ['before_room']);
    expect(layout(routes)).toEqual({
      index: true,
      bare: ['*'],
      framed: [
        '/own/before_room',
        '/login/:site_domain?',
        '/register',
        '/activate_account/:phone?/:code?',
        '/content/:content_key?/:site_domain?',
        '/logout',
        '/not_found',
      ],
    });
  });

  it('leaves out a shared screen the paths do not name, or the app routes itself', () => {
    const { routes } = appWith(
      { login: '/login', content: '/content', logout: '/logout', not_found: '/not_found' },
      ['login'],
      ['login', 'logout'],
    );
    expect(layout(routes)).toEqual({
      index: true,
      bare: ['/own/login', '/logout', '*'],
      framed: ['/content/:content_key?/:site_domain?', '/not_found'],
    });
  });

  it('prefetches the lazy page of the route a path opens and names its route, nothing for another path', async () => {
    const fetched: string[] = [];
    const page = (name: string) =>
      lazyWithReload(() => {
        fetched.push(name);
        return Promise.resolve({ default: () => <p>{name}</p> });
      });
    const History = page('history');
    const Profile = page('profile');
    const app = createParadaApp({
      paths: appPaths(
        { history: '/history', profile: '/profile', not_found: '/not_found' },
        'not_found',
      ),
      home: 'history',
      routes: [
        { path: '/history/:permalink?', route: 'history', element: <History /> },
        { path: '/profile', route: 'profile', element: <Profile /> },
      ],
      Shell,
      firstScreens: [],
      i18n: (language) => Promise.resolve(createUiI18n(language)),
    });
    app.prefetch('/history/demo');
    app.prefetch('/nowhere');
    await Promise.resolve();
    expect(fetched).toEqual(['history']);
    // The route a signed-in start tells core it opened at (its first data leaves early).
    expect(app.routeOf('/history/demo')).toBe('history');
    expect(app.routeOf('/profile')).toBe('profile');
    expect(app.routeOf('/nowhere')).toBeNull();
  });
});
