import { call, put } from 'redux-saga/effects';
import { dependencies } from '../../store/dependencies';
import { createFlow } from '../common/monitored-flow';
import type { HotelSettings, HotelSettingsUpdate } from './schemas';
import { hotelActions } from './slice';

/** Asks the server for a new room-card token: the printed cards stop working. */
export const NEW_GUEST_TOKEN = 'new-guest-token';

/**
 * A change to the hotel's settings (rooms, hours, pick-up), or a new room-card token (the
 * screen warns first); either answers with the whole settings, shown as they are now. A
 * new change replaces one still on its way.
 */
export const hotelSettingsFlow = createFlow(
  'hotel/settings',
  function* (change: HotelSettingsUpdate | typeof NEW_GUEST_TOKEN) {
    const { api } = yield* dependencies();
    const settings: HotelSettings = yield change === NEW_GUEST_TOKEN
      ? call(api.hotel.regenerateGuestToken)
      : call(api.hotel.updateSettings, change);
    yield put(hotelActions.settingsLoaded(settings));
  },
  { take: 'latest' },
);

/**
 * Leaving the lobby kiosk: the server checks the staff's password or the hotel's kiosk PIN
 * (and counts the tries); only its yes lets the screen go back to the staff's pages.
 */
export const kioskLeaveFlow = createFlow('hotel/kiosk-leave', function* (secret: string) {
  const { api } = yield* dependencies();
  yield call(api.hotel.leaveKiosk, secret);
});
