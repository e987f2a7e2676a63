import { prerenderEntry } from '@parada/ui/prerender';
import { hotelApp } from './app/router';

/**
 * The build's prerender of this app's first screens, and the server's drawing of its
 * signed-in ones (packages/ui/src/prerender).
 */
export const { screens, render, drawSignedIn } = prerenderEntry(hotelApp, {
  // What a returning user opens most: the server draws it with its data.
  signedIn: ['/hotel'],
});
