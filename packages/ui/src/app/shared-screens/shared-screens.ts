import { lazyWithReload } from '../lazy-with-reload';

/**
 * The screens every app shows the same way, each a chunk of its own fetched on its first
 * visit (or ahead of it when it is a prerendered first screen, `FirstScreen.page`).
 */
export const sharedScreens = {
  login: lazyWithReload(() => import('./login-screen')),
  register: lazyWithReload(() => import('./register-screen')),
  activate_account: lazyWithReload(() => import('./activate-account-screen')),
  content: lazyWithReload(() => import('./content-route-screen')),
  not_found: lazyWithReload(() => import('./not-found-screen')),
  renew_privacy: lazyWithReload(() => import('./renew-privacy-screen')),
};
