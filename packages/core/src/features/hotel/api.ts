import type { ApiClient } from '../../api/client';
import type { AuthenticateResponse } from '../auth/schemas';
import type { GuestCodeSent, GuestSignInRequest, GuestSignupRequest } from '../guests/schemas';
import type { GuestHotel, GuestStay, HotelSettings, HotelSettingsUpdate } from './schemas';

/** The hotel's settings (hotel staff) and the guest-room calls behind its QR cards. */
export const hotelApi = (client: ApiClient) => ({
  settings: () => client.get<HotelSettings>('hotel/settings', { silent: true }),
  updateSettings: (body: HotelSettingsUpdate) => client.put<HotelSettings>('hotel/settings', body),
  /** A new room-card token: cards printed before stop working. */
  regenerateGuestToken: () => client.post<HotelSettings>('hotel/settings/guest_token'),
  guestHotel: (token: string) => client.get<GuestHotel>('guests/hotel', { query: { token } }),
  /**
   * A new guest is answered like authenticate (logged in at once); the same person on the
   * same room card gets a code instead, for `guestSignIn`.
   */
  guestSignup: (body: GuestSignupRequest) =>
    client.post<AuthenticateResponse | GuestCodeSent>('guests/signup', body),
  guestStay: () => client.get<GuestStay>('guests/stay', { silent: true }),
  /** The guest asks reception for the room account; the answer is their stay as now. */
  roomRequest: () => client.post<GuestStay>('guests/room_request'),
  /** The staff's password or the hotel's kiosk PIN, checked by the server. */
  leaveKiosk: (secret: string) => client.post<{ left: true }>('hotel/kiosk/leave', { secret }),
  guestSignIn: (body: GuestSignInRequest) =>
    client.post<AuthenticateResponse>('guests/signin', body),
});
