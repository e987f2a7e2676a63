import { defineAppConfig } from '../../tooling/app/vite';

export default defineAppConfig(import.meta.url, {
  // The quick panel and My trips, what a returning user opens most.
  signedInStart: [
    { path: '^/panel/?$', page: 'src/pages/rides/panel-home-page.tsx' },
    { path: '^/history(/[^/]*)?/?$', page: 'src/pages/rides/history-page.tsx' },
  ],
});
