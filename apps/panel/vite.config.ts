import { defineAppConfig } from '../../tooling/app/vite';

export default defineAppConfig(import.meta.url, {
  signedInStart: {
    // The quick panel and My trips, what a returning user opens most.
    routes: [
      { path: '^/panel/?$', page: 'src/pages/rides/panel-home-page.tsx' },
      { path: '^/history(/[^/]*)?/?$', page: 'src/pages/rides/history-page.tsx' },
    ],
    // The router's firstScreens: the login and the room card's entry.
    firstScreens: [
      '../../packages/ui/src/app/shared-screens/login-screen.tsx',
      'src/pages/entry/entry-page.tsx',
    ],
  },
});
