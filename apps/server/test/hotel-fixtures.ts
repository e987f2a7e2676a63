import type { Harness } from './helper';
import { ridePayload } from './ride-fixtures';

// Fixtures of the demo hotel: its grouping, its door, and the guests of its room cards.

/** The demo hotel's grouping, the App-Agrupation its staff and guests send. */
export const HOTEL = 'hotel-demo';

/** The demo hotel's door, as a ride's pick-up. */
export const HOTEL_DOOR = {
  nombre: 'Hotel Demo Barcelona, Passeig de Gràcia 68',
  latitud: 41.3925,
  longitud: 2.1638,
};

/** The demo hotel's room card as a guest fills it in: name, room, and a phone or an email. */
export const roomCard = (guest: {
  name: string;
  room: string;
  phone?: string;
  email?: string;
}) => ({
  token: 'demo-hotel-rooms',
  terms_accepted: true,
  ...guest,
});

/** A new guest signed up through the demo hotel's room card, signed in at once (201). */
export async function guestSession(h: Harness, guest: Parameters<typeof roomCard>[0]) {
  const res = await h.call('POST', '/api/guests/signup', { body: roomCard(guest) });
  if (res.statusCode !== 201) throw new Error(`guest signup: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json<{ token: string; user: { id: number } & object }>();
  return { token, id: user.id, user };
}

/** A ride from the hotel's door with no destination: the meter prices it at the end. */
export const fromTheDoor = (userId: number, hotelId: number, extra: object = {}) =>
  ridePayload(userId, hotelId, {
    direccion: { ...HOTEL_DOOR, datos_extra: '' },
    destination: {
      destination_longitude: HOTEL_DOOR.longitud,
      destination_latitude: HOTEL_DOOR.latitud,
    },
    destination_address: HOTEL_DOOR.nombre,
    destination_latitude: HOTEL_DOOR.latitud,
    destination_longitude: HOTEL_DOOR.longitud,
    ...extra,
  });

/** Reception registers a stay of the demo hotel: the room's guest under `guest` may charge it. */
export async function registerStay(
  h: Harness,
  staffToken: string,
  stay: { room: string; guest: string; check_in?: string; check_out?: string },
) {
  const res = await h.call('POST', '/api/hotel/stays', {
    token: staffToken,
    agrupation: HOTEL,
    body: { check_in: '2020-01-01', check_out: '2099-12-31', ...stay },
  });
  if (res.statusCode !== 201) throw new Error(`stay registration: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; room: string; guest: string }>();
}
