import { createParadaApp, lazyWithReload, type AppRoute } from '@parada/ui';
import { loadGuestI18n } from '../i18n/guest-i18n';
import { GuestShell } from './guest-shell';
import { guestPaths } from './paths';

const EntryPage = lazyWithReload(() => import('../pages/entry-page'));
const GuestSignupPage = lazyWithReload(() => import('../pages/guest-signup-page'));
const RidePage = lazyWithReload(() => import('../pages/ride-page'));
const ClubPage = lazyWithReload(() => import('../pages/club-page'));
const CommercePage = lazyWithReload(() => import('../pages/commerce-page'));

/**
 * The guest app's own routes (spec §2 entry, guest signup, club); login,
 * register, activate_account, content, logout and not_found are ui's shared screens.
 */
const ROUTES: readonly AppRoute[] = [
  { path: '/before_room/:site_domain?', route: 'before_room', element: <EntryPage /> },
  { path: '/guests/signup', route: 'guest_signup', element: <GuestSignupPage /> },
  { path: '/ride', route: 'request', element: <RidePage /> },
  { path: '/club', route: 'club', element: <ClubPage /> },
  { path: '/club/commerce/:id', route: 'commerce', element: <CommercePage /> },
];

export const guestApp = createParadaApp({
  paths: guestPaths,
  home: 'before_room',
  routes: ROUTES,
  Shell: GuestShell,
  /**
   * The screens the build prerenders: the entry, and the room card's sign-up as its
   * QR opens it (a hotel's token, and the room), drawn with the card's hotel and room,
   * which the server checks and fills for each visit (a card that is not valid gets the app).
   */
  firstScreens: [
    {
      name: 'before_room',
      path: '/before_room/:site_domain?',
      url: '/before_room',
      page: EntryPage,
    },
    {
      name: 'guest_signup',
      path: '/guests/signup',
      url: '/guests/signup',
      page: GuestSignupPage,
      query: ['token'],
      roomCard: true,
    },
  ],
  i18n: loadGuestI18n,
});
