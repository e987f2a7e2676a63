import type { ApiClient } from '../../api/client';
import type { AuthenticateResponse } from '../auth/schemas';
import type { GuestSignupRequest } from '../guests/schemas';
import type { GuestHotel, HotelSettings, HotelSettingsUpdate } from './schemas';

/** The hotel's settings (hotel staff) and the guest-room calls behind its QR cards. */
export const hotelApi = (client: ApiClient) => ({
  settings: () => client.get<HotelSettings>('hotel/settings', { silent: true }),
  updateSettings: (body: HotelSettingsUpdate) => client.put<HotelSettings>('hotel/settings', body),
  /** A new room-card token: cards printed before stop working. */
  regenerateGuestToken: () => client.post<HotelSettings>('hotel/settings/guest_token'),
  guestHotel: (token: string) => client.get<GuestHotel>('guests/hotel', { query: { token } }),
  /** Answered like authenticate: the guest is logged in at once. */
  guestSignup: (body: GuestSignupRequest) =>
    client.post<AuthenticateResponse>('guests/signup', body),
});
